/**
 * The API's IDLs by program: `IDL_DIR/<programId>.json` first, else program_idls. Each is checked,
 * compiled once and kept; chain IDLs are looked up again after `ttlMs` (recompiled on a new hash), a
 * missing one after a few seconds, so one the indexer just found explains the next page. A refused
 * IDL is logged once. Lookups are synchronous: `prepare` loads first.
 *   const idls = await registry.prepare(programIds);
 *   idls.get(programId)?.decodeInstruction(bytes);
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashOf, readIdlRows } from './store';
import { parseIdl, IDL_LIMITS, IdlRefused } from './untrusted';
import { rootNodeOfIdl } from './codama';
import { ProgramIdl } from './program';
import type { IdlLookup } from './program';

export interface IdlRegistryOptions {
  db?: Kysely<Database>;
  /** IDL_DIR: files named <programId>.json */
  dir?: string;
  log?: (line: string) => void;
  /** how long a chain IDL is trusted before the database is asked again */
  ttlMs?: number;
  /** how long a program's missing IDL is believed before the database is asked again */
  absentTtlMs?: number;
}

interface Entry {
  idl: ProgramIdl | null;
  hash: string | null;
  at: number;
  source: 'dir' | 'chain' | 'none';
}

const BASE58_ID = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Most programs kept compiled: a crawler walking every transaction must not grow memory without end. */
const MAX_ENTRIES = 2000;

/** A program's IDL compiled from its JSON text, or the reason it was refused. */
export function compileIdl(text: Uint8Array | string, programId: string): ProgramIdl {
  return new ProgramIdl(rootNodeOfIdl(parseIdl(text), programId));
}

/** How long a program's missing IDL is believed before the database is asked again. */
const ABSENT_TTL_MS = 2_000;

export class IdlRegistry {
  private readonly entries = new Map<string, Entry>();
  private readonly logged = new Set<string>();
  private readonly ttlMs: number;
  private readonly absentTtlMs: number;

  constructor(private readonly opts: IdlRegistryOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.absentTtlMs = opts.absentTtlMs ?? Math.min(this.ttlMs, ABSENT_TTL_MS);
  }

  private logOnce(programId: string, why: string): void {
    if (this.logged.has(programId)) return;
    if (this.logged.size < MAX_ENTRIES) this.logged.add(programId);
    this.opts.log?.(`IDL of ${programId} not used: ${why}`);
  }

  private compile(text: Uint8Array, programId: string, where: string): ProgramIdl | null {
    try {
      return compileIdl(text, programId);
    } catch (e) {
      this.logOnce(
        programId,
        `${where}: ${e instanceof IdlRefused ? e.message : String((e as Error).message).slice(0, 200)}`,
      );
      return null;
    }
  }

  private async fromDir(programId: string): Promise<Entry | null> {
    if (!this.opts.dir || !BASE58_ID.test(programId)) return null;
    let text: Buffer;
    try {
      const file = path.join(this.opts.dir, `${programId}.json`);
      const stat = await fs.stat(file);
      if (stat.size > IDL_LIMITS.maxBytes) {
        this.logOnce(programId, `${file}: larger than ${IDL_LIMITS.maxBytes} bytes`);
        return { idl: null, hash: null, at: Date.now(), source: 'dir' };
      }
      text = await fs.readFile(file);
    } catch {
      return null;
    }
    return {
      idl: this.compile(text, programId, 'IDL_DIR'),
      hash: hashOf(text),
      at: Date.now(),
      source: 'dir',
    };
  }

  /**
   * Loads what `programIds` need that is not known or is due; then every lookup is from memory.
   * `recheckAbsent` asks again now for missing ones, for an answer kept long (a transaction page's).
   */
  async prepare(programIds: readonly string[], opts: { recheckAbsent?: boolean } = {}): Promise<IdlLookup> {
    const now = Date.now();
    const absentTtl = opts.recheckAbsent ? -1 : this.absentTtlMs;
    const due = [...new Set(programIds)].filter((p) => {
      const e = this.entries.get(p);
      return !e || (e.source !== 'dir' && now - e.at > (e.idl ? this.ttlMs : absentTtl));
    });
    if (due.length > 0) {
      const fromChain: string[] = [];
      for (const p of due) {
        const e = this.entries.has(p) ? null : await this.fromDir(p);
        if (e) this.set(p, e);
        else fromChain.push(p);
      }
      if (fromChain.length > 0 && this.opts.db) {
        let rows: Awaited<ReturnType<typeof readIdlRows>> = [];
        try {
          rows = await readIdlRows(this.opts.db, fromChain);
        } catch (e) {
          this.opts.log?.(`IDL read failed: ${(e as Error).message}`);
        }
        const byProgram = new Map(rows.map((r) => [r.program, r]));
        for (const p of fromChain) {
          const row = byProgram.get(p);
          const old = this.entries.get(p);
          if (!row?.idl) {
            this.set(p, { idl: null, hash: null, at: now, source: 'none' });
          } else if (old && old.hash === row.hash) {
            old.at = now;
          } else {
            let text: Buffer | null = null;
            try {
              text = inflateSync(row.idl, { maxOutputLength: IDL_LIMITS.maxBytes });
            } catch {
              this.logOnce(p, 'stored IDL does not inflate');
            }
            this.set(p, {
              idl: text ? this.compile(text, p, 'chain') : null,
              hash: row.hash,
              at: now,
              source: 'chain',
            });
          }
        }
      }
    }
    return {
      get: (p) => this.entries.get(p)?.idl ?? null,
      failed: (p) => this.logOnce(p, 'its IDL did not read some instruction data'),
    };
  }

  private set(programId: string, e: Entry): void {
    if (!this.entries.has(programId) && this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(programId, e);
  }
}
