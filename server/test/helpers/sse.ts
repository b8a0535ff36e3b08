/** A minimal Server-Sent Events client for tests (node:http; frames parsed as the EventSource spec says). */
import http from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  events: SseEvent[];
  /** Comment lines (heartbeats) received. */
  comments: number;
  /** Resolves with the first event (received so far or later) matching `pred`. */
  waitFor(pred: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseEvent[] = [];
      const waiters: { pred: (e: SseEvent) => boolean; done: (e: SseEvent) => void }[] = [];
      let buf = '';
      const client: SseClient = {
        status: res.statusCode ?? 0,
        events,
        comments: 0,
        waitFor(pred, timeoutMs = 10_000) {
          const found = events.find(pred);
          if (found) return Promise.resolve(found);
          return new Promise((ok, fail) => {
            const t = setTimeout(() => fail(new Error('SSE event not received in time')), timeoutMs);
            waiters.push({
              pred,
              done: (e) => {
                clearTimeout(t);
                ok(e);
              },
            });
          });
        },
        close() {
          req.destroy();
        },
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const e: SseEvent = { event: 'message', data: '' };
          const data: string[] = [];
          let any = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              client.comments++;
              continue;
            }
            const c = line.indexOf(':');
            const field = c < 0 ? line : line.slice(0, c);
            const value = c < 0 ? '' : line.slice(c + 1).replace(/^ /, '');
            if (field === 'data') data.push(value);
            else if (field === 'event') e.event = value;
            else if (field === 'id') e.id = value;
            else continue;
            any = true;
          }
          if (!any || data.length === 0) continue;
          e.data = data.join('\n');
          events.push(e);
          for (const w of [...waiters])
            if (w.pred(e)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.done(e);
            }
        }
      });
      res.on('error', () => undefined);
      resolve(client);
    });
    req.on('error', reject);
  });
}
