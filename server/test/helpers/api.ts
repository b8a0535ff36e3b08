/**
 * An API instance for tests: the plugins buildApp registers for the API (telemetry + the API plugin) on
 * a real database (migrated), listening on a free port. Static hosting is left out: @fastify/static's
 * ESM-only dependencies do not load under jest's CommonJS transform.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin, type ApiOptions } from '../../src/api';
import { migrate, openDatabase, type OpenedDatabase } from '../../src/db';
import { telemetryPlugin } from '../../src/registry/telemetry';

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method?: string;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  app: FastifyInstance;
  database: OpenedDatabase;
  baseUrl: string;
  /** Real HTTP request to the listening app (light-my-request's ESM deps do not load under jest). */
  request(r: string | RequestOptions): Promise<HttpAnswer>;
  close(): Promise<void>;
}

export async function httpRequest(baseUrl: string, r: string | RequestOptions): Promise<HttpAnswer> {
  const o = typeof r === 'string' ? { url: r } : r;
  const res = await fetch(`${baseUrl}${o.url}`, {
    method: o.method ?? 'GET',
    body: o.payload,
    headers: o.headers,
  });
  const body = await res.text();
  return {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers.entries()),
    body,
    json<T>() {
      return JSON.parse(body) as T;
    },
  };
}

export async function startTestApi(dbUrl: string, opts: Omit<ApiOptions, 'database'> = {}): Promise<TestApi> {
  const database = await openDatabase(dbUrl);
  await migrate(database.db);
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  await app.register(telemetryPlugin, {});
  await app.register(apiPlugin, { database: { db: database.db, dialect: database.dialect }, ...opts });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl: address,
    request: (r) => httpRequest(address, r),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
