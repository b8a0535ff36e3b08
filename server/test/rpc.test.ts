import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RpcClient, RpcError } from '../src/rpc';

/** A scripted JSON-RPC endpoint: each request takes the next step (status + body). */
function scripted(steps: { status?: number; body?: unknown; destroy?: boolean }[]) {
  let i = 0;
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const { id, method } = JSON.parse(raw) as { id: number; method: string };
      seen.push(method);
      const step = steps[Math.min(i++, steps.length - 1)];
      if (step.destroy) return req.socket.destroy();
      res.writeHead(step.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id, ...(step.body as object) }));
    });
  });
  return new Promise<{ url: string; seen: string[]; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        close: () => new Promise((r) => server.close(() => r())),
      });
    }),
  );
}

const fast = { baseDelayMs: 1, maxDelayMs: 5 };

describe('RpcClient', () => {
  test('retries -32004, -32014, 429, 503 and transport errors, then returns the result', async () => {
    const s = await scripted([
      { body: { error: { code: -32004, message: 'Block not available' } } },
      { body: { error: { code: -32014, message: 'status not available' } } },
      { status: 429, body: {} },
      { status: 503, body: {} },
      { destroy: true },
      { body: { result: 42 } },
    ]);
    const retries: string[] = [];
    const c = new RpcClient(s.url, { ...fast, onRetry: (_m, _a, why) => retries.push(why) });
    await expect(c.getSlot()).resolves.toBe(42);
    expect(retries).toHaveLength(5);
    await s.close();
  });

  test('-32007, -32009 and null mean a skipped slot', async () => {
    const s = await scripted([
      { body: { error: { code: -32007, message: 'Slot 5 was skipped' } } },
      { body: { error: { code: -32009, message: 'Slot 6 missing' } } },
      { body: { result: null } },
    ]);
    const c = new RpcClient(s.url, fast);
    expect(await c.getBlock(5)).toBeNull();
    expect(await c.getBlock(6)).toBeNull();
    expect(await c.getBlock(7)).toBeNull();
    expect(s.seen).toEqual(['getBlock', 'getBlock', 'getBlock']);
    await s.close();
  });

  test('other JSON-RPC errors are thrown at once; retries are bounded', async () => {
    const s = await scripted([{ body: { error: { code: -32602, message: 'Invalid params' } } }]);
    const c = new RpcClient(s.url, fast);
    await expect(c.getSlot()).rejects.toBeInstanceOf(RpcError);
    expect(s.seen).toHaveLength(1);
    await s.close();
    const s2 = await scripted([{ status: 502, body: {} }]);
    const c2 = new RpcClient(s2.url, { ...fast, maxAttempts: 3 });
    await expect(c2.getSlot()).rejects.toThrow(/after 3 attempts/);
    expect(s2.seen).toHaveLength(3);
    await s2.close();
  });

  test('reads UTF-8 text in an answer exactly, and pure ASCII ones alike', async () => {
    const memo = 'Program log: Memo (len 21): "gm ☀️ café — 𝔊𝔒ℜ"';
    const s = await scripted([
      { body: { result: { logMessages: [memo] } } },
      { body: { result: 'plain ascii' } },
    ]);
    const c = new RpcClient(s.url, fast);
    await expect(c.call('getTransaction', [])).resolves.toEqual({ logMessages: [memo] });
    await expect(c.call('getSlot', [])).resolves.toBe('plain ascii');
    await s.close();
  });

  test('a body that is not JSON is retried, then reported', async () => {
    const server = http.createServer((_req, res) => res.end('{"jsonrpc":"2.0","result":'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const c = new RpcClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      ...fast,
      maxAttempts: 2,
    });
    await expect(c.getSlot()).rejects.toThrow(/bad response body.*after 2 attempts/);
    await new Promise((r) => server.close(r));
  });
  test('an answer cut mid-body and a node that never answers are retried, each within the time-out', async () => {
    let n = 0;
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        n++;
        const whole = '{"jsonrpc":"2.0","id":1,"result":7}';
        if (n === 1) {
          // Headers promise the whole answer; half of it comes, then the connection is cut.
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': whole.length });
          res.write(whole.slice(0, 10));
          setTimeout(() => req.socket.destroy(), 20);
          return;
        }
        if (n === 2) return; // left hanging
        res.end(whole);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const retries: string[] = [];
    const c = new RpcClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      ...fast,
      timeoutMs: 300,
      onRetry: (_m, _a, why) => retries.push(why),
    });
    const started = Date.now();
    await expect(c.getSlot()).resolves.toBe(7);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(retries).toHaveLength(2);
    expect(retries[0]).toMatch(/bad response body \(HTTP 200\)/);
    expect(retries[1]).toMatch(/transport error: timed out after 300 ms/);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
});
