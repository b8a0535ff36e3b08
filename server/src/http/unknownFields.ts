// Request bodies with a field their schema does not name are refused rather than silently trimmed,
// so a misspelt field is no false success. Query strings stay tolerant: links and proxies add some.
import type { preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

interface ObjectSchema {
  additionalProperties?: unknown;
  properties?: Record<string, unknown>;
}

/** The preValidation hook of a route whose body schema is a closed object; undefined otherwise. */
export function refuseUnknownBodyFields(schema: unknown): preValidationAsyncHookHandler | undefined {
  const s = schema as ObjectSchema | undefined;
  if (!s || s.additionalProperties !== false || !s.properties) return undefined;
  const known = new Set(Object.keys(s.properties));
  return async (req) => {
    const body = req.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const unknown = Object.keys(body).find((k) => !known.has(k));
    if (unknown !== undefined)
      throw new HttpError(400, `Unknown field in the request body: ${JSON.stringify(unknown).slice(0, 80)}`);
  };
}
