/**
 * One HTTP POST of a JSON-RPC request over node:http / node:https with keep-alive connections: the
 * answer's status and its bytes. The indexer reads megabytes of block answers a second; fetch()
 * carries every chunk of a body through web streams, and node's own client read a 2.5 MB answer with
 * about half the CPU (a thread that also decodes and writes the blocks).
 *   const { status, body } = await postJson(new URL(url), '{"jsonrpc":"2.0",…}', 30_000);
 */
import http from 'node:http';
import https from 'node:https';

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

const plain = { client: http, agent: new http.Agent({ keepAlive: true }) };
const secure = { client: https, agent: new https.Agent({ keepAlive: true }) };

/** An answer: its HTTP status and its body's bytes. */
export interface Answer {
  status: number;
  body: Buffer;
}

export function postJson(url: URL, body: string, timeoutMs: number): Promise<Answer> {
  const { client, agent } = url.protocol === 'https:' ? secure : plain;
  return new Promise((resolve, reject) => {
    let status: number | null = null;
    const fail = (e: Error) =>
      reject(status === null ? new RequestFailed(e.message) : new BodyFailed(status, e.message));
    const req = client.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        // A connection cut mid-answer is an 'error' (aborted), or an 'end' short of the promised length.
        res.on('error', fail);
        res.on('end', () => {
          clearTimeout(timer);
          if (res.complete) resolve({ status: status as number, body: Buffer.concat(chunks) });
          else fail(new Error('connection closed mid-answer'));
        });
      },
    );
    // The whole exchange, answer included, within timeoutMs (as fetch's AbortSignal.timeout did).
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (e) => {
      clearTimeout(timer);
      fail(e);
    });
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
