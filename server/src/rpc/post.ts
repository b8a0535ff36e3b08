/**
 * One JSON-RPC POST through undici's keep-alive pools (`request`, not fetch's costlier web streams):
 * status and bytes, a sized answer copied into kept memory (bodyBuffers.ts).
 *   const { status, body } = await postJson(new URL('http://127.0.0.1:8899'), '{"jsonrpc":…}', 30_000);
 */
import { Agent } from 'undici';
import { bodyBuffers } from './bodyBuffers';

/** The request failed before an answer's status came (connection refused or reset, time-out). */
export class RequestFailed extends Error {}

/** The answer's status came, then reading its body failed (connection cut mid-body, time-out). */
export class BodyFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** An answer: its HTTP status and its body's bytes. */
export interface Answer {
  status: number;
  body: Buffer;
}

/** Keep-alive connections per node; its time-outs are off, as postJson bounds the whole exchange. */
const agent = new Agent({ headersTimeout: 0, bodyTimeout: 0 });

export async function postJson(url: URL, body: string, timeoutMs: number): Promise<Answer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  let status: number | null = null;
  try {
    const answer = await agent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: abort.signal,
    });
    status = answer.statusCode;
    const length = answer.headers['content-length'];
    return { status, body: await readBody(answer.body, typeof length === 'string' ? Number(length) : NaN) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw status === null ? new RequestFailed(message) : new BodyFailed(status, message);
  } finally {
    clearTimeout(timer);
  }
}

/** The body's bytes: into one buffer of the announced length, else put together from its pieces. */
function readBody(stream: NodeJS.ReadableStream, announced: number): Promise<Buffer> {
  const known = Number.isSafeInteger(announced) && announced >= 0;
  const body = known ? bodyBuffers.take(announced) : null;
  const pieces: Buffer[] = [];
  let at = 0;
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      if (body && at + chunk.length <= body.length) body.set(chunk, at);
      else pieces.push(chunk);
      at += chunk.length;
    });
    stream.on('error', reject);
    // Settled on the next turn of the event loop: by then undici has marked the connection free, so
    // a caller's next request reuses it instead of opening another.
    stream.on('end', () =>
      setImmediate(() => {
        if (!body) {
          const whole = bodyBuffers.take(at);
          let offset = 0;
          for (const piece of pieces) offset += piece.copy(whole, offset);
          return resolve(whole);
        }
        // undici holds an answer to its announced length; this is a second guard.
        if (at !== body.length) reject(new Error(`answer of ${at} bytes, ${body.length} announced`));
        else resolve(body);
      }),
    );
  });
}
