/**
 * Refreshes mints flagged `needs_refresh` from chain state: decimals, authorities, supply (of mints
 * older than the index), Token-2022 or Metaplex metadata, and the logo when the URI answers quickly.
 * Database steps run between write batches, chain reads while they go on (mintRefresher.ts).
 */
import { getAddressEncoder, getProgramDerivedAddress, type Address } from '@solana/kit';
import { amountKey } from '../db/schema';
import {
  decodeMintAccount,
  parseMetaplexMetadata,
  type DecodedMint,
  type MetadataFields,
} from '../decode/mintAccount';
import { METAPLEX_METADATA_PROGRAM } from '../decode/programs';
import type { RpcClient } from '../rpc/client';
import { fetchPublicJson } from './safefetch';
import type { SqlExec } from './sql';

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
