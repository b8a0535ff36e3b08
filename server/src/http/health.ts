// What /api/health and /metrics read of the indexer: a probe the app hands the kernel (the indexer's
// own, or the database's checkpoint alone), so the kernel names no feature.
export interface IndexerHealthInfo {
  chainSlot: number | null;
  indexedSlot: number | null;
  lagSlots: number | null;
  db: 'ok' | 'error';
  /** The node as probed: 'error' while it failed recently (status degraded). */
  rpc?: 'ok' | 'error';
}

export type HealthProbe = () => Promise<IndexerHealthInfo>;
