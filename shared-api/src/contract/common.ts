// Reusable building blocks of the API contract: validators for path/query parameters, the error
// shape and the scalar conventions (amounts as base-unit integer strings, timestamps unix seconds).
import { Type, type TSchema, type TUnsafe, type Static } from '@sinclair/typebox';
import type { PageLimit } from '../pageSizes';

/** base58 alphabet (no 0, O, I, l) — the same rule the search classifier uses. */
export const BASE58_CHARS = '1-9A-HJ-NP-Za-km-z';
export const ADDRESS_PATTERN = `^[${BASE58_CHARS}]{32,44}$`;
// A signature is 64 bytes of any value: most encode to 87–88 characters, but about one in three
// hundred is small enough for 86 or fewer, and each leading zero byte is a single '1' (64 at least).
export const SIGNATURE_PATTERN = `^[${BASE58_CHARS}]{64,88}$`;
export const HEIGHT_PATTERN = '^[0-9]{1,15}$';
export const AMOUNT_PATTERN = '^-?[0-9]+$';

/** A Solana address (public key) in base58. */
export const Address = Type.String({
  pattern: ADDRESS_PATTERN,
  minLength: 32,
  maxLength: 44,
  description: 'base58 address',
});
/** A transaction signature in base58. */
export const Signature = Type.String({
  pattern: SIGNATURE_PATTERN,
  minLength: 64,
  maxLength: 88,
  description: 'base58 signature',
});
/** A block height as sent in a path: digits only (JSON numbers are safe to 2^53, 15 digits keeps us there). */
export const HeightString = Type.String({ pattern: HEIGHT_PATTERN, description: 'block height (digits)' });
/** An amount in base units (lamports or raw token units) as an integer string; may be negative for changes. */
export const Amount = Type.String({ pattern: AMOUNT_PATTERN, description: 'integer amount in base units' });
/** Unix time in seconds. */
export const UnixTime = Type.Integer({ minimum: 0, description: 'unix seconds' });

/**
 * `T | null` as a JSON-schema type array (`type: ['string', 'null']`) instead of `anyOf`: fast-json-stringify
 * serialises a type array with a typeof check, whereas `anyOf` runs the validator per value (slow on lists).
 * OpenAPI 3.1 accepts type arrays. Works for schemas with a single `type`.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, ...rest } = schema as TSchema & { type?: string };
  if (typeof type !== 'string') throw new Error('Nullable() needs a schema with a single type');
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

export const NullableString = Nullable(Type.String());
export const NullableAddress = Nullable(Address);
export const NullableUnixTime = Nullable(UnixTime);
export const NullableNumber = Nullable(Type.Number());
export const NullableInteger = Nullable(Type.Integer());

/**
 * A string enum as `{ type: 'string', enum }` (not TypeBox's anyOf of literals): cheaper to serialise and
 * reads better in the OpenAPI document.
 */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

export const TxStatus = StringEnum(['success', 'failed']);
export type TxStatus = Static<typeof TxStatus>;

/** Paging query: `limit` and `offset` ranges shared by the list routes. */
export function LimitQuery(def: number, max: number) {
  return Type.Integer({
    minimum: 1,
    maximum: max,
    default: def,
    description: `page size (1–${max}, default ${def})`,
  });
}
/** The `limit` of a list of the page-size table: its default and maximum. */
export const PageLimitQuery = (list: PageLimit) => LimitQuery(list.size, list.max);

/**
 * The `cursor` of a keyset list: the `nextCursor` of the previous page, handed back as it came. Opaque
 * to clients; the server's cursor codec tells a malformed one with a 400.
 */
export const Cursor = Type.String({
  description: 'nextCursor of the previous page (opaque: send it back as received)',
});

export const Offset = Type.Integer({
  minimum: 0,
  maximum: 1_000_000,
  default: 0,
  description: 'rows to skip',
});
export const Order = StringEnum(['asc', 'desc'], { default: 'desc' });

/** Every 4xx/5xx answer has this shape. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String({ description: 'HTTP reason phrase, e.g. Bad Request' }),
    message: Type.String({ description: 'human readable, e.g. Transaction Not Found' }),
  },
  { title: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

export const AddressParams = Type.Object({ address: Address }, { additionalProperties: false });
export type AddressParams = Static<typeof AddressParams>;
export const SignatureParams = Type.Object({ signature: Signature }, { additionalProperties: false });
export type SignatureParams = Static<typeof SignatureParams>;
export const HeightParams = Type.Object({ height: HeightString }, { additionalProperties: false });
export type HeightParams = Static<typeof HeightParams>;

/** Native coin facts. */
export const GOR_DECIMALS = 9;
export { NATIVE_MINT } from '../programs';
