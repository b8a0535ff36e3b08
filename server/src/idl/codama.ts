/**
 * Any accepted IDL as a Codama root node: Codama as it is, Anchor (any version) without the default
 * visitor, whose PDAs and defaults no decoder reads (docs/scaling-log.md). Lists a node may leave out
 * are filled in empty for the codec builder.
 *   const root = rootNodeOfIdl(parseIdl(text), programId);
 */
import { rootNodeFromAnchorWithoutDefaultVisitor, type AnchorIdl } from '@codama/nodes-from-anchor';
import type { RootNode } from '@codama/nodes';
import { IdlRefused } from './untrusted';

/** Per node kind, the list fields the codec builder maps over. */
const LISTS: Record<string, readonly string[]> = {
  rootNode: ['additionalPrograms'],
  programNode: ['accounts', 'instructions', 'definedTypes', 'pdas', 'errors', 'events'],
  instructionNode: [
    'accounts',
    'arguments',
    'extraArguments',
    'remainingAccounts',
    'byteDeltas',
    'discriminators',
    'subInstructions',
  ],
  structTypeNode: ['fields'],
  enumTypeNode: ['variants'],
  tupleTypeNode: ['items'],
  eventNode: ['discriminators'],
};

/** A copy of the tree with the missing lists filled in (Codama's nodes are frozen; depth-bounded). */
function completed(node: unknown, depth = 0): unknown {
  if (!node || typeof node !== 'object' || depth > 200) return node;
  if (Array.isArray(node)) return node.map((n) => completed(n, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) out[k] = completed(v, depth + 1);
  const lists = typeof out.kind === 'string' ? LISTS[out.kind] : undefined;
  if (lists) for (const k of lists) if (!Array.isArray(out[k])) out[k] = [];
  return out;
}

function isCodamaRoot(json: Record<string, unknown>): boolean {
  return json.kind === 'rootNode' && json.standard === 'codama';
}

export function rootNodeOfIdl(json: Record<string, unknown>, programId: string): RootNode {
  let root: unknown;
  if (isCodamaRoot(json)) {
    root = json;
  } else {
    // A legacy IDL may name no address: the program it was found for is its own.
    const idl = { ...json };
    const metadata = idl.metadata && typeof idl.metadata === 'object' ? idl.metadata : {};
    if (typeof idl.address !== 'string' && !('spec' in metadata))
      idl.metadata = { ...metadata, address: programId };
    try {
      root = rootNodeFromAnchorWithoutDefaultVisitor(idl as unknown as AnchorIdl);
    } catch (e) {
      throw new IdlRefused(`not an IDL Codama reads: ${String((e as Error).message).slice(0, 200)}`);
    }
  }
  if (!root || typeof root !== 'object' || !(root as { program?: unknown }).program)
    throw new IdlRefused('no program in the IDL');
  return completed(root) as RootNode;
}
