// Program logs read the way the runtime writes them: "Program <id> invoke [depth]" opens a call,
// "Program <id> success" / "Program <id> failed: …" closes it, "Program <id> consumed N of M compute
// units" reports what the call used. Each top-level call is one instruction of the transaction.

export type LogKind =
  'invoke' | 'success' | 'failed' | 'consumed' | 'log' | 'data' | 'return' | 'error' | 'other';

export interface LogLine {
  text: string;
  /** call depth the line was written at (1 = the instruction itself) */
  depth: number;
  kind: LogKind;
}

export interface LogGroup {
  /** 0-based top-level instruction this group belongs to */
  index: number;
  programId: string | null;
  lines: LogLine[];
  /** units the instruction itself reported consuming (inner calls included), when the logs say */
  computeUnits: number | null;
  failed: boolean;
}

const INVOKE = /^Program (\S+) invoke \[(\d+)\]$/;
const SUCCESS = /^Program (\S+) success$/;
const FAILED = /^Program (\S+) failed: /;
const CONSUMED = /^Program (\S+) consumed (\d+) of (\d+) compute units$/;
// Lines a program writes to say it is giving up (Anchor's and the token program's forms, plain panics).
const ERROR = /^Program log: (?:AnchorError|Error|panicked)|^Program failed to complete/i;

function kindOf(text: string): LogKind {
  if (INVOKE.test(text)) return 'invoke';
  if (SUCCESS.test(text)) return 'success';
  if (FAILED.test(text)) return 'failed';
  if (CONSUMED.test(text)) return 'consumed';
  if (ERROR.test(text)) return 'error';
  if (text.startsWith('Program log: ')) return 'log';
  if (text.startsWith('Program data: ')) return 'data';
  if (text.startsWith('Program return: ')) return 'return';
  return 'other';
}

/** Whether a line is one a reader must see as a failure. */
export function isFailureLine(line: LogLine): boolean {
  return line.kind === 'failed' || line.kind === 'error';
}

/**
 * Splits a transaction's log into its top-level instructions. Lines before the first call (rare)
 * open a group of their own with no program. Depth is tracked with a stack of open calls, so a
 * "consumed" line at depth 1 is the instruction's own total.
 */
export function groupLogs(logs: readonly string[]): LogGroup[] {
  const groups: LogGroup[] = [];
  const stack: string[] = [];
  let current: LogGroup | null = null;
  for (const text of logs) {
    const invoke = INVOKE.exec(text);
    if (invoke && (Number(invoke[2]) === 1 || stack.length === 0)) {
      stack.length = 0;
      current = { index: groups.length, programId: invoke[1], lines: [], computeUnits: null, failed: false };
      groups.push(current);
    }
    if (!current) {
      current = { index: groups.length, programId: null, lines: [], computeUnits: null, failed: false };
      groups.push(current);
    }
    const kind = kindOf(text);
    if (kind === 'invoke') stack.push(invoke?.[1] ?? '');
    const depth = Math.max(1, stack.length);
    current.lines.push({ text, depth, kind });
    if (kind === 'consumed' && stack.length === 1) {
      current.computeUnits = Number(CONSUMED.exec(text)?.[2] ?? NaN);
      if (!Number.isFinite(current.computeUnits)) current.computeUnits = null;
    }
    if (kind === 'failed' || kind === 'error') current.failed = true;
    if (kind === 'success' || kind === 'failed') stack.pop();
  }
  return groups;
}

/** Compute units each top-level instruction consumed, by instruction position (null where unknown). */
export function unitsByInstruction(groups: readonly LogGroup[]): Map<number, number | null> {
  return new Map(groups.filter((g) => g.programId !== null).map((g) => [g.index, g.computeUnits]));
}
