// Token-2022 pieces a real node shows in jsonParsed: account extensions (TLV after the account-type
// byte) and the metadata-pointer / token-metadata instructions the traffic generator uses.
import bs58 from 'bs58';

const ZERO = new Uint8Array(32);
function optKey(b: Uint8Array): string | null {
  return b.every((x, i) => x === ZERO[i]) ? null : bs58.encode(b);
}

class Reader {
  p = 0;
  constructor(readonly d: Uint8Array) {}
  key(): string {
    const k = bs58.encode(this.d.subarray(this.p, this.p + 32));
    this.p += 32;
    return k;
  }
  optKey(): string | null {
    const k = optKey(this.d.subarray(this.p, this.p + 32));
    this.p += 32;
    return k;
  }
  str(): string {
    const n = Buffer.from(this.d.buffer, this.d.byteOffset + this.p, 4).readUInt32LE(0);
    this.p += 4;
    const s = Buffer.from(this.d.subarray(this.p, this.p + n)).toString('utf8');
    this.p += n;
    return s;
  }
  u32(): number {
    const n = Buffer.from(this.d.buffer, this.d.byteOffset + this.p, 4).readUInt32LE(0);
    this.p += 4;
    return n;
  }
}

/** jsonParsed `extensions` of a Token-2022 mint or token account (empty for base-size accounts). */
export function parseExtensions(data: Uint8Array): unknown[] {
  const out: unknown[] = [];
  let p = 166;
  while (p + 4 <= data.length) {
    const type = data[p] | (data[p + 1] << 8);
    const len = data[p + 2] | (data[p + 3] << 8);
    const v = data.subarray(p + 4, p + 4 + len);
    p += 4 + len;
    if (type === 0) break;
    try {
      if (type === 7) out.push({ extension: 'immutableOwner' });
      else if (type === 18)
        out.push({
          extension: 'metadataPointer',
          state: { authority: optKey(v.subarray(0, 32)), metadataAddress: optKey(v.subarray(32, 64)) },
        });
      else if (type === 19) {
        const r = new Reader(v);
        const updateAuthority = r.optKey();
        const mint = r.key();
        const name = r.str();
        const symbol = r.str();
        const uri = r.str();
        const n = r.u32();
        const additionalMetadata: Array<[string, string]> = [];
        for (let i = 0; i < n; i++) additionalMetadata.push([r.str(), r.str()]);
        out.push({
          extension: 'tokenMetadata',
          state: { additionalMetadata, mint, name, symbol, updateAuthority, uri },
        });
      } else out.push({ extension: 'unparseableExtension' });
    } catch {
      out.push({ extension: 'unparseableExtension' });
    }
  }
  return out;
}

const INIT_TOKEN_METADATA = [210, 225, 30, 162, 88, 184, 77, 141];

/** jsonParsed form of Token-2022 extension instructions we know, or null. */
export function parseToken2022Extension(d: Uint8Array, a: string[]): unknown {
  if (d[0] === 39 && d[1] === 0 && d.length >= 66)
    return {
      type: 'initializeMetadataPointer',
      info: { mint: a[0], authority: optKey(d.subarray(2, 34)), metadataAddress: optKey(d.subarray(34, 66)) },
    };
  if (d.length >= 8 && INIT_TOKEN_METADATA.every((b, i) => d[i] === b)) {
    const r = new Reader(d.subarray(8));
    return {
      type: 'initializeTokenMetadata',
      info: {
        metadata: a[0],
        updateAuthority: a[1],
        mint: a[2],
        mintAuthority: a[3],
        name: r.str(),
        symbol: r.str(),
        uri: r.str(),
      },
    };
  }
  return null;
}
