// Prometheus metrics: HTTP request counts/durations per route, plus indexer figures read at scrape
// time (indexed slot, chain slot, lag, latest block height, TPS). A registry per app instance so several
// apps in one process (tests) never clash on metric names.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { HealthProbe, IndexerHealthInfo } from './health';

/** A remote version's counts as the app's canary health reports them (the kernel imports no feature). */
type VersionCounts = ReturnType<NonNullable<FastifyInstance['remoteHealth']>['entries']>[number][2];

export interface MetricsSources {
  health: HealthProbe;
  /** The index's figures at scrape time (network/repository.ts). */
  indexFigures: () => Promise<{ height: number | null; tps: number | null; validators: number }>;
}

export function installMetrics(app: FastifyInstance, { health, indexFigures }: MetricsSources): Registry {
  const registry = new Registry();
  const requests = new Counter({
    name: 'explorer_http_requests_total',
    help: 'HTTP requests by route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'explorer_http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const indexedSlot = gauge('explorer_indexer_indexed_slot', 'Slot of the last indexed block');
  const chainSlot = gauge('explorer_indexer_chain_slot', 'Tip slot of the indexed node');
  const lag = gauge('explorer_indexer_lag_slots', 'Chain slot minus indexed slot');
  const dbUp = gauge('explorer_db_up', '1 when the database answers');
  const height = gauge('explorer_indexer_block_height', 'Height of the newest indexed block');
  const tps = gauge('explorer_network_tps', 'Network transactions per second (latest snapshot)');
  const validators = gauge('explorer_validators', 'Validators known to the indexer');

  // Canary health (server/src/registry/health.ts): the shell's load and failure beacons per remote
  // and version, read at scrape time.
  const remotes = app.remoteHealth;
  if (remotes) {
    const perVersion = (name: string, help: string, count: (c: VersionCounts) => number) =>
      new Counter({
        name,
        help,
        labelNames: ['remote', 'version'] as const,
        registers: [registry],
        collect() {
          this.reset();
          for (const [remote, version, c] of remotes.entries()) this.inc({ remote, version }, count(c));
        },
      });
    perVersion(
      'explorer_remote_loads_total',
      'Successful remote loads reported by the shell (once per remote per page load)',
      (c) => c.loads,
    );
    new Counter({
      name: 'explorer_remote_load_failures_total',
      help: 'Remote versions that failed for a visitor after their retry, by phase (load, render, incompatible, integrity: a file refused because its bytes differ from the hash the registry holds, or a version with no hashes)',
      labelNames: ['remote', 'version', 'phase'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [remote, version, c] of remotes.entries())
          for (const [phase, n] of Object.entries(c.failures) as [string, number][])
            this.inc({ remote, version, phase }, n);
      },
    });
    perVersion(
      'explorer_remote_fallbacks_total',
      'Failures of a remote version after which the visitor fell back to stable',
      (c) => c.fallbacks,
    );
  }

  // The labelled children are looked up once per (method, route, status): prom-client hashes a
  // label object on every call otherwise, and this hook runs on every answer.
  const children = new Map<string, { count: { inc(): void }; time: { observe(v: number): void } }>();
  app.addHook('onResponse', (req, reply, done) => {
    // The route pattern (not the raw URL) keeps label cardinality bounded.
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `${req.method} ${route} ${reply.statusCode}`;
    let c = children.get(key);
    if (!c) {
      c = {
        count: requests.labels({ method: req.method, route, status: String(reply.statusCode) }),
        time: duration.labels({ method: req.method, route }),
      };
      children.set(key, c);
    }
    c.count.inc();
    c.time.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    const h = await health().catch((): IndexerHealthInfo => ({
      chainSlot: null,
      indexedSlot: null,
      lagSlots: null,
      db: 'error',
    }));
    if (h.indexedSlot !== null) indexedSlot.set(h.indexedSlot);
    if (h.chainSlot !== null) chainSlot.set(h.chainSlot);
    if (h.lagSlots !== null) lag.set(h.lagSlots);
    dbUp.set(h.db === 'ok' ? 1 : 0);
    try {
      const f = await indexFigures();
      if (f.height !== null) height.set(f.height);
      if (f.tps !== null) tps.set(f.tps);
      validators.set(f.validators);
    } catch {
      dbUp.set(0);
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
