// The registry client: reads /remotes.json (the trust root: versions, canaries, hashes, pages), the
// first time from the copy the server inlined into the page (one request less on the critical path),
// later from the server. A failed read is retried on the next use rather than cached forever.
import type { Registry } from 'shared-api/registry';
import type { LoaderDeps } from './deps';

export class RegistryClient {
  private pending: Promise<Registry> | null = null;
  private inlineUsed = false;
  private last: Registry | null = null;

  constructor(
    private readonly url: string,
    private readonly deps: Pick<LoaderDeps, 'fetch' | 'inlineRegistry'>,
  ) {}

  /** The registry as last read (null before the first read answered). */
  get known(): Registry | null {
    return this.last;
  }

  read(): Promise<Registry> {
    if (!this.pending && !this.inlineUsed) {
      this.inlineUsed = true;
      const inline = this.deps.inlineRegistry();
      if (inline) this.pending = Promise.resolve(inline);
    }
    if (!this.pending) {
      this.pending = this.fetchRegistry();
      this.pending.catch(() => {
        this.pending = null;
      });
    }
    return this.pending.then((registry) => (this.last = registry));
  }

  /** The next read asks the server again (the retry button: an operator may have rolled back). */
  forget(): void {
    this.pending = null;
  }

  private async fetchRegistry(): Promise<Registry> {
    const r = await this.deps.fetch(this.url, { cache: 'no-store' });
    if (!r.ok) throw new Error(`registry: ${r.status}`);
    const value: unknown = await r.json();
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('registry: not an object');
    return value as Registry;
  }
}
