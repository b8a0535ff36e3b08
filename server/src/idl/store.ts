/**
 * The program_idls table: what the indexer found per program, read back by the API by key.
 *   await saveIdlFinding(exec, finding);           // indexer
 *   const rows = await readIdlRows(db, programIds); // API
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SqlExec } from '../db/sqlExec';

export type IdlSource = 'anchor' | 'metadata' | 'none';

export interface IdlFinding {
  program: string;
  source: IdlSource;
  account: string | null;
  slot: number | null;
  /** the IDL's JSON text; null when none was found */
  json: Buffer | null;
}

export interface IdlRow {
  program: string;
  source: string;
  hash: string | null;
  idl: Uint8Array | null;
  checked_at: number;
}

export const hashOf = (json: Uint8Array): string => createHash('sha256').update(json).digest('hex');

export async function saveIdlFindings(exec: SqlExec, findings: IdlFinding[], now: number): Promise<void> {
  if (findings.length === 0) return;
  await exec.insert(
    'program_idls',
    ['program', 'source', 'account', 'slot', 'hash', 'idl', 'checked_at'],
    findings.map((f) => [
      f.program,
      f.source,
      f.account,
      f.slot,
      f.json ? hashOf(f.json) : null,
      f.json ? deflateSync(f.json) : null,
      now,
    ]),
    `ON CONFLICT (program) DO UPDATE SET source = excluded.source, account = excluded.account, slot = excluded.slot,
      hash = excluded.hash, idl = excluded.idl, checked_at = excluded.checked_at`,
  );
}

/** Every program looked at, with when (the indexer's memory of what it need not ask again soon). */
export async function readIdlChecks(
  exec: SqlExec,
): Promise<{ program: string; source: string; account: string | null; checked_at: number }[]> {
  return exec.all('SELECT program, source, account, checked_at FROM program_idls');
}

export async function readIdlRows(db: Kysely<Database>, programs: string[]): Promise<IdlRow[]> {
  if (programs.length === 0) return [];
  const rows = await db
    .selectFrom('program_idls')
    .select(['program', 'source', 'hash', 'idl', 'checked_at'])
    .where('program', 'in', programs)
    .where('source', '<>', 'none')
    .execute();
  return rows.map((r) => ({ ...r, checked_at: Number(r.checked_at) }));
}
