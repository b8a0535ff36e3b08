// One JSON error shape for every failure: `{ statusCode, error, message }`. Validation failures become
// 400 with a message naming the parameter; anything the caller did wrong is a 4xx; only a bug is a 5xx.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorResponse } from 'shared-api';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

export function errorBody(statusCode: number, message: string): ErrorResponse {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Readable messages for the parameter kinds of the contract (by the failing pattern). */
function describe(where: string, e: AjvLikeError): string {
  const name = (e.instancePath ?? '').replace(/^\//, '') || String(e.params?.missingProperty ?? '') || where;
  const pattern = typeof e.params?.pattern === 'string' ? e.params.pattern : '';
  if (e.keyword !== 'required') {
    // Name-based first: a too-short address fails minLength before its pattern.
    if (name === 'signature')
      return `Invalid ${name}: expected a base58 transaction signature (87–88 characters)`;
    if (name === 'address')
      return `Invalid ${name}: expected a base58 address (32–44 characters, no 0, O, I or l)`;
    if (name === 'height' || name === 'block')
      return `Invalid ${name}: expected a non-negative integer block height`;
  }
  if (pattern.includes('{87,88}'))
    return `Invalid ${name}: expected a base58 transaction signature (87–88 characters)`;
  if (pattern.includes('{32,44}'))
    return `Invalid ${name}: expected a base58 address (32–44 characters, no 0, O, I or l)`;
  if (pattern.startsWith('^[0-9]{1,15}$')) return `Invalid ${name}: expected a non-negative integer`;
  if (pattern.includes('\\.')) return `Invalid ${name}: expected the nextCursor of a previous page`;
  if (e.keyword === 'enum') {
    const allowed = Array.isArray(e.params?.allowedValues)
      ? (e.params.allowedValues as unknown[]).join(', ')
      : '';
    return `Invalid ${name}: must be one of ${allowed}`;
  }
  if (e.keyword === 'required') return `Missing ${where} parameter ${name}`;
  return `Invalid ${name}: ${e.message ?? 'malformed'}`;
}

/** Installs the error and not-found handlers on an (encapsulated) Fastify context. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (err: FastifyError & { validation?: AjvLikeError[]; validationContext?: string }, req, reply) => {
      if (err.validation && err.validation.length > 0) {
        const where = err.validationContext ?? 'request';
        return reply.code(400).send(errorBody(400, describe(where, err.validation[0])));
      }
      const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
      if (status >= 400 && status < 500) return reply.code(status).send(errorBody(status, err.message));
      req.log.error({ err }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Internal Server Error'));
    },
  );
}
