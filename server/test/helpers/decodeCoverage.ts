/**
 * How much of the recorded real traffic the transaction page explains: every instruction, top level
 * and inner, counted by what its decoding gave. Shared by the coverage test and `bench:decode`.
 *   const c = decodeCoverage(explainAll(fixtureIdls()), idls.programs);
 */
import { knownProgramName } from 'shared-api/programs';
import { isNativeProgram } from '../../src/explain/tiers';
import type { Explained } from './explainFixtures';

export interface DecodeCoverage {
  transactions: number;
  instructions: number;
  /** decoded by name (any tier) */
  named: number;
  /** instructions of programs with an official client, a built-in layout or an IDL here */
  decodable: number;
  /** of those: name, named accounts (the first account named, or none) and decoded arguments */
  decodedFully: number;
  /** the program has a name (the known-programs table) */
  programNamed: number;
  /** native-program instructions left unknown: path and program, for the report */
  nativeUnknown: { signature: string; path: string; programId: string }[];
  byTier: Record<string, number>;
  /** programs whose instructions stayed raw, with their counts (the largest gaps first) */
  rawPrograms: { programId: string; name: string | null; count: number }[];
}

/** One decoded instruction (top level or inner) as the counting sees it. */
export interface DecodedRow {
  signature: string;
  programId: string;
  decoding: { path: string; name: string | null; decodedBy: string; accountList: { name: string | null }[] };
}

/** The explained transactions' instructions, top level and inner, as rows to count. */
export function decodedRows(all: Explained[]): DecodedRow[] {
  const rows: DecodedRow[] = [];
  for (const { derived, explained } of all) {
    explained.instructions.forEach((top, i) => {
      const programs = [
        derived.instructions[i].programId,
        ...derived.instructions[i].inner.map((x) => x.programId),
      ];
      [top.decoding, ...top.inner].forEach((decoding, k) =>
        rows.push({ signature: derived.signature, programId: programs[k], decoding }),
      );
    });
  }
  return rows;
}

export function decodeCoverage(all: Explained[], idlPrograms: ReadonlyMap<string, unknown>): DecodeCoverage {
  return countDecodings(decodedRows(all), all.length, idlPrograms);
}

/**
 * The counting itself, on rows from wherever the decodings came: the explainer called directly
 * (`decodeCoverage`) or the API's transaction pages (the replay test).
 */
export function countDecodings(
  rows: readonly DecodedRow[],
  transactions: number,
  idlPrograms: ReadonlyMap<string, unknown>,
): DecodeCoverage {
  const c: DecodeCoverage = {
    transactions,
    instructions: 0,
    named: 0,
    decodable: 0,
    decodedFully: 0,
    programNamed: 0,
    nativeUnknown: [],
    byTier: {},
    rawPrograms: [],
  };
  const raw = new Map<string, number>();
  for (const { signature, programId, decoding: d } of rows) {
    c.instructions++;
    c.byTier[d.decodedBy] = (c.byTier[d.decodedBy] ?? 0) + 1;
    if (d.name) c.named++;
    else raw.set(programId, (raw.get(programId) ?? 0) + 1);
    if (knownProgramName(programId)) c.programNamed++;
    const native = isNativeProgram(programId);
    if (native || idlPrograms.has(programId)) {
      c.decodable++;
      const accountsNamed = d.accountList.length === 0 || d.accountList[0].name !== null;
      if (d.name && accountsNamed) c.decodedFully++;
    }
    if (native && !d.name) c.nativeUnknown.push({ signature, path: d.path, programId });
  }
  c.rawPrograms = [...raw.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([programId, count]) => ({ programId, name: knownProgramName(programId), count }));
  return c;
}

export const percent = (n: number, of: number): number =>
  of === 0 ? 100 : Math.round((n / of) * 10000) / 100;
