/**
 * Names for instructions lists show as 'unknown', by the transaction page's decoders when a list is
 * read, so lists agree with pages and a later IDL names past transactions too.
 *   const named = await nameInstructions(idls)(briefs);
 */
import type { ListNamer } from '../db/txstore';
import type { DecodedInstruction } from '../decode/types';
import { instructionData } from '../decode/instructionData';
import type { IdlRegistry } from '../idl/registry';
import { decodeTiers, isNativeProgram } from './tiers';

const unnamed = (ix: DecodedInstruction): boolean => (ix.type || 'unknown') === 'unknown' && !ix.parsed;

function nameOf(ix: DecodedInstruction, idls: Awaited<ReturnType<IdlRegistry['prepare']>>): string | null {
  try {
    return decodeTiers(ix.programId, ix.accounts, instructionData(ix.data), idls).name;
  } catch {
    // Data that is not base58 (never stored so, but a list never fails for one instruction).
    return null;
  }
}

/** New rows where a name was found, the rest as they were (rows may be shared with a cache). */
export function nameInstructions(registry: IdlRegistry): ListNamer {
  return async (rows) => {
    const programs = new Set<string>();
    for (const r of rows) for (const ix of r.instructions) if (unnamed(ix)) programs.add(ix.programId);
    if (programs.size === 0) return rows;
    const idls = await registry.prepare([...programs].filter((p) => !isNativeProgram(p)));
    return rows.map((r) => {
      let changed = false;
      const instructions = r.instructions.map((ix) => {
        if (!unnamed(ix)) return ix;
        const name = nameOf(ix, idls);
        if (!name) return ix;
        changed = true;
        return { ...ix, type: name };
      });
      return changed ? { ...r, instructions } : r;
    });
  };
}
