/** A real API process (`server api`, as deployed behind a load balancer) on a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './pgCluster';

const CLI = path.join(__dirname, '..', '..', 'src', 'cli.ts');

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Starts one and resolves once its /api/health answers 200 (the first one migrates the database). */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'api'], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  };
  const end = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return { child, base, exited, stop };
    if (child.exitCode !== null || Date.now() > end) {
      await stop();
      throw new Error(`API process on ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
