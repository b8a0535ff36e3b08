// The body's own address list, and finding its 32-byte keys inside event data.
import { decodeBase58Fixed } from './base58';

/**
 * Decoded keys by address for the thread's bodies (programs, pools, mints recur, and base58 is the
 * dearest part of finding a key in event data). Emptied when full.
 */
interface AddressKey {
  /** The 32-byte key, null when the address is not base58 of 32 bytes. */
  key: Uint8Array | null;
  /** The key's first four bytes (-1: no key). */
  head: number;
}
const KEY_CACHE_SIZE = 65_536;
const keyCache = new Map<string, AddressKey>();

export function addressKey(address: string): AddressKey {
  let k = keyCache.get(address);
  if (k !== undefined) return k;
  const key = decodeBase58Fixed(address, 32);
  k = { key, head: key ? headOf(key, 0) : -1 };
  if (keyCache.size >= KEY_CACHE_SIZE) keyCache.clear();
  keyCache.set(address, k);
  return k;
}

/** The body's own address list: address → index, in order of first use. */
export class LocalAddresses {
  readonly list: string[] = [];
  readonly index = new Map<string, number>();
  /** The list's keys, for finding them inside event data (looked up on first need). */
  private readonly keys: AddressKey[] = [];
  /** Marks the keys in `startFilter` (0: none marked yet). */
  private stamp = 0;

  of(address: string): number {
    let i = this.index.get(address);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(address);
      this.index.set(address, i);
    }
    return i;
  }

  /** Empties the list (its addresses are not in the body after all). */
  clear(): void {
    this.list.length = 0;
    this.index.clear();
    this.keys.length = 0;
    this.stamp = 0;
  }

  /** The stamp on every key of the list in `startFilter`: an offset marked otherwise starts none of them. */
  marked(): number {
    if (this.keys.length < this.list.length) this.markKeys();
    return this.stamp;
  }

  /** The index of the list's key that starts at b[at], or -1 (its keys marked first). */
  keyAt(b: Uint8Array, at: number): number {
    const head = headOf(b, at);
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (k.head !== head) continue;
      const key = k.key!;
      let j = 4;
      while (j < 32 && key[j] === b[at + j]) j++;
      if (j === 32) return i;
    }
    return -1;
  }

  private markKeys(): void {
    if (this.stamp === 0) this.stamp = nextStamp();
    while (this.keys.length < this.list.length) {
      const k = addressKey(this.list[this.keys.length]);
      this.keys.push(k);
      if (k.key) startFilter[filterOf(k.key, 0)] = this.stamp;
    }
  }
}

/**
 * The first twelve bits of the body's keys, marked with its stamp, so most event-data offsets cost
 * one read. One array for every body: nothing is allocated or cleared per body.
 */
const FILTER_SIZE = 4096;
export const startFilter = new Uint32Array(FILTER_SIZE);
let lastStamp = 0;
function nextStamp(): number {
  if (lastStamp === 0xffffffff) {
    startFilter.fill(0);
    lastStamp = 0;
  }
  return ++lastStamp;
}

export const filterOf = (b: Uint8Array, at: number): number => (b[at] | (b[at + 1] << 8)) & (FILTER_SIZE - 1);
const headOf = (b: Uint8Array, at: number): number =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
