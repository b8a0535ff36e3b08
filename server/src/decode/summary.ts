/**
 * A transaction's instructions decoded (inner ones attached), its programs and instruction count.
 *   const { instructions, programs, instructionCount } = summariseInstructions(tx, keys);
 */
import type { RpcTransactionWithMeta } from '../rpc/types';
import { decodeInstruction } from './instruction';
import type { DecodedInstruction } from './types';

export interface InstructionSummary {
  instructions: DecodedInstruction[];
  programs: string[];
  instructionCount: number;
}

/** Flattens outer + inner instructions in execution order with their positions. */
export function* walkInstructions(
  ixs: DecodedInstruction[],
): Generator<{ ix: DecodedInstruction; outer: number; inner: number }> {
  for (let i = 0; i < ixs.length; i++) {
    yield { ix: ixs[i], outer: i, inner: -1 };
    for (let j = 0; j < ixs[i].inner.length; j++) yield { ix: ixs[i].inner[j], outer: i, inner: j };
  }
}

type CompiledInstruction = RpcTransactionWithMeta['transaction']['message']['instructions'][number];

/**
 * A compiled instruction decoded (a top-level one by default), its inner instructions not attached;
 * `nameAll` false leaves the instructions only lists and pages name unnamed (decodeInstruction).
 */
export function decodeCompiledInstruction(
  ci: CompiledInstruction,
  keys: string[],
  stackHeight = 1,
  nameAll = true,
): DecodedInstruction {
  return decodeInstruction(
    keys[ci.programIdIndex] ?? '',
    ci.accounts.map((a) => keys[a] ?? ''),
    ci.data,
    stackHeight,
    nameAll,
  );
}

export function summariseInstructions(
  tx: RpcTransactionWithMeta,
  keys: string[],
  nameAll = true,
): InstructionSummary {
  const msg = tx.transaction.message;
  // Inner instructions are attached to their outer instruction by its index.
  const innerByIndex = new Map<number, DecodedInstruction[]>();
  for (const group of tx.meta?.innerInstructions ?? []) {
    innerByIndex.set(
      group.index,
      group.instructions.map((ci) => decodeCompiledInstruction(ci, keys, ci.stackHeight ?? 2, nameAll)),
    );
  }
  const instructions = msg.instructions.map((ci, i) => {
    const d = decodeCompiledInstruction(ci, keys, 1, nameAll);
    d.inner = innerByIndex.get(i) ?? [];
    return d;
  });
  const programs: string[] = [];
  let instructionCount = 0;
  for (const { ix } of walkInstructions(instructions)) {
    instructionCount++;
    if (!programs.includes(ix.programId)) programs.push(ix.programId);
  }
  return { instructions, programs, instructionCount };
}
