// What /api/health and /metrics report of the indexer: normally the indexer's own probe
// (server/src/indexer/health.ts); without one, the database's checkpoint alone.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HealthProbe } from '../http/health';
import { checkpointSlot } from './repository';

/** Health from the DB alone (checkpoint), when the indexer's health function is not supplied. */
export function dbHealth(db: Kysely<Database>): HealthProbe {
  return async () => {
    try {
      const indexedSlot = await checkpointSlot(db);
      return { chainSlot: null, indexedSlot, lagSlots: null, db: 'ok' };
    } catch {
      return { chainSlot: null, indexedSlot: null, lagSlots: null, db: 'error' };
    }
  };
}
