// Every setting of the server comes from the environment, read here and nowhere else.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { REPO_ROOT } from './repoRoot';
import { loadVerifiedTokens } from './tokens/verified';
import {
  DEFAULT_RATE_LIMIT,
  defaultShedding,
  type RateLimitSettings,
  type SheddingSettings,
} from './plugins';
import { parseAutoRollback, type AutoRollbackPolicy } from './registry/health';
import { parseRemoteOrigins } from './static/security';

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
  /** PostgreSQL streaming replica the API reads from (READ_DATABASE_URL); writes go to databaseUrl. */
  readDatabaseUrl: string | undefined;
  localnetPort: number;
  localnetTps: number | undefined;
  adminToken: string;
  /** True when ADMIN_TOKEN was not set and one was generated (printed at start). */
  adminTokenGenerated: boolean;
  gorPriceUrl: string | undefined;
  masterAddress: string | undefined;
  /** The GOR coin contract address the footer shows (COIN_CONTRACT). */
  coinContract?: string;
  /** Mints shown as VERIFIED (VERIFIED_TOKENS_FILE: a JSON array of mint addresses; empty by default). */
  verifiedTokens: ReadonlySet<string>;
  /** IDL_DIR: a folder of IDL files named <programId>.json, used before the IDLs programs publish on chain. */
  idlDir: string | undefined;
  logLevel: LogLevel;
  indexFromSlot: number | undefined;
  /** On a real RPC without INDEX_FROM_SLOT: backfill this many slots below the tip (INDEX_BACKFILL_SLOTS). */
  indexBackfillSlots: number;
  /** Keypair file of the Break game's hot wallet (BREAK_WALLET_FILE); on localnet default $DATA_DIR/break-wallet.json, generated and airdropped. */
  breakWalletFile: string | undefined;
  /** The hot wallet is never spent below this (BREAK_WALLET_FLOOR_LAMPORTS, default 50 000 000 = 0.05 GOR). */
  breakFloorLamports: number;
  /** Break sends accepted per minute over all visitors (BREAK_SENDS_PER_MINUTE, default 1200). */
  breakSendsPerMinute: number;
  /** Per-client limit on /api/* (RATE_LIMIT=off disables; RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_S). */
  rateLimit: RateLimitSettings | false;
  /** Load shedding limits (SHED_MAX_EVENT_LOOP_DELAY_MS, SHED_MAX_HEAP_MB; SHED=off disables). */
  shedding: SheddingSettings | false;
  /** Origins remotes are served from besides this server (REMOTE_ORIGINS, comma-separated). */
  remoteOrigins: string[];
  /** REMOTES_AUTO_ROLLBACK=ratio,minLoads: a canary failing more often is taken out of rotation. */
  remotesAutoRollback: AutoRollbackPolicy | null;
}

class ConfigError extends Error {}

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

function sheddingFrom(env: NodeJS.ProcessEnv): SheddingSettings | false {
  if (str(env, 'SHED') === 'off') return false;
  const d = defaultShedding();
  const heapMb = int(env, 'SHED_MAX_HEAP_MB', undefined, 16);
  return {
    ...d,
    maxEventLoopDelayMs: int(env, 'SHED_MAX_EVENT_LOOP_DELAY_MS', d.maxEventLoopDelayMs, 10) as number,
    maxHeapUsedBytes: heapMb === undefined ? d.maxHeapUsedBytes : heapMb * 1024 * 1024,
  };
}

function remoteOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  try {
    return parseRemoteOrigins(str(env, 'REMOTE_ORIGINS'));
  } catch (e) {
    throw new ConfigError(`REMOTE_ORIGINS: ${(e as Error).message}`);
  }
}

function autoRollbackFrom(env: NodeJS.ProcessEnv): AutoRollbackPolicy | null {
  try {
    return parseAutoRollback(str(env, 'REMOTES_AUTO_ROLLBACK'));
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
}

function verifiedFrom(path: string | undefined): ReadonlySet<string> {
  try {
    return loadVerifiedTokens(path && resolve(REPO_ROOT, path));
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
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
    readDatabaseUrl: str(env, 'READ_DATABASE_URL'),
    localnetPort: int(env, 'LOCALNET_PORT', 8899, 0, 65534) as number,
    localnetTps: num(env, 'LOCALNET_TPS'),
    adminToken: adminToken ?? randomBytes(18).toString('base64url'),
    adminTokenGenerated: adminToken === undefined,
    gorPriceUrl: str(env, 'GOR_PRICE_URL'),
    masterAddress: str(env, 'MASTER_ADDRESS'),
    coinContract: str(env, 'COIN_CONTRACT'),
    verifiedTokens: verifiedFrom(str(env, 'VERIFIED_TOKENS_FILE')),
    idlDir: str(env, 'IDL_DIR'),
    logLevel: level,
    indexFromSlot: int(env, 'INDEX_FROM_SLOT', undefined),
    indexBackfillSlots: int(env, 'INDEX_BACKFILL_SLOTS', 5000) as number,
    breakWalletFile:
      str(env, 'BREAK_WALLET_FILE') && resolve(REPO_ROOT, str(env, 'BREAK_WALLET_FILE') as string),
    breakFloorLamports: int(env, 'BREAK_WALLET_FLOOR_LAMPORTS', 50_000_000) as number,
    breakSendsPerMinute: int(env, 'BREAK_SENDS_PER_MINUTE', 1200, 1) as number,
    rateLimit:
      str(env, 'RATE_LIMIT') === 'off'
        ? false
        : {
            max: int(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max, 1) as number,
            windowMs:
              (int(env, 'RATE_LIMIT_WINDOW_S', DEFAULT_RATE_LIMIT.windowMs / 1000, 1) as number) * 1000,
          },
    shedding: sheddingFrom(env),
    remoteOrigins: remoteOriginsFrom(env),
    remotesAutoRollback: autoRollbackFrom(env),
  };
}
