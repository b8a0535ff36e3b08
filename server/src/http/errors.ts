// One JSON error shape for every failure: `{ statusCode, error, message }`. Validation failures become
// 400 with a message naming the parameter (a malformed cursor is told by the cursor codec, cursor.ts);
// anything the caller did wrong is a 4xx; only a bug is a 5xx.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorResponse } from 'shared-api/core';
import { ADDRESS_PATTERN, SIGNATURE_PATTERN } from 'shared-api/contract';

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
      return `Invalid ${name}: expected a base58 transaction signature (64–88 characters)`;
    if (name === 'address')
      return `Invalid ${name}: expected a base58 address (32–44 characters, no 0, O, I or l)`;
    if (name === 'height' || name === 'block')
      return `Invalid ${name}: expected a non-negative integer block height`;
  }
  if (pattern === SIGNATURE_PATTERN)
    return `Invalid ${name}: expected a base58 transaction signature (64–88 characters)`;
  if (pattern === ADDRESS_PATTERN)
    return `Invalid ${name}: expected a base58 address (32–44 characters, no 0, O, I or l)`;
  if (pattern.startsWith('^[0-9]{1,15}$')) return `Invalid ${name}: expected a non-negative integer`;
  if (e.keyword === 'enum') {
    const allowed = Array.isArray(e.params?.allowedValues)
      ? (e.params.allowedValues as unknown[]).join(', ')
      : '';
    return `Invalid ${name}: must be one of ${allowed}`;
  }
  if (e.keyword === 'required') return `Missing ${where} parameter ${name}`;
  return `Invalid ${name}: ${e.message ?? 'malformed'}`;
}

const PG_UNAVAILABLE = /^(08|53|57P)/; // connection exception, insufficient resources, operator intervention
const DB_DOWN_MESSAGE =
  /\b(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH)\b|timeout exceeded when trying to connect|Connection terminated|connection (?:is )?closed|Client has encountered a connection error|the database system is (?:starting up|shutting down|in recovery mode)/i;
const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** The database, not the request, failed (down, out of connections, locked): a retry will succeed later. */
function isDatabaseUnavailable(err: unknown): boolean {
  // Duck-typed: errors made in another realm (Node internals under jest's vm) fail `instanceof Error`.
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') return false;
  if (typeof code === 'string') {
    if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED') return true;
    if (/^[0-9A-Z]{5}$/.test(code) && PG_UNAVAILABLE.test(code)) return true;
    if (NET_CODES.has(code)) return true;
  }
  // pg-pool rethrows connect failures as plain Errors: only the message names the cause.
  return DB_DOWN_MESSAGE.test(message);
}

/** PostgreSQL refuses text it cannot hold (a NUL in a search): the request's fault (SQLite finds nothing). */
function isUnstorableText(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return code === '22021' || code === '22P05';
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
      // Shed load (plugins/shedding) and a database that is away: 503 + Retry-After, never a 500.
      if (status === 503) return reply.code(503).send(errorBody(503, err.message));
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '2')
          .header('cache-control', 'no-store')
          .send(errorBody(503, 'Database unavailable; retry shortly'));
      }
      if (isUnstorableText(err))
        return reply.code(400).send(errorBody(400, 'Invalid character in a request parameter'));
      req.log.error({ err }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Internal Server Error'));
    },
  );
}
