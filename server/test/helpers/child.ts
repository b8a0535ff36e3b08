/** Spawns a helper script (tsx) as a child process the chaos and scale tests can SIGKILL. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface Child {
  child: ChildProcess;
  /** Resolves when the child printed `started` (or exited before). */
  started: Promise<void>;
  exited: Promise<number | null>;
  /** Last slot the child reported committed ("batch <slot>"), or -1. */
  lastBatch(): number;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export function spawnHelper(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let last = -1;
  let buf = '';
  let onStarted: () => void = () => undefined;
  const started = new Promise<void>((r) => (onStarted = r));
  child.stdout?.on('data', (d: Buffer) => {
    buf += d.toString();
    const lines = buf.split('\n');
    buf = lines.pop() ?? '';
    for (const line of lines) {
      if (line === 'started') onStarted();
      const m = /^batch (\d+)$/.exec(line);
      if (m) last = Math.max(last, Number(m[1]));
    }
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      onStarted();
      resolve(code);
    }),
  );
  return {
    child,
    started,
    exited,
    lastBatch: () => last,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
