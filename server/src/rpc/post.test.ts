import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { BodyBuffers, KEPT_FROM } from './bodyBuffers';
import { BodyFailed, postJson, RequestFailed } from './post';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A started server: its URL, how many connections it took, and a close that drops them. */
async function listening(server: net.Server) {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    connections++;
    sockets.add(socket);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/`),
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => r());
      }),
  };
}

/** A raw TCP server: each request (its whole head and body read) is answered by `answer`. */
function rawServer(answer: (socket: net.Socket, request: string) => void | Promise<void>) {
  return listening(
    net.createServer((socket) => {
      let pending = '';
      socket.on('data', (d) => {
        pending += d.toString('latin1');
        for (;;) {
          const end = pending.indexOf('\r\n\r\n');
          if (end < 0) return;
          const length = Number(/content-length: (\d+)/i.exec(pending.slice(0, end))?.[1] ?? 0);
          if (pending.length < end + 4 + length) return;
          const request = pending.slice(end + 4, end + 4 + length);
          pending = pending.slice(end + 4 + length);
          void answer(socket, request);
        }
      });
      socket.on('error', () => {});
    }),
  );
}

/** A node:http server echoing each request's body back as the answer, with its length. */
function echoServer(headers: http.OutgoingHttpHeaders = {}) {
  return listening(
    http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length, ...headers });
        res.end(body);
      });
    }),
  );
}

describe('postJson', () => {
  test('reads answers with their length and keeps one connection for consecutive requests', async () => {
    const s = await echoServer();
    for (let i = 0; i < 5; i++) {
      const a = await postJson(s.url, JSON.stringify({ id: i, text: 'é ünïcode' }), 5_000);
      expect(a.status).toBe(200);
      expect(JSON.parse(a.body.toString('utf8'))).toEqual({ id: i, text: 'é ünïcode' });
    }
    expect(s.connections).toBe(1);
    await s.close();
  });

  test('answers requests made at once, each with its own answer, over several connections', async () => {
    const s = await echoServer();
    const bodies = Array.from({ length: 12 }, (_, i) =>
      JSON.stringify({ id: i, pad: 'x'.repeat(i * 20_000) }),
    );
    const answers = await Promise.all(bodies.map((b) => postJson(s.url, b, 5_000)));
    expect(answers.map((a) => a.body.toString())).toEqual(bodies);
    expect(s.connections).toBeGreaterThan(1);
    await s.close();
  });

  test('a large answer arrives whole, in kept memory of its own', async () => {
    const big = Buffer.alloc(5_000_000);
    for (let i = 0; i < big.length; i++) big[i] = 0x30 + (i % 10);
    const s = await rawServer((socket) => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Length: ${big.length}\r\n\r\n`);
      // In pieces with pauses, so the body comes in many reads.
      void (async () => {
        for (let at = 0; at < big.length; at += 700_000) {
          socket.write(big.subarray(at, at + 700_000));
          await sleep(2);
        }
      })();
    });
    const a = await postJson(s.url, '{}', 5_000);
    expect(a.body.equals(big)).toBe(true);
    expect(a.body.buffer.byteLength).toBeGreaterThanOrEqual(big.length);
    await s.close();
  });

  test('puts a chunked answer together, its head and chunks cut anywhere', async () => {
    const wire =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n' +
      '5;ext=1\r\n{"a":\r\n' +
      '0b\r\n"chunked!!"\r\n' +
      '1\r\n}\r\n' +
      '0\r\nX-Trailer: yes\r\n\r\n';
    const s = await rawServer(async (socket) => {
      for (let at = 0; at < wire.length; at += 3) {
        socket.write(wire.slice(at, at + 3));
        await sleep(1);
      }
    });
    const a = await postJson(s.url, '{}', 5_000);
    expect(a.body.toString()).toBe('{"a":"chunked!!"}');
    // The connection is reused after a chunked answer too.
    const b = await postJson(s.url, '{}', 5_000);
    expect(b.body.toString()).toBe('{"a":"chunked!!"}');
    expect(s.connections).toBe(1);
    await s.close();
  });

  test('an error status comes back with its body', async () => {
    const s = await rawServer(
      (socket) => void socket.write('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 4\r\n\r\nbusy'),
    );
    const a = await postJson(s.url, '{}', 5_000);
    expect(a.status).toBe(503);
    expect(a.body.toString()).toBe('busy');
    await s.close();
  });

  test('a node that closes idle connections: the next request opens a new one', async () => {
    let closed = () => {};
    const idleClosed = new Promise<void>((resolve) => (closed = resolve));
    const s = await rawServer((socket, request) => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Length: ${request.length}\r\n\r\n${request}`);
      setTimeout(() => {
        socket.end();
        closed();
      }, 20);
    });
    expect((await postJson(s.url, '1', 5_000)).body.toString()).toBe('1');
    // The node's close must have happened (its timer runs late on a loaded machine) before the
    // next request, and its FIN have reached the client.
    await idleClosed;
    await sleep(100);
    expect((await postJson(s.url, '2', 5_000)).body.toString()).toBe('2');
    expect(s.connections).toBe(2);
    await s.close();
  });

  test('Connection: close is honoured', async () => {
    const s = await echoServer({ connection: 'close' });
    expect((await postJson(s.url, '1', 5_000)).body.toString()).toBe('1');
    expect((await postJson(s.url, '2', 5_000)).body.toString()).toBe('2');
    expect(s.connections).toBe(2);
    await s.close();
  });

  test('an answer cut mid-body is a BodyFailed with its status', async () => {
    const s = await rawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{"jsonrpc":');
      setTimeout(() => socket.destroy(), 10);
    });
    const e = await postJson(s.url, '{}', 5_000).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(BodyFailed);
    expect((e as BodyFailed).status).toBe(200);
    await s.close();
  });

  test('bytes that are not HTTP fail the request', async () => {
    const notHttp = await rawServer((socket) => void socket.write('SSH-2.0-OpenSSH\r\n\r\n'));
    await expect(postJson(notHttp.url, '{}', 5_000)).rejects.toBeInstanceOf(RequestFailed);
    await notHttp.close();
  });

  test('an answer with neither length nor chunks ends with its connection; 204 has no body', async () => {
    const untilClose = await rawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n{"a":');
      setTimeout(() => socket.end('1}'), 10);
    });
    expect((await postJson(untilClose.url, '{}', 5_000)).body.toString()).toBe('{"a":1}');
    expect((await postJson(untilClose.url, '{}', 5_000)).body.toString()).toBe('{"a":1}');
    expect(untilClose.connections).toBe(2);
    await untilClose.close();
    const empty = await rawServer((socket) => void socket.write('HTTP/1.1 204 No Content\r\n\r\n'));
    const a = await postJson(empty.url, '{}', 5_000);
    expect([a.status, a.body.length]).toEqual([204, 0]);
    await empty.close();
  });

  test('a refused connection and a silent node are RequestFailed', async () => {
    const s = await rawServer(() => {});
    const port = Number(s.url.port);
    await s.close();
    await expect(postJson(new URL(`http://127.0.0.1:${port}/`), '{}', 5_000)).rejects.toBeInstanceOf(
      RequestFailed,
    );
    const silent = await rawServer(() => {});
    const e = await postJson(silent.url, '{}', 100).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RequestFailed);
    expect((e as Error).message).toMatch(/timed out after 100 ms/);
    await silent.close();
  });
});

describe('BodyBuffers', () => {
  test('large answers reuse memory given back; small ones are not kept', () => {
    const pool = new BodyBuffers();
    const small = pool.take(1000);
    expect(small.length).toBe(1000);
    pool.give(small.buffer);
    expect(pool.held).toBe(0);

    const a = pool.take(3_000_000);
    expect(a.length).toBe(3_000_000);
    const memory = a.buffer;
    pool.give(memory);
    expect(pool.held).toBe(1);
    const b = pool.take(2_000_000);
    expect(b.buffer).toBe(memory);
    expect(b.length).toBe(2_000_000);
    expect(pool.held).toBe(0);
  });

  test('takes the smallest kept buffer that fits, and new memory when none does', () => {
    const pool = new BodyBuffers();
    const big = pool.take(4_000_000).buffer;
    const mid = pool.take(1_000_000).buffer;
    pool.give(big);
    pool.give(mid);
    expect(pool.take(900_000).buffer).toBe(mid);
    expect(pool.take(6_000_000).buffer).not.toBe(big);
    expect(pool.take(KEPT_FROM).buffer).toBe(big);
  });

  test('memory it did not hand out is not kept', () => {
    const pool = new BodyBuffers();
    pool.give(new ArrayBuffer(KEPT_FROM * 3 + 1));
    pool.give(new SharedArrayBuffer(1 << 20));
    expect(pool.held).toBe(0);
  });
});
