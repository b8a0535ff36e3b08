/**
 * What the transaction page adds to a stored transaction (instructions decoded, the failure, the
 * action, the fee split, signers, lookup tables), derived on read so a later IDL applies to history.
 *   const detail = explainTransaction(entry, derived, idls);
 */
import type { InstructionDecoding, InstructionEvent, AddressTableLookup } from 'shared-api/core';
import type { RpcCompiledInstruction, RpcTransactionWithMeta } from '../rpc/types';
import { TYPE_RENAMES } from '../decode/instruction';
import { instructionData } from '../decode/instructionData';
import { resolveAccounts } from '../decode/transaction';
import type { DerivedTransaction } from '../decode/types';
import { deriveAction, type DerivedAction } from '../decode/action';
import { argumentsOf, tokenFactsOf, type TokenFacts } from './args';
import { failureOf, type Failure } from './failure';
import { feeBreakdown, type FeeBreakdown } from './fees';
import { labelOf } from './label';
import { matchInvocations, readInvocations, type Invocation } from './logs';
import { decodeTiers, type IdlLookup } from './tiers';
import type { IdlEvent } from '../idl/program';

export interface ExplainedTransaction {
  /** per top-level instruction, its decoding and its inner instructions' */
  instructions: { decoding: InstructionDecoding; inner: InstructionDecoding[] }[];
  failure: Failure | null;
  action: DerivedAction;
  fees: FeeBreakdown;
  signers: string[];
  recentBlockhash: string | null;
  addressTableLookups: AddressTableLookup[];
}

interface Site {
  ci: RpcCompiledInstruction;
  programId: string;
  depth: number | null;
  path: string;
  outer: number;
  /** 1-based number among its outer instruction's inner ones; null at top level */
  inner: number | null;
}

function sitesOf(entry: RpcTransactionWithMeta, keys: string[]): Site[] {
  const inner = new Map<number, RpcCompiledInstruction[]>();
  for (const g of entry.meta?.innerInstructions ?? []) inner.set(g.index, g.instructions);
  const out: Site[] = [];
  entry.transaction.message.instructions.forEach((ci, i) => {
    out.push({
      ci,
      programId: keys[ci.programIdIndex] ?? '',
      depth: 1,
      path: String(i + 1),
      outer: i,
      inner: null,
    });
    (inner.get(i) ?? []).forEach((c, j) =>
      out.push({
        ci: c,
        programId: keys[c.programIdIndex] ?? '',
        depth: typeof c.stackHeight === 'number' ? c.stackHeight : null,
        path: `${i + 1}.${j + 1}`,
        outer: i,
        inner: j + 1,
      }),
    );
  });
  return out;
}

function eventOf(e: IdlEvent, tokens: TokenFacts): InstructionEvent {
  return {
    name: e.name,
    fields: argumentsOf({ programId: '', args: e.fields, accounts: {} }, tokens),
  };
}

function dataOf(ci: RpcCompiledInstruction): Uint8Array {
  try {
    return instructionData(ci.data);
  } catch {
    return new Uint8Array();
  }
}

/** The events of `Program data:` lines, read with the invoking program's IDL. */
function loggedEvents(call: Invocation | null, idls: IdlLookup): IdlEvent[] {
  if (!call || call.data.length === 0) return [];
  const idl = idls.get(call.programId);
  if (!idl) return [];
  const out: IdlEvent[] = [];
  for (const b64 of call.data.slice(0, 64)) {
    const e = idl.decodeEvent(Buffer.from(b64, 'base64'));
    if (e) out.push(e);
  }
  return out;
}

/** The innermost failed invocation under the failing top-level instruction: where the failure began. */
function failureOrigin(
  sites: Site[],
  calls: (Invocation | null)[],
): (outer: number) => { inner: number | null; programId: string } | null {
  return (outer) => {
    let best: { site: Site; depth: number } | null = null;
    sites.forEach((s, k) => {
      const c = calls[k];
      if (s.outer !== outer || !c?.failed) return;
      if (!best || c.depth >= best.depth) best = { site: s, depth: c.depth };
    });
    const b = best as { site: Site; depth: number } | null;
    return b ? { inner: b.site.inner, programId: b.site.programId } : null;
  };
}

/** Each lookup table with the addresses it loaded: the node lists them in table order, writable first. */
function lookupsOf(entry: RpcTransactionWithMeta): AddressTableLookup[] {
  const tables = entry.transaction.message.addressTableLookups ?? [];
  const loaded = entry.meta?.loadedAddresses;
  const writable = loaded?.writable ?? [];
  const readonly = loaded?.readonly ?? [];
  let w = 0;
  let r = 0;
  return tables.map((t) => ({
    table: t.accountKey,
    entries: [
      ...t.writableIndexes.map((index) => ({ index, address: writable[w++] ?? '', writable: true })),
      ...t.readonlyIndexes.map((index) => ({ index, address: readonly[r++] ?? '', writable: false })),
    ].filter((e) => e.address !== ''),
  }));
}

export function explainTransaction(
  entry: RpcTransactionWithMeta,
  derived: DerivedTransaction,
  idls: IdlLookup,
): ExplainedTransaction {
  const resolved = resolveAccounts(entry);
  const keys = resolved.keys;
  const sites = sitesOf(entry, keys);
  const logs = (entry.meta?.logMessages ?? []).filter((l): l is string => typeof l === 'string');
  const calls = matchInvocations(sites, readInvocations(logs));
  const tokens = tokenFactsOf(derived);
  const origin = failureOrigin(sites, calls);
  const failure = failureOf(entry.meta?.err ?? null, {
    programs: entry.transaction.message.instructions.map((ci) => keys[ci.programIdIndex] ?? ''),
    origin,
    idls,
    logs,
  });

  const decodings: InstructionDecoding[] = [];
  const eventsOf: InstructionEvent[][] = [];
  sites.forEach((s, k) => {
    const data = dataOf(s.ci);
    const accounts = s.ci.accounts.map((a) => keys[a] ?? '');
    const d = decodeTiers(s.programId, accounts, data, idls);
    const byName: Record<string, string> = {};
    d.accountNames.forEach((n, i) => {
      if (n && accounts[i]) byName[n] = accounts[i];
    });
    const events = [...(d.event ? [d.event] : []), ...loggedEvents(calls[k], idls)].map((e) =>
      eventOf(e, tokens),
    );
    eventsOf.push(events);
    const failedHere =
      failure?.instruction === s.outer + 1 && (s.inner === null || failure.innerInstruction === s.inner);
    decodings.push({
      path: s.path,
      name: d.name,
      label: labelOf(d.name ? (TYPE_RENAMES[d.name] ?? d.name) : null),
      decodedBy: d.decodedBy,
      accountList: s.ci.accounts.map((a, i) => ({
        pubkey: keys[a] ?? '',
        name: d.accountNames[i] ?? null,
        writable: resolved.writable[a] ?? false,
        signer: resolved.signer[a] ?? false,
      })),
      args: argumentsOf({ programId: s.programId, args: d.args, accounts: byName }, tokens),
      events,
      dataHex: Buffer.from(data).toString('hex'),
      dataLength: data.length,
      computeUnits: calls[k]?.computeUnits ?? null,
      failed: failedHere,
    });
  });
  // An emit_cpi event also shows on the instruction that emitted it (the one that invoked itself).
  sites.forEach((s, k) => {
    if (decodings[k].name !== 'anchorEvent' || s.depth === null) return;
    for (let p = k - 1; p >= 0 && sites[p].outer === s.outer; p--) {
      if ((sites[p].depth ?? 0) === s.depth - 1) {
        decodings[p].events.push(...eventsOf[k]);
        break;
      }
    }
  });

  const instructions: ExplainedTransaction['instructions'] = [];
  sites.forEach((s, k) => {
    if (s.inner === null) instructions.push({ decoding: decodings[k], inner: [] });
    else instructions[instructions.length - 1]?.inner.push(decodings[k]);
  });

  const signers = derived.signers.length > 0 ? derived.signers : [derived.feePayer];
  return {
    instructions,
    failure,
    action: deriveAction(derived),
    fees: feeBreakdown({
      fee: derived.fee,
      signatures: entry.transaction.signatures.length,
      instructions: derived.instructions,
    }),
    signers: [derived.feePayer, ...signers.filter((s) => s !== derived.feePayer)],
    recentBlockhash: entry.transaction.message.recentBlockhash || null,
    addressTableLookups: lookupsOf(entry),
  };
}
