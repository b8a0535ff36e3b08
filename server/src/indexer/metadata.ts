/**
 * Refreshes mints flagged `needs_refresh` from chain state: decimals, authorities, supply (for mints
 * created before the indexed range, whose supply cannot follow mint/burn deltas), the Token-2022
 * metadata extension or a Metaplex metadata account, and the logo from the metadata JSON when the
 * URI answers quickly. Three steps: the flagged mints and what was found are read and written on the
 * indexer's connection between write batches, so they never race the writer; the chain and the
 * metadata URIs are read in between, while batches go on (mintRefresher.ts).
 */
import {
  addDecoderSizePrefix,
  getAddressDecoder,
  getAddressEncoder,
  getArrayDecoder,
  getBooleanDecoder,
  getOptionDecoder,
  getProgramDerivedAddress,
  getStructDecoder,
  getU16Decoder,
  getU32Decoder,
  getU8Decoder,
  getUtf8Decoder,
  unwrapOption,
  type Address,
} from '@solana/kit';
import { getMintDecoder as getTokenMintDecoder } from '@solana-program/token';
import { getMintDecoder as getToken2022MintDecoder } from '@solana-program/token-2022';
import { amountKey } from '../db/schema';
import { METAPLEX_METADATA_PROGRAM, TOKEN_2022_PROGRAM } from '../decode/programs';
import { toJson } from '../decode/instruction';
import type { RpcClient } from '../rpc/client';
import { fetchPublicJson } from './safefetch';
import type { SqlExec } from './sql';

interface MetadataFields {
  name: string | null;
  symbol: string | null;
  uri: string | null;
  extra: Record<string, unknown>;
  source: 'token-2022' | 'metaplex';
}

const clean = (s: string) => s.replace(/\0+$/g, '').trim();

/**
 * The Metaplex Token Metadata account (`Metadata`, key 4), declared with @solana/kit's codecs (the
 * maintained codec library behind the @solana-program/* decoders this indexer already uses):
 * key, update authority, mint, then the Data struct (name, symbol, uri as u32-length strings, seller
 * fee, optional creators), primary sale, mutability. Later optional fields (edition nonce, token
 * standard, collection, uses, …) are absent on old accounts and not needed here, so decoding stops
 * after `isMutable`. Chosen over @metaplex-foundation/mpl-token-metadata, whose decoder needs the Umi
 * framework (umi, umi-serializers, umi-public-keys, mpl-toolbox): a second codec and public-key stack
 * in the server for one struct (see README.md next to this file).
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

interface DecodedMint {
  decimals: number;
  supply: string;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  metadata: MetadataFields | null;
}

export function decodeMintAccount(owner: string, data: Uint8Array): DecodedMint | null {
  try {
    if (owner === TOKEN_2022_PROGRAM) {
      const m = getToken2022MintDecoder().decode(data);
      const j = toJson(m) as Record<string, unknown>;
      let metadata: MetadataFields | null = null;
      const exts = (j.extensions as Record<string, unknown>[] | null) ?? [];
      for (const e of exts) {
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
    }
    const m = toJson(getTokenMintDecoder().decode(data.subarray(0, 82))) as Record<string, unknown>;
    return {
      decimals: Number(m.decimals),
      supply: String(m.supply),
      mintAuthority: (m.mintAuthority as string | null) ?? null,
      freezeAuthority: (m.freezeAuthority as string | null) ?? null,
      metadata: null,
    };
  } catch {
    return null;
  }
}

async function metaplexPda(mint: string): Promise<string> {
  const enc = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: METAPLEX_METADATA_PROGRAM as Address,
    seeds: ['metadata', enc.encode(METAPLEX_METADATA_PROGRAM as Address), enc.encode(mint as Address)],
  });
  return pda;
}

/** The logo: the URI itself when it is an image, else the `image` of the metadata JSON it points at. */
async function fetchLogo(uri: string | null): Promise<{ logo: string | null; json: unknown }> {
  if (!uri) return { logo: null, json: null };
  if (/^data:image\//.test(uri) || /\.(png|jpe?g|gif|svg|webp)(\?.*)?$/i.test(uri))
    return { logo: uri, json: null };
  const j = await fetchPublicJson(uri);
  if (!j || typeof j !== 'object') return { logo: null, json: null };
  const image = (j as Record<string, unknown>).image;
  return { logo: typeof image === 'string' ? image : null, json: j };
}

/** A mint flagged `needs_refresh`, as the refresh reads it from the database. */
export interface FlaggedMint {
  address: string;
  supply_tracked: number;
}

/** Up to `limit` flagged mints. */
export function flaggedMints(exec: SqlExec, limit: number): Promise<FlaggedMint[]> {
  return exec.all<FlaggedMint>('SELECT address, supply_tracked FROM mints WHERE needs_refresh = 1 LIMIT ?', [
    limit,
  ]);
}

/** What the chain says of one flagged mint: `chain` null when it is not (or no longer) a mint account. */
export interface MintReading {
  mint: FlaggedMint;
  chain: { account: DecodedMint; meta: MetadataFields | null; logo: string | null; offChain: unknown } | null;
}

/** Reads the flagged mints' accounts, metadata and logos from the chain and the web (no database). */
export async function readMints(rpc: RpcClient, mints: FlaggedMint[]): Promise<MintReading[]> {
  const infos = await rpc.getMultipleAccounts(mints.map((m) => m.address));
  const decoded = infos.map((info) =>
    info ? decodeMintAccount(info.owner, Buffer.from(info.data[0], 'base64')) : null,
  );
  // Metaplex metadata only where no Token-2022 metadata extension answered.
  const needMeta = mints.filter((_, i) => decoded[i] && !decoded[i]?.metadata).map((m) => m.address);
  const pdas = await Promise.all(needMeta.map(metaplexPda));
  const metaInfos = pdas.length ? await rpc.getMultipleAccounts(pdas) : [];
  const metaplex = new Map<string, MetadataFields | null>();
  needMeta.forEach((m, i) => {
    const acc = metaInfos[i];
    metaplex.set(
      m,
      acc && acc.owner === METAPLEX_METADATA_PROGRAM
        ? parseMetaplexMetadata(Buffer.from(acc.data[0], 'base64'))
        : null,
    );
  });
  const out: MintReading[] = [];
  for (let i = 0; i < mints.length; i++) {
    const account = decoded[i];
    if (!account) {
      out.push({ mint: mints[i], chain: null });
      continue;
    }
    const meta = account.metadata ?? metaplex.get(mints[i].address) ?? null;
    const off = meta ? await fetchLogo(meta.uri) : { logo: null, json: null };
    out.push({ mint: mints[i], chain: { account, meta, logo: off.logo, offChain: off.json } });
  }
  return out;
}

/** Writes what readMints found and clears the mints' flags. */
export async function applyMints(exec: SqlExec, readings: MintReading[]): Promise<void> {
  for (const { mint, chain } of readings) {
    if (!chain) {
      // Not (or no longer) a mint account on chain: stop asking, and remember that its supply and
      // authorities were never read (the pages say they are not known).
      await exec.run('UPDATE mints SET needs_refresh = 2 WHERE address = ?', [mint.address]);
      continue;
    }
    const { account: d, meta } = chain;
    const metadataJson = meta
      ? JSON.stringify({
          name: meta.name,
          symbol: meta.symbol,
          uri: meta.uri,
          ...meta.extra,
          offChain: chain.offChain,
        })
      : null;
    await exec.run(
      `UPDATE mints SET decimals = ?, mint_authority = ?, freeze_authority = ?, name = COALESCE(?, name), symbol = COALESCE(?, symbol),
        uri = COALESCE(?, uri), logo = COALESCE(?, logo), metadata = COALESCE(?, metadata), metadata_source = COALESCE(?, metadata_source),
        needs_refresh = 0 WHERE address = ?`,
      [
        d.decimals,
        d.mintAuthority,
        d.freezeAuthority,
        meta?.name || null,
        meta?.symbol || null,
        meta?.uri || null,
        chain.logo,
        metadataJson,
        meta?.source ?? null,
        mint.address,
      ],
    );
    if (mint.supply_tracked !== 1) {
      await exec.run('UPDATE mints SET supply = ?, supply_key = ? WHERE address = ?', [
        d.supply,
        amountKey(d.supply),
        mint.address,
      ]);
    }
  }
}
