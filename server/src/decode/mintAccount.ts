// A mint's accounts decoded: the mint itself (SPL Token or Token-2022 with its TokenMetadata
// extension) and its Metaplex metadata account.
import {
  addDecoderSizePrefix,
  getAddressDecoder,
  getArrayDecoder,
  getBooleanDecoder,
  getOptionDecoder,
  getStructDecoder,
  getU16Decoder,
  getU32Decoder,
  getU8Decoder,
  getUtf8Decoder,
  unwrapOption,
} from '@solana/kit';
import { getMintDecoder as getTokenMintDecoder } from '@solana-program/token';
import { getMintDecoder as getToken2022MintDecoder } from '@solana-program/token-2022';
import { TOKEN_2022_PROGRAM } from './programs';
import { toJson } from './instruction';

export interface MetadataFields {
  name: string | null;
  symbol: string | null;
  uri: string | null;
  extra: Record<string, unknown>;
  source: 'token-2022' | 'metaplex';
}

const clean = (s: string) => s.replace(/\0+$/g, '').trim();

/**
 * The Metaplex `Metadata` account (key 4) up to `isMutable`: later fields are absent on old accounts
 * and unused (why not mpl-token-metadata: server/src/indexer/README.md).
 */
const metaplexPrefixDecoder = getStructDecoder([
  ['key', getU8Decoder()],
  ['updateAuthority', getAddressDecoder()],
  ['mint', getAddressDecoder()],
  ['name', addDecoderSizePrefix(getUtf8Decoder(), getU32Decoder())],
  ['symbol', addDecoderSizePrefix(getUtf8Decoder(), getU32Decoder())],
  ['uri', addDecoderSizePrefix(getUtf8Decoder(), getU32Decoder())],
]);
const metaplexTailDecoder = getStructDecoder([
  ['sellerFeeBasisPoints', getU16Decoder()],
  [
    'creators',
    getOptionDecoder(
      getArrayDecoder(
        getStructDecoder([
          ['address', getAddressDecoder()],
          ['verified', getBooleanDecoder()],
          ['share', getU8Decoder()],
        ]),
      ),
    ),
  ],
  ['primarySaleHappened', getBooleanDecoder()],
  ['isMutable', getBooleanDecoder()],
]);

/** Metaplex key of a MetadataV1 account. */
const METADATA_V1 = 4;

export function parseMetaplexMetadata(data: Uint8Array): MetadataFields | null {
  try {
    const [head, offset] = metaplexPrefixDecoder.read(data, 0);
    if (head.key !== METADATA_V1) return null;
    const extra: Record<string, unknown> = { updateAuthority: head.updateAuthority, mint: head.mint };
    try {
      const [tail] = metaplexTailDecoder.read(data, offset);
      const creators = unwrapOption(tail.creators);
      extra.sellerFeeBasisPoints = tail.sellerFeeBasisPoints;
      extra.creators =
        creators?.map((c) => ({ address: c.address, verified: c.verified, share: c.share })) ?? null;
      extra.primarySaleHappened = tail.primarySaleHappened;
      extra.isMutable = tail.isMutable;
    } catch {
      // A truncated tail: name, symbol and uri are what we need.
    }
    return {
      name: clean(head.name),
      symbol: clean(head.symbol),
      uri: clean(head.uri),
      extra,
      source: 'metaplex',
    };
  } catch {
    return null;
  }
}

export interface DecodedMint {
  decimals: number;
  supply: string;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  metadata: MetadataFields | null;
}

export function decodeMintAccount(owner: string, data: Uint8Array): DecodedMint | null {
  try {
    const m =
      owner === TOKEN_2022_PROGRAM
        ? getToken2022MintDecoder().decode(data)
        : getTokenMintDecoder().decode(data.subarray(0, 82));
    const j = toJson(m) as Record<string, unknown>;
    let metadata: MetadataFields | null = null;
    // Only Token-2022 mints have extensions, among them their TokenMetadata.
    for (const e of (j.extensions as Record<string, unknown>[] | null | undefined) ?? []) {
      if (e.__kind === 'TokenMetadata') {
        metadata = {
          name: clean(String(e.name ?? '')),
          symbol: clean(String(e.symbol ?? '')),
          uri: clean(String(e.uri ?? '')),
          extra: {
            additionalMetadata: e.additionalMetadata ?? null,
            updateAuthority: e.updateAuthority ?? null,
          },
          source: 'token-2022',
        };
      }
    }
    return {
      decimals: Number(j.decimals),
      supply: String(j.supply),
      mintAuthority: (j.mintAuthority as string | null) ?? null,
      freezeAuthority: (j.freezeAuthority as string | null) ?? null,
      metadata,
    };
  } catch {
    return null;
  }
}
