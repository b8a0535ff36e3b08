// Browser stand-in for @sinclair/typebox's `Type` builder. The pages only need the contract's
// *types* (erased at build time), but shared-api's index also evaluates the schema builders, which
// would put ~21 KB gz of TypeBox on every page. Here each builder returns the plain JSON-schema
// object TypeBox would (without its symbols), enough for helpers that read `type` or spread a
// schema. Nothing in the browser validates with these; the server keeps the real library.
// (`@sinclair/typebox/value`, `/compiler` are not aliased and would still load the real code.)
const withOpts = (schema, opts) => ({ ...(opts || {}), ...schema });
const builders = {
  String: (o) => withOpts({ type: 'string' }, o),
  Number: (o) => withOpts({ type: 'number' }, o),
  Integer: (o) => withOpts({ type: 'integer' }, o),
  Boolean: (o) => withOpts({ type: 'boolean' }, o),
  Null: (o) => withOpts({ type: 'null' }, o),
  Literal: (value, o) => withOpts({ const: value, type: typeof value }, o),
  Object: (properties, o) => withOpts({ type: 'object', properties: properties || {} }, o),
  Array: (items, o) => withOpts({ type: 'array', items }, o),
  Tuple: (items, o) => withOpts({ type: 'array', items }, o),
  Union: (anyOf, o) => withOpts({ anyOf }, o),
  Intersect: (allOf, o) => withOpts({ allOf }, o),
  Record: (_k, v, o) => withOpts({ type: 'object', additionalProperties: v }, o),
  Optional: (s) => s,
  Readonly: (s) => s,
  Unsafe: (o) => ({ ...(o || {}) }),
  Any: (o) => withOpts({}, o),
  Unknown: (o) => withOpts({}, o),
  Enum: (e, o) => withOpts({ anyOf: Object.values(e || {}).map((v) => ({ const: v })) }, o),
  Ref: (ref, o) => withOpts({ $ref: typeof ref === 'string' ? ref : ref && ref.$id }, o),
};
export const Type = new Proxy(builders, {
  get: (target, key) =>
    key in target
      ? target[key]
      : (...args) =>
          withOpts(
            {},
            args.find((a) => a && typeof a === 'object' && !Array.isArray(a)),
          ),
});
export const Kind = Symbol.for('TypeBox.Kind');
export const Hint = Symbol.for('TypeBox.Hint');
export const OptionalKind = Symbol.for('TypeBox.Optional');
export const ReadonlyKind = Symbol.for('TypeBox.Readonly');
export default { Type };
