/**
 * A transaction's logs as its program invocations in execution order: program, depth, compute units,
 * failure and emitted `Program data:` lines. Missing or truncated logs leave fields empty.
 *   const calls = readInvocations(meta.logMessages);   // [{ programId, depth: 1, computeUnits: 1234, … }]
 */

export interface Invocation {
  programId: string;
  /** 1 for a top-level instruction, 2 for what it invoked, … */
  depth: number;
  computeUnits: number | null;
  failed: boolean;
  /** the text after "failed: " when it failed */
  error: string | null;
  /** base64 payloads of its `Program data:` lines */
  data: string[];
}

const INVOKE = /^Program (\S+) invoke \[(\d+)\]$/;
const CONSUMED = /^Program (\S+) consumed (\d+) of (\d+) compute units$/;
const SUCCESS = /^Program (\S+) success$/;
const FAILED = /^Program (\S+) failed: (.*)$/;
const DATA = 'Program data: ';

/** Logs with more lines are read only this far: a page never needs more, and the work stays bounded. */
const MAX_LINES = 20_000;

export function readInvocations(logs: readonly unknown[] | null | undefined): Invocation[] {
  const out: Invocation[] = [];
  const stack: Invocation[] = [];
  const lines = logs ?? [];
  for (let i = 0; i < lines.length && i < MAX_LINES; i++) {
    const line = lines[i];
    if (typeof line !== 'string') continue;
    const top = stack[stack.length - 1];
    if (line.startsWith(DATA)) {
      if (top) top.data.push(line.slice(DATA.length));
      continue;
    }
    let m = INVOKE.exec(line);
    if (m) {
      const call: Invocation = {
        programId: m[1],
        depth: Number(m[2]),
        computeUnits: null,
        failed: false,
        error: null,
        data: [],
      };
      out.push(call);
      stack.push(call);
      continue;
    }
    m = CONSUMED.exec(line);
    if (m) {
      if (top && top.programId === m[1]) top.computeUnits = Number(m[2]);
      continue;
    }
    m = SUCCESS.exec(line);
    if (m) {
      if (top && top.programId === m[1]) stack.pop();
      continue;
    }
    m = FAILED.exec(line);
    if (m) {
      if (top && top.programId === m[1]) {
        top.failed = true;
        top.error = m[2];
        stack.pop();
      }
    }
  }
  return out;
}

/** An instruction of the message or of its inner list, as the matcher needs it. */
export interface CallSite {
  programId: string;
  /** 1 for top level; null for an inner instruction whose depth the node did not record */
  depth: number | null;
}

/**
 * Pairs invocations with `sites` (instructions in execution order): each takes the next invocation of
 * its program (and depth) before the next top-level one; a site the logs lack gets null, shifting nothing.
 */
export function matchInvocations(
  sites: readonly CallSite[],
  calls: readonly Invocation[],
): (Invocation | null)[] {
  const out: (Invocation | null)[] = [];
  let c = 0;
  for (const site of sites) {
    let k = c;
    let found = false;
    if (site.depth === 1) {
      while (k < calls.length && calls[k].depth !== 1) k++;
      found = k < calls.length && calls[k].programId === site.programId;
    } else {
      for (; k < calls.length && calls[k].depth !== 1; k++) {
        const call = calls[k];
        if (call.programId === site.programId && (site.depth === null || call.depth === site.depth)) {
          found = true;
          break;
        }
      }
    }
    out.push(found ? calls[k] : null);
    if (found) c = k + 1;
  }
  return out;
}
