/**
 * The real recorded transactions explained as the transaction page explains them, with the public
 * IDLs of server/test/fixtures/idl available: shared by the decoding tests and `bench:decode`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deriveTransaction } from '../../src/decode/transaction';
import { explainTransaction, type ExplainedTransaction } from '../../src/explain/explain';
import type { IdlLookup } from '../../src/explain/tiers';
import { wireToJsonTransaction } from '../../src/decode/wire';
import { compileIdl } from '../../src/idl/registry';
import type { ProgramIdl } from '../../src/idl/program';
import type { RpcTransactionWithMeta } from '../../src/rpc/types';
import type { DerivedTransaction } from '../../src/decode/types';
import { IDL_FILE_OF, idlTransactions, readIdlText } from './idlFixtures';

const REAL_BLOCKS = path.join(__dirname, '../fixtures/real-blocks');

/** The fixtures' IDLs, one per program, compiled once. */
export function fixtureIdls(): IdlLookup & { programs: Map<string, ProgramIdl> } {
  const programs = new Map<string, ProgramIdl>();
  for (const [program, file] of Object.entries(IDL_FILE_OF))
    programs.set(program, compileIdl(readIdlText(file), program));
  return { programs, get: (p) => programs.get(p) ?? null };
}

type Entry = RpcTransactionWithMeta & { transaction: unknown };

/** A body's transactions as `encoding: "json"` entries (base64 ones converted). */
function entriesOf(body: unknown): RpcTransactionWithMeta[] {
  const result = ((body as { result?: unknown }).result ?? body) as Record<string, unknown>;
  const list = (Array.isArray(result.transactions) ? result.transactions : [result]) as Entry[];
  return list.map((e) => {
    if (Array.isArray(e.transaction)) {
      const wire = wireToJsonTransaction((e.transaction as unknown as [string, string])[0]);
      return { ...e, transaction: wire.transaction, version: wire.version } as RpcTransactionWithMeta;
    }
    return e as RpcTransactionWithMeta;
  });
}

/** Every recorded real transaction: the real blocks' and the IDL fixtures'. */
export function realTransactions(): { source: string; tx: RpcTransactionWithMeta }[] {
  const out: { source: string; tx: RpcTransactionWithMeta }[] = [];
  for (const file of fs.readdirSync(REAL_BLOCKS).sort()) {
    if (!file.endsWith('.json')) continue;
    const body = JSON.parse(fs.readFileSync(path.join(REAL_BLOCKS, file), 'utf8')) as unknown;
    for (const tx of entriesOf(body)) if (tx?.transaction) out.push({ source: file, tx });
  }
  for (const { file, tx } of idlTransactions()) out.push({ source: file, tx });
  return out;
}

export interface Explained {
  source: string;
  entry: RpcTransactionWithMeta;
  derived: DerivedTransaction;
  explained: ExplainedTransaction;
}

export function explainAll(idls: IdlLookup): Explained[] {
  return realTransactions().map(({ source, tx }, index) => {
    const derived = deriveTransaction(tx, { slot: 1, blockTime: null, index });
    return { source, entry: tx, derived, explained: explainTransaction(tx, derived, idls) };
  });
}
