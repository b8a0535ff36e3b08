/**
 * A map that forgets its oldest entries (insertion order) once full: for what is keyed by what
 * visitors send or read (their transactions, the versions they report), so memory stays bounded.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(k: K, v: V): this {
    if (this.size >= this.max && !this.has(k)) {
      const first = this.keys().next();
      if (!first.done) this.delete(first.value);
    }
    return super.set(k, v);
  }
}
