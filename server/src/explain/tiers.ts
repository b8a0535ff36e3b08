/**
 * One instruction decoded by the first tier that reads it (native clients, built-in layouts, the IDL
 * after Anchor's own instructions, public layouts), else raw. Never throws.
 *   decodeTiers(programId, accounts, bytes, idls)   // { decodedBy: 'idl', name: 'route', accountNames: […], args: {…} }
 */
import { nativeDetail, hasCodec, namesByPosition } from '../decode/instruction';
import type { JsonValue } from '../decode/types';
import type { IdlEvent, IdlLookup, ProgramIdl } from '../idl/program';
import { builtinDetail, hasBuiltinLayout } from './builtinLayouts';
import { hasPublicLayout, layoutDetail } from './publicLayouts';

export type DecodedBy = 'native' | 'idl' | 'layout' | 'none';

export type { IdlLookup };

export interface TierDecoding {
  decodedBy: DecodedBy;
  name: string | null;
  accountNames: (string | null)[];
  args: Record<string, JsonValue>;
  /** the event an emit_cpi self-invocation carries */
  event: IdlEvent | null;
}

/** Anchor's instruction tags: IDL management (`anchor idl …`) and emit_cpi events. */
const IDL_IX_TAG = Uint8Array.from([0x40, 0xf4, 0xbc, 0x78, 0xa7, 0xe9, 0x69, 0x0a]);
const EVENT_IX_TAG = Uint8Array.from([0xe4, 0x45, 0xa5, 0x2e, 0x51, 0xcb, 0x9a, 0x1d]);
const IDL_INSTRUCTIONS = [
  'idlCreate',
  'idlCreateBuffer',
  'idlWrite',
  'idlSetBuffer',
  'idlSetAuthority',
  'idlClose',
  'idlResize',
];
const IDL_ACCOUNTS: Record<string, string[]> = {
  idlCreate: ['from', 'to', 'base', 'systemProgram', 'program'],
  idlCreateBuffer: ['buffer', 'authority'],
  idlWrite: ['idl', 'authority'],
  idlSetBuffer: ['buffer', 'idl', 'authority'],
  idlSetAuthority: ['idl', 'authority'],
  idlClose: ['idl', 'authority', 'solDestination'],
  idlResize: ['idl', 'authority', 'systemProgram'],
};

export function startsWith(data: Uint8Array, tag: Uint8Array): boolean {
  if (data.length < tag.length) return false;
  for (let i = 0; i < tag.length; i++) if (data[i] !== tag[i]) return false;
  return true;
}

const none = (accounts: string[]): TierDecoding => ({
  decodedBy: 'none',
  name: null,
  accountNames: accounts.map(() => null),
  args: {},
  event: null,
});

function anchorTagged(accounts: string[], data: Uint8Array, idl: ProgramIdl | null): TierDecoding | null {
  if (startsWith(data, IDL_IX_TAG)) {
    const name = IDL_INSTRUCTIONS[data[8]];
    if (!name) return null;
    const names = IDL_ACCOUNTS[name];
    return {
      decodedBy: 'idl',
      name,
      accountNames: namesByPosition(accounts, names),
      args: {},
      event: null,
    };
  }
  if (startsWith(data, EVENT_IX_TAG) && idl) {
    const event = idl.decodeEvent(data.subarray(EVENT_IX_TAG.length));
    return {
      decodedBy: 'idl',
      name: 'anchorEvent',
      accountNames: accounts.map((_, i) => (i === 0 ? 'eventAuthority' : null)),
      args: {},
      event,
    };
  }
  return null;
}

export function decodeTiers(
  programId: string,
  accounts: string[],
  data: Uint8Array,
  idls: IdlLookup,
): TierDecoding {
  try {
    if (hasCodec(programId)) {
      const d = nativeDetail(programId, accounts, data);
      return d ? { decodedBy: 'native', ...d, event: null } : none(accounts);
    }
    if (hasBuiltinLayout(programId)) {
      const d = builtinDetail(programId, accounts, data);
      return d ? { decodedBy: 'native', ...d, event: null } : none(accounts);
    }
    const idl = idls.get(programId);
    const tagged = anchorTagged(accounts, data, idl);
    if (tagged) return tagged;
    if (idl) {
      const d = idl.decodeInstruction(data);
      if (d) {
        return {
          decodedBy: 'idl',
          name: d.name,
          accountNames: namesByPosition(accounts, d.accountNames),
          args: d.args,
          event: null,
        };
      }
      if (idl.identifies(data)) idls.failed?.(programId);
    }
    if (hasPublicLayout(programId)) {
      const d = layoutDetail(programId, accounts, data);
      if (d) return { decodedBy: 'layout', ...d, event: null };
    }
  } catch {
    idls.failed?.(programId);
  }
  return none(accounts);
}

/** Programs decoded without an IDL (official clients, built-in layouts): no IDL is looked up for them. */
export function isNativeProgram(programId: string): boolean {
  return hasCodec(programId) || hasBuiltinLayout(programId);
}
