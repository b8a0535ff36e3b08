// `npm run server -- <command>` / `npm start` (scripts/start.mjs runs `all`).
//   all           (default) localnet when RPC_URL is unset, migrate, index and serve API + site on PORT
//   index         the indexer only (localnet too when RPC_URL is unset)
//   api           serve the explorer API and the site (shell + remotes) from DATABASE_URL and DEPLOY_DIR
//   decode <file> print the derived records of a saved getTransaction / getBlock JSON-RPC response
import { mkdirSync, readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { LogController } from 'fastify';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { logsRequests } from './requestLog';
import { migrate, openDatabase, type OpenedDatabase } from './db';
import { decodeRpcFile } from './decode/file';
import { createHealthProbe } from './indexer/health';
import { Indexer } from './indexer/indexer';
import { IndexerThread, type WorkerIndexerOptions } from './indexer/thread';
import { RpcClient } from './rpc/client';

// A larger young generation: block decoding allocates many short-lived objects. The launch scripts
// add --single-threaded-gc (start-up only), as on two busy cores GC helpers only steal turns
// (docs/scaling-log.md); leave it out where cores are to spare.
v8.setFlagsFromString('--max-semi-space-size=64');

/** Generated transactions per second on the embedded localnet when LOCALNET_TPS is unset. */
const DEFAULT_LOCALNET_TPS = 5;

interface Chain {
  rpcUrl: string;
  wsUrl: string | undefined;
  /** True when we started localnet ourselves (index it from its first block). */
  local: boolean;
  close(): Promise<void>;
}

async function connectChain(config: Config): Promise<Chain> {
  if (config.rpcUrl)
    return { rpcUrl: config.rpcUrl, wsUrl: config.wsUrl, local: false, close: async () => undefined };
  // Loaded lazily: `api` and `decode` never need the local chain.
  const { startLocalnet } = await import('localnet');
  const ledger = resolve(config.dataDir, 'localnet');
  mkdirSync(ledger, { recursive: true });
  const ln = await startLocalnet({
    port: config.localnetPort,
    ledger,
    // A newcomer should see a live explorer: generated traffic unless LOCALNET_TPS says otherwise.
    tps: config.localnetTps ?? DEFAULT_LOCALNET_TPS,
    quiet: config.logLevel !== 'debug' && config.logLevel !== 'trace',
  });
  console.log(`localnet RPC ${ln.rpcUrl} (ws ${ln.wsUrl}), ledger ${ln.ledger}`);
  return { rpcUrl: ln.rpcUrl, wsUrl: ln.wsUrl, local: true, close: () => ln.close() };
}

async function openMigrated(config: Config): Promise<OpenedDatabase> {
  mkdirSync(config.dataDir, { recursive: true });
  // Short SQLite lock wait: a database locked by another writer answers 503 within 2 s instead of
  // freezing the process (better-sqlite3 waits synchronously); the indexer has its own connection.
  // READ_DATABASE_URL: the API's reads go to that replica, writes and migrations to the primary.
  const database = await openDatabase(config.databaseUrl, {
    busyTimeoutMs: 2000,
    readUrl: config.readDatabaseUrl,
  });
  await migrate(database.primary);
  return database;
}

function indexerOptions(config: Config, chain: Chain): WorkerIndexerOptions {
  return {
    rpcUrl: chain.rpcUrl,
    databaseUrl: config.databaseUrl,
    fromSlot: config.indexFromSlot,
    startFrom: chain.local ? 'first' : config.indexBackfillSlots,
  };
}

function onStop(fn: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('Stopping the explorer…');
    fn().then(
      () => {
        console.log('Explorer stopped.');
        process.exit(0);
      },
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}

async function serve(config: Config, withIndexer: boolean): Promise<void> {
  const chain = withIndexer ? await connectChain(config) : null;
  const database = await openMigrated(config);
  const rpcUrl = chain?.rpcUrl ?? config.rpcUrl;
  const wsUrl = chain?.wsUrl ?? config.wsUrl;
  // Its own thread: the API's event loop never waits for a block being written (thread.ts).
  const indexer = chain
    ? new IndexerThread(indexerOptions(config, chain), {
        // An API without its indexer would serve a chain that stopped: exit, to be restarted whole.
        onFailure: () => process.exit(1),
      })
    : null;
  if (indexer) await indexer.start();
  const app = await buildApp({
    deployDir: config.deployDir,
    logLevel: config.logLevel,
    // One line per request only when asked for (LOG_LEVEL=debug or ACCESS_LOG=on): npm start stays readable.
    fastify: {
      logController: new LogController({
        disableRequestLogging: !logsRequests(config.logLevel, process.env),
      }),
    },
    remotesAutoRollback: config.remotesAutoRollback,
    protection: {
      rateLimit: config.rateLimit,
      shedding: config.shedding,
      remoteOrigins: config.remoteOrigins,
    },
    api: {
      database: { db: database.db, dialect: database.dialect },
      rpcUrl,
      wsUrl,
      gorPriceUrl: config.gorPriceUrl,
      masterAddress: config.masterAddress,
      coinContract: config.coinContract,
      verifiedTokens: config.verifiedTokens,
      idlDir: config.idlDir,
      health: createHealthProbe(database.db, rpcUrl),
      adminToken: config.adminToken,
      breakGame: {
        walletFile:
          config.breakWalletFile ?? (chain?.local ? resolve(config.dataDir, 'break-wallet.json') : undefined),
        fund: chain?.local ?? false,
        floorLamports: config.breakFloorLamports,
        sendsPerMinute: config.breakSendsPerMinute,
      },
      // Several API processes on PostgreSQL: live events travel through LISTEN/NOTIFY.
      stream: { listenUrl: database.dialect === 'postgres' ? database.url : undefined },
    },
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('0.0.0.0', '127.0.0.1');
  if (indexer && chain) {
    // The URL is announced once the indexer has caught up, so a visitor sees a complete explorer.
    void (async () => {
      const tip = await new RpcClient(chain.rpcUrl).getSlot().catch(() => 0);
      await indexer.waitForSlot(tip, 24 * 3600 * 1000).catch(() => undefined);
      console.log(`Gorbagana explorer at ${url}`);
    })();
  } else {
    console.log(`Gorbagana explorer at ${url}`);
  }
  if (config.adminTokenGenerated) console.log(`ADMIN_TOKEN (generated for this run): ${config.adminToken}`);
  onStop(async () => {
    await app.close();
    await indexer?.stop();
    await database.close();
    await chain?.close();
  });
}

async function indexOnly(config: Config): Promise<void> {
  const chain = await connectChain(config);
  const database = await openMigrated(config);
  await database.close();
  const indexer = new Indexer({
    ...indexerOptions(config, chain),
    log: (m) => console.log(`[indexer] ${m}`),
  });
  await indexer.start();
  onStop(async () => {
    await indexer.stop();
    await chain.close();
  });
  await indexer.done();
}

function decodeFile(file: string | undefined): void {
  if (!file) {
    console.error(
      'usage: server decode <file.json>  (a saved getTransaction or getBlock response, or its result)',
    );
    process.exit(2);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`cannot read ${file}: ${(e as Error).message}`);
    process.exit(2);
  }
  try {
    const out = decodeRpcFile(json);
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
}

async function main(argv: string[]): Promise<void> {
  const cmd = argv[0] ?? 'all';
  if (cmd === 'decode') {
    decodeFile(argv[1]);
    return;
  }
  const config = loadConfig();
  switch (cmd) {
    case 'api':
      await serve(config, false);
      return;
    case 'all':
      await serve(config, true);
      return;
    case 'index':
      await indexOnly(config);
      return;
    default:
      console.error(`unknown command '${cmd}'. usage: server <all|api|index|decode <file>>`);
      process.exit(2);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
