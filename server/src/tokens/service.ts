// Tokens as the contract shows them: list rows and the detail page, with the derived figures (24 h
// volume, creation and first-mint times) and the operator's verified list.
import type { Kysely } from 'kysely';
import type { TokenDetail, TokenListItem } from 'shared-api/core';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from 'shared-api/programs';
import { TtlCache } from '../http/cache';
import { amount, parseJsonObject } from '../http/values';
import { addressId } from '../db/addresses';
import { firstTxSince } from '../db/transfers';
import type { TransactionReader } from '../db/txstore';
import type { Database, MintRow } from '../db/schema';
import { logoOf, metaFields, mintStateKnown } from '../mints/metadata';
import { tokenNames } from '../mints/names';
import { blockTimesOf, transferAmountsSince } from './repository';

const DAY_S = 86_400;

const TOKEN_PROGRAM_IDS = {
  'spl-token': TOKEN_PROGRAM,
  'spl-token-2022': TOKEN_2022_PROGRAM,
} as const;

/** The mint's token program as the contract names it: anything but Token-2022 is the original one. */
const programOf = (m: MintRow): keyof typeof TOKEN_PROGRAM_IDS =>
  m.program === 'spl-token-2022' ? 'spl-token-2022' : 'spl-token';

/** A mint's state as the node gives it now (the detail page of a mint the index could not read). */
export interface NodeMintState {
  supply: string;
  mintAuthority: string | null;
  freezeAuthority: string | null;
}

export class TokenService {
  /** mint → raw units transferred in the last 24 h (detail page), recomputed every 30 s per mint. */
  private readonly volume = new TtlCache<bigint>(30_000, 1000);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly txs: TransactionReader,
    private readonly verified: ReadonlySet<string> = new Set(),
    /** Reads a mint's account from the node (null: no answer, or not a mint); none = index only. */
    private readonly readMint: (mint: string) => Promise<NodeMintState | null> = async () => null,
  ) {}

  isVerified(mint: string): boolean {
    return this.verified.has(mint);
  }

  /** 24 h transfer volume of one mint from its transfers (transfers_mint index), summed exactly. */
  volume24h(mint: string): Promise<bigint> {
    return this.volume.get(mint, async () => {
      const since = Math.floor(Date.now() / 1000) - DAY_S;
      const [mintId, from] = await Promise.all([addressId(this.db, mint), firstTxSince(this.db, since)]);
      if (mintId === null || from === null) return 0n;
      const rows = await transferAmountsSince(this.db, mintId, from);
      return rows.reduce((sum, r) => sum + BigInt(amount(r.amount)), 0n);
    });
  }

  /** Block times of the slots that created these mints (createdAt). */
  async createdTimes(rows: Pick<MintRow, 'created_slot'>[]): Promise<Map<number, number>> {
    const slots = [...new Set(rows.map((r) => r.created_slot).filter((s): s is number => s !== null))].map(
      Number,
    );
    return blockTimesOf(this.db, slots);
  }

  listItem(m: MintRow, created: Map<number, number>): TokenListItem {
    return {
      mint: m.address,
      address: m.address,
      ...tokenNames(m),
      logoUri: logoOf(m),
      decimals: Number(m.decimals),
      supply: mintStateKnown(m) ? amount(m.supply) : null,
      holderCount: Number(m.holder_count),
      volume24h: amount(m.volume_24h),
      price: null,
      change24h: null,
      marketCap: null,
      program: programOf(m),
      createdAt: m.created_slot === null ? null : (created.get(Number(m.created_slot)) ?? null),
      verified: this.isVerified(m.address),
    };
  }

  private async blockTimeOf(signature: string | null): Promise<number | null> {
    if (!signature) return null;
    const t = await this.txs.bySignature(signature);
    return t?.blockTime ?? null;
  }

  async detail(m: MintRow): Promise<TokenDetail> {
    const meta = parseJsonObject(m.metadata);
    const f = metaFields(meta);
    const program = programOf(m);
    const known = mintStateKnown(m);
    const [firstMintTime, createdAt, volume, node] = await Promise.all([
      this.blockTimeOf(m.first_mint_signature),
      this.blockTimeOf(m.created_signature),
      this.volume24h(m.address),
      // What the index could not read, the node may give now.
      known ? Promise.resolve(null) : this.readMint(m.address).catch(() => null),
    ]);
    const state = known
      ? { supply: amount(m.supply), mintAuthority: m.mint_authority, freezeAuthority: m.freeze_authority }
      : node;
    return {
      address: m.address,
      mint: m.address,
      ...tokenNames(m),
      // Always the mint account's own decimals (the indexer refreshes them from chain).
      decimals: Number(m.decimals),
      supply: state?.supply ?? null,
      price: null,
      marketCap: null,
      holders: Number(m.holder_count),
      logoUri: m.logo ?? f.image,
      verified: this.isVerified(m.address),
      authoritiesKnown: state !== null,
      authority: state?.mintAuthority ?? null,
      freezeAuthority: state?.freezeAuthority ?? null,
      updateAuthority: f.updateAuthority,
      creator: m.creator,
      firstMint: m.first_mint_signature
        ? { signature: m.first_mint_signature, timestamp: firstMintTime }
        : null,
      website: f.website,
      telegram: f.telegram,
      twitter: f.twitter,
      description: f.description,
      program,
      programId: TOKEN_PROGRAM_IDS[program],
      // Only what we know from the indexed data: Token-2022 metadata lives in the TokenMetadata extension.
      extensions: m.metadata_source === 'token-2022' ? ['metadataPointer', 'tokenMetadata'] : [],
      metadataSource:
        m.metadata_source === 'token-2022' || m.metadata_source === 'metaplex' ? m.metadata_source : null,
      uri: m.uri,
      fullMetadata: meta,
      volume24h: volume.toString(),
      createdAt,
    };
  }
}
