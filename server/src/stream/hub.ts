/**
 * The fan-out of /api/stream (SSE): each event serialised once, kept in a ring for Last-Event-ID
 * resume, written to its channel's subscribers. One that does not drain is dropped, not buffered; its
 * EventSource resumes from the ring.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { StreamChannel } from 'shared-api/core';

export interface HubOptions {
  /** Events kept for resume (default 2000). */
  ringSize?: number;
  /** Comment line sent to every connection this often (default 15 s): keeps proxies from timing out. */
  heartbeatMs?: number;
  /** Bytes queued on one connection before it is dropped (default 512 KB). */
  maxBufferedBytes?: number;
}

interface RingEvent {
  seq: number;
  channel: StreamChannel;
  frame: string;
}

interface Subscriber {
  res: ServerResponse;
  channels: ReadonlySet<StreamChannel>;
}

export class StreamHub {
  /** Distinguishes this process's event ids: an id from another process (or a restart) cannot resume here. */
  readonly bootId = randomBytes(4).toString('hex');
  private seq = 0;
  private readonly ring: RingEvent[] = [];
  private readonly ringSize: number;
  private readonly maxBuffered: number;
  private readonly subscribers = new Set<Subscriber>();
  private readonly heartbeat: NodeJS.Timeout;
  /** Connections dropped because they did not keep up (exposed for tests and metrics). */
  dropped = 0;

  constructor(opts: HubOptions = {}) {
    this.ringSize = opts.ringSize ?? 2000;
    this.maxBuffered = opts.maxBufferedBytes ?? 512 * 1024;
    this.heartbeat = setInterval(() => {
      for (const s of this.subscribers) this.write(s, ': heartbeat\n\n');
    }, opts.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.subscribers.size;
  }

  publish(channel: StreamChannel, data: unknown): void {
    const seq = ++this.seq;
    const frame = `id: ${this.bootId}.${seq}\nevent: ${channel}\ndata: ${JSON.stringify(data)}\n\n`;
    this.ring.push({ seq, channel, frame });
    if (this.ring.length > this.ringSize) this.ring.shift();
    for (const s of this.subscribers) if (s.channels.has(channel)) this.write(s, frame);
  }

  /**
   * Starts an SSE response for `channels`, replaying missed events when Last-Event-ID is still in the
   * ring, else sending `resync` so the page refetches (nothing is silently lost).
   */
  attach(res: ServerResponse, channels: ReadonlySet<StreamChannel>, lastEventId: string | undefined): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    const sub: Subscriber = { res, channels };
    let head = 'retry: 3000\n\n';
    if (lastEventId) {
      const m = /^([0-9a-f]+)\.([0-9]+)$/.exec(lastEventId);
      const last = m && m[1] === this.bootId ? Number(m[2]) : null;
      const oldest = this.ring.length > 0 ? this.ring[0].seq : this.seq + 1;
      if (last !== null && last <= this.seq && last >= oldest - 1) {
        for (const e of this.ring) if (e.seq > last && channels.has(e.channel)) head += e.frame;
      } else {
        head += `event: resync\ndata: {}\n\n`;
      }
    }
    this.subscribers.add(sub);
    const remove = () => this.subscribers.delete(sub);
    res.on('close', remove);
    res.on('error', remove);
    this.write(sub, head);
  }

  private write(s: Subscriber, frame: string): void {
    if (s.res.writableLength > this.maxBuffered) {
      this.dropped++;
      this.subscribers.delete(s);
      s.res.destroy();
      return;
    }
    s.res.write(frame);
  }

  /** Ends every connection (server shutdown). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const s of this.subscribers) s.res.end();
    this.subscribers.clear();
  }
}
