// npm run localnet -- --port 8899 --ledger ./data/localnet --slot-ms 400 --tps 5 --seed 1 [--bind 0.0.0.0] [--skip-rate 0.05]
//                     [--bulk N]  (generate N transactions straight into the ledger, then serve)
import { startLocalnet } from './index';
import { generateBulk } from './traffic';

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`unexpected argument ${a}`);
    const [k, inline] = a.slice(2).split('=', 2);
    if (inline !== undefined) out[k] = inline;
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) out[k] = argv[++i];
    else out[k] = 'true';
  }
  return out;
}

function num(v: string | undefined, dflt: number, name: string): number {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number`);
  return n;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(
      'usage: localnet [--port 8899] [--bind 127.0.0.1] [--ledger ./data/localnet] [--slot-ms 400] [--tps 5] [--seed 1] [--skip-rate 0] [--bulk N]',
    );
    return;
  }
  const ledger = args.ledger ?? './data/localnet';
  const seed = num(args.seed, 1, 'seed');
  if (args.bulk) {
    const n = num(args.bulk, 0, 'bulk');
    const t0 = Date.now();
    const r = await generateBulk({
      ledger,
      seed,
      transactions: n,
      perSlot: num(args['per-slot'], 500, 'per-slot'),
    });
    console.log(
      `localnet: bulk-generated ${r.transactions} transactions in ${r.slots} slots (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
    if (args.serve !== 'true') return;
  }
  const ln = await startLocalnet({
    port: num(args.port, 8899, 'port'),
    bind: args.bind === 'true' ? '0.0.0.0' : args.bind,
    ledger,
    slotMs: num(args['slot-ms'], 400, 'slot-ms') || 400,
    tps: num(args.tps, 5, 'tps'),
    seed,
    skipRate: num(args['skip-rate'], 0, 'skip-rate'),
  });
  let stopping = false;
  const stop = (sig: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`localnet: ${sig}, persisting and shutting down`);
    ln.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error(`localnet: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
