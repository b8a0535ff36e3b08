// The loaded modules of the remotes, one promise per remote, expose and generation: React's `use()`
// gets the same promise until something changes, and a remote's generation moves on whenever it
// switches version or is retried, so the next render asks again.

/** A promise that records its outcome on itself, as React's `use()` reads it. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks the promise with its outcome once settled, so `use()` of a module that already loaded
 * returns it at once instead of suspending (and showing the fallback) for one more turn.
 */
function settledInPlace<T>(p: Promise<T>): Promise<T> {
  const tracked: TrackedPromise<T> = p;
  p.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return p;
}

export class ModuleCache {
  private readonly modules = new Map<string, Promise<unknown>>();
  private readonly gens = new Map<string, number>();

  generationOf(remote: string): number {
    return this.gens.get(remote) ?? 0;
  }

  /** The cached module, or the one `load` starts. */
  get(remote: string, expose: string, load: () => Promise<unknown>): Promise<unknown> {
    const key = `${remote}|${expose}|${this.generationOf(remote)}`;
    let p = this.modules.get(key);
    if (!p) {
      p = settledInPlace(load());
      this.modules.set(key, p);
    }
    return p;
  }

  /** Forgets a remote's modules and moves its generation on. */
  invalidate(remote: string): void {
    for (const key of [...this.modules.keys()]) if (key.startsWith(`${remote}|`)) this.modules.delete(key);
    this.gens.set(remote, this.generationOf(remote) + 1);
  }
}
