/**
 * HTTP/1.1 POSTs to an `http:` node over keep-alive sockets, each answer's body read by the socket
 * straight into one buffer of its announced length (net.Socket's `onread`, a buffer chosen per read):
 * node's own client hands every 64 KB read over as a new Buffer, which the caller then copies into
 * one (what that cost: docs/scaling-log.md). A chunked answer, or one that ends with its connection,
 * is put together from its pieces.
 *   const { status, body } = await postPlain(new URL('http://127.0.0.1:8899'), '{"jsonrpc":…}', 30_000);
 */
import net from 'node:net';
import { bodyBuffers } from './bodyBuffers';
import { BodyFailed, RequestFailed, type Answer } from './post';

/** The status line and headers must fit in this (a node's are a few hundred bytes). */
const HEAD_AT_MOST = 16 * 1024;
/** Idle connections kept per node. */
const IDLE_AT_MOST = 64;

const END_OF_HEAD = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

class ProtocolError extends Error {}

interface Exchange {
  resolve(a: Answer): void;
  fail(e: Error): void;
}

/** A body read in pieces: chunked, or (`untilClose`) everything until the node closes the connection. */
class PiecedBody {
  private readonly parts: Buffer[] = [];
  private length = 0;
  /** Bytes of the current chunk still to come; -1 while reading a size line, -2 after a chunk's data. */
  private left = -1;
  private pending: Buffer | null = null;
  done = false;

  constructor(readonly untilClose = false) {}

  /** Takes the next bytes; returns how many belonged to the body (the rest follow the answer). */
  feed(bytes: Buffer): number {
    if (this.untilClose) {
      this.parts.push(Buffer.from(bytes));
      this.length += bytes.length;
      return bytes.length;
    }
    const data = this.pending ? Buffer.concat([this.pending, bytes]) : bytes;
    const carried = this.pending?.length ?? 0;
    this.pending = null;
    let at = 0;
    while (at < data.length && !this.done) {
      if (this.left > 0) {
        const n = Math.min(this.left, data.length - at);
        this.parts.push(Buffer.from(data.subarray(at, at + n)));
        this.length += n;
        this.left -= n;
        at += n;
        if (this.left === 0) this.left = -2;
        continue;
      }
      const eol = data.indexOf(CRLF, at);
      if (eol < 0) {
        if (data.length - at > 1024) throw new ProtocolError('chunk size line too long');
        this.pending = Buffer.from(data.subarray(at));
        at = data.length;
        break;
      }
      const line = data.toString('latin1', at, eol);
      at = eol + 2;
      if (this.left === -2) {
        if (line !== '') throw new ProtocolError('chunk not followed by CRLF');
        this.left = -1;
      } else if (this.left === -1) {
        const size = parseInt(line, 16);
        if (!/^[0-9a-fA-F]+/.test(line) || !Number.isSafeInteger(size))
          throw new ProtocolError('bad chunk size');
        this.left = size === 0 ? -3 : size;
      } else if (line === '') {
        // -3: after the last chunk, trailer lines until an empty one.
        this.done = true;
      }
    }
    return at - carried;
  }

  body(): Buffer {
    const body = bodyBuffers.take(this.length);
    let at = 0;
    for (const p of this.parts) {
      body.set(p, at);
      at += p.length;
    }
    return body;
  }
}

/** One keep-alive socket to a node, one exchange at a time. */
class Connection {
  readonly socket: net.Socket;
  private readonly head = Buffer.allocUnsafe(HEAD_AT_MOST);
  private headLength = 0;
  private status = 0;
  private body: Buffer | null = null;
  private received = 0;
  private pieced: PiecedBody | null = null;
  private closeAfter = false;
  private exchange: Exchange | null = null;
  /** Bytes of the current answer seen so far. */
  private seen = 0;

  constructor(
    host: string,
    port: number,
    private readonly idle: (c: Connection) => void,
    private readonly gone: (c: Connection) => void,
  ) {
    this.socket = net.connect({
      host,
      port,
      noDelay: true,
      onread: {
        buffer: () => this.readInto(),
        callback: (n: number, buf: Uint8Array) => this.onRead(n, buf),
      },
    });
    this.socket.on('error', (e) => this.close(e));
    this.socket.on('end', () => {
      if (this.pieced?.untilClose && this.exchange) this.finish(this.pieced.body());
      else this.close(new Error('connection closed by the node'));
    });
    this.socket.on('close', () => this.close(new Error('connection closed')));
  }

  send(request: string, exchange: Exchange): void {
    // Referenced while a request is outstanding, as node's agent does: an idle socket keeps no process alive.
    this.socket.ref();
    this.exchange = exchange;
    this.headLength = 0;
    this.status = 0;
    this.body = null;
    this.received = 0;
    this.pieced = null;
    this.seen = 0;
    this.socket.write(request);
  }

  /** Whether the current answer has started to arrive. */
  get answering(): boolean {
    return this.seen > 0;
  }

  /** The current answer's status, once its head has come (else 0). */
  get answerStatus(): number {
    return this.status;
  }

  private close(e: Error): void {
    const x = this.exchange;
    this.exchange = null;
    if (!this.socket.destroyed) this.socket.destroy();
    this.gone(this);
    x?.fail(e);
  }

  /** Where the socket's next read lands: the rest of the body, else the head buffer. */
  private readInto(): Buffer {
    if (this.body && this.received < this.body.length) return this.body.subarray(this.received);
    if (this.pieced) return this.head;
    return this.head.subarray(this.headLength);
  }

  private onRead(n: number, buf: Uint8Array): boolean {
    try {
      this.take(n, buf);
    } catch (e) {
      this.close(e instanceof Error ? e : new Error(String(e)));
    }
    return true;
  }

  private take(n: number, buf: Uint8Array): void {
    if (!this.exchange) throw new ProtocolError('bytes from the node with no request outstanding');
    this.seen += n;
    if (this.body) {
      this.received += n;
      if (this.received === this.body.length) this.finish(this.body);
      return;
    }
    if (this.pieced) return this.takePieces(Buffer.from(buf.buffer, buf.byteOffset, n));
    this.headLength += n;
    const end = this.head.subarray(0, this.headLength).indexOf(END_OF_HEAD);
    if (end < 0) {
      if (this.headLength >= HEAD_AT_MOST) throw new ProtocolError('answer head too long');
      return;
    }
    const length = this.readHead(this.head.toString('latin1', 0, end));
    const rest = this.head.subarray(end + 4, this.headLength);
    if (this.pieced) {
      this.headLength = 0;
      return this.takePieces(Buffer.from(rest));
    }
    if (rest.length > length) throw new ProtocolError('more bytes than the answer announced');
    this.body = bodyBuffers.take(length);
    this.body.set(rest);
    this.received = rest.length;
    if (this.received === length) this.finish(this.body);
  }

  private takePieces(bytes: Buffer): void {
    const pieced = this.pieced as PiecedBody;
    const used = pieced.feed(bytes);
    if (!pieced.done) return;
    if (used < bytes.length) throw new ProtocolError('more bytes than the answer announced');
    this.finish(pieced.body());
  }

  /** The status and headers; returns the body's length (read in pieces: sets `pieced`). */
  private readHead(head: string): number {
    const lines = head.split('\r\n');
    const m = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0]);
    if (!m) throw new ProtocolError(`not an HTTP answer: ${JSON.stringify(lines[0].slice(0, 40))}`);
    this.status = Number(m[1]);
    this.closeAfter = lines[0].startsWith('HTTP/1.0');
    let length = -1;
    for (let i = 1; i < lines.length; i++) {
      const colon = lines[i].indexOf(':');
      if (colon < 0) continue;
      const name = lines[i].slice(0, colon).trim().toLowerCase();
      const value = lines[i]
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      if (name === 'content-length') {
        if (!/^\d+$/.test(value)) throw new ProtocolError('bad content-length');
        length = Number(value);
      } else if (name === 'transfer-encoding' && value.includes('chunked')) this.pieced = new PiecedBody();
      else if (name === 'connection') this.closeAfter = value.includes('close');
    }
    if (this.pieced) return 0;
    // No body by definition; else, with neither length nor chunks, the body ends with the connection.
    if (this.status === 204 || this.status === 304 || this.status < 200) return 0;
    if (length < 0) {
      this.pieced = new PiecedBody(true);
      this.closeAfter = true;
      return 0;
    }
    return length;
  }

  private finish(body: Buffer): void {
    const x = this.exchange as Exchange;
    this.exchange = null;
    this.body = null;
    this.pieced = null;
    this.headLength = 0;
    const status = this.status;
    if (this.closeAfter) this.socket.destroy();
    else {
      this.socket.unref();
      this.idle(this);
    }
    x.resolve({ status, body });
  }
}

/** A node's keep-alive connections. */
class Node {
  private readonly idle: Connection[] = [];

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  post(url: URL, body: string, timeoutMs: number): Promise<Answer> {
    const request =
      `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: keep-alive\r\n\r\n${body}`;
    return new Promise((resolve, reject) => {
      const c = this.idle.pop() ?? this.open();
      const timer = setTimeout(
        () => c.socket.destroy(new Error(`timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      c.send(request, {
        resolve: (a) => {
          clearTimeout(timer);
          resolve(a);
        },
        fail: (e) => {
          clearTimeout(timer);
          reject(c.answering ? new BodyFailed(c.answerStatus, e.message) : new RequestFailed(e.message));
        },
      });
    });
  }

  private open(): Connection {
    return new Connection(
      this.host,
      this.port,
      (c) => {
        if (this.idle.length < IDLE_AT_MOST) this.idle.push(c);
        else c.socket.destroy();
      },
      (c) => {
        const i = this.idle.indexOf(c);
        if (i >= 0) this.idle.splice(i, 1);
      },
    );
  }
}

const nodes = new Map<string, Node>();

/** One POST of a JSON body to an `http:` URL: the answer's status and its bytes. */
export function postPlain(url: URL, body: string, timeoutMs: number): Promise<Answer> {
  let node = nodes.get(url.host);
  if (!node) {
    node = new Node(url.hostname.replace(/^\[|\]$/g, ''), Number(url.port || 80));
    nodes.set(url.host, node);
  }
  return node.post(url, body, timeoutMs);
}
