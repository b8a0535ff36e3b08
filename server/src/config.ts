// Every setting of the server comes from the environment, read here and nowhere else (DESIGN §3).
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  /** Interface the server listens on: loopback unless HOST says otherwise (e.g. 0.0.0.0 behind a proxy). */
  host: string;
  /** Everything `npm start` writes at run time. */
  dataDir: string;
  /** The published shell and remotes (remotes.json, remotes/<name>/<version>/). */
  deployDir: string;
  /** Index this RPC instead of starting localnet. */
  rpcUrl: string | undefined;
  wsUrl: string | undefined;
  /** sqlite:<path> or postgres://… */
  databaseUrl: string;
  localnetPort: number;
  localnetTps: number | undefined;
  adminToken: string;
  /** True when ADMIN_TOKEN was not set and one was generated (printed at start). */
  adminTokenGenerated: boolean;
  gorPriceUrl: string | undefined;
  gorPriceUsd: number | undefined;
  masterAddress: string | undefined;
  /** The GOR coin contract address the footer shows (COIN_CONTRACT). */
  coinContract?: string;
  logLevel: LogLevel;
  indexFromSlot: number | undefined;
  /** On a real RPC without INDEX_FROM_SLOT: backfill this many slots below the tip (INDEX_BACKFILL_SLOTS). */
  indexBackfillSlots: number;
}

export class ConfigError extends Error {}

const REPO_ROOT = resolve(__dirname, '../..');
const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function int(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number | undefined,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got '${raw}')`);
  return n;
}

function num(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new ConfigError(`${name} must be a non-negative number (got '${raw}')`);
  return n;
}

function str(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v === '' ? undefined : v;
}

/** Reads the configuration; relative paths are taken from the repository root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(REPO_ROOT, str(env, 'DATA_DIR') ?? 'data');
  const deployDir = resolve(REPO_ROOT, str(env, 'DEPLOY_DIR') ?? 'deploy');
  const level = (str(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
  const adminToken = str(env, 'ADMIN_TOKEN');
  return {
    port: int(env, 'PORT', 8080, 0, 65535) as number,
    host: str(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    deployDir,
    rpcUrl: str(env, 'RPC_URL'),
    wsUrl: str(env, 'WS_URL'),
    databaseUrl: str(env, 'DATABASE_URL') ?? `sqlite:${resolve(dataDir, 'explorer.db')}`,
    localnetPort: int(env, 'LOCALNET_PORT', 8899, 0, 65534) as number,
    localnetTps: num(env, 'LOCALNET_TPS'),
    adminToken: adminToken ?? randomBytes(18).toString('base64url'),
    adminTokenGenerated: adminToken === undefined,
    gorPriceUrl: str(env, 'GOR_PRICE_URL'),
    gorPriceUsd: num(env, 'GOR_PRICE_USD'),
    masterAddress: str(env, 'MASTER_ADDRESS'),
    coinContract: str(env, 'COIN_CONTRACT'),
    logLevel: level,
    indexFromSlot: int(env, 'INDEX_FROM_SLOT', undefined),
    indexBackfillSlots: int(env, 'INDEX_BACKFILL_SLOTS', 5000) as number,
  };
}
