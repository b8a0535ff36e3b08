/**
 * Token data at scale for bench:api: adds BENCH_TOKEN_MINTS mints (default 10,000) and
 * BENCH_TOKEN_ACCOUNTS token accounts (default 100,000) to an indexed database, with their per-owner
 * holder rows and holder counts exactly as the indexer keeps them (token_holders, mints.holder_count),
 * so the token routes are measured on a database of that size. One mint gets a tenth of the accounts
 * (a popular token's holders list); the rest spread over the other mints. Deterministic (seeded).
 */
import type { Kysely } from '../server/src/db';
import { amountKey, type Database } from '../server/src/db/schema';
import { base58Source, prng } from './seeded';

export interface TokenScale {
  mints: number;
  accounts: number;
  /** the mint with the most holders */
  busyMint: string;
  busyHolders: number;
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 400) await insert(rows.slice(i, i + 400));
}

export async function seedTokenScale(
  target: Kysely<Database>,
  mintCount = Number(process.env.BENCH_TOKEN_MINTS ?? 10_000),
  accountCount = Number(process.env.BENCH_TOKEN_ACCOUNTS ?? 100_000),
): Promise<TokenScale> {
  const rand = prng(42);
  const { address: addr } = base58Source(rand);
  const owners = Array.from({ length: Math.ceil(accountCount / 4) }, addr);
  const mints = Array.from({ length: mintCount }, addr);
  const busy = mints[0];
  const accounts: { address: string; mint: string; owner: string; amount: string; amount_key: string }[] = [];
  const holders = new Map<string, { mint: string; owner: string; amount: bigint; accounts: number }>();
  const supply = new Map<string, bigint>();
  for (let i = 0; i < accountCount; i++) {
    const mint = i < accountCount / 10 ? busy : mints[1 + Math.floor(rand() * (mintCount - 1))];
    const owner = owners[Math.floor(rand() * owners.length)];
    const amount = BigInt(Math.floor(rand() * 1e12));
    const a = amount.toString();
    accounts.push({
      address: addr(),
      mint,
      owner,
      amount: a,
      amount_key: amountKey(a),
    });
    supply.set(mint, (supply.get(mint) ?? 0n) + amount);
    if (amount > 0n) {
      const k = `${mint} ${owner}`;
      const h = holders.get(k) ?? { mint, owner, amount: 0n, accounts: 0 };
      h.amount += amount;
      h.accounts++;
      holders.set(k, h);
    }
  }
  // One transaction: SQLite would otherwise commit (and sync) every chunk.
  return target.transaction().execute(async (db) => {
    const holderCount = new Map<string, number>();
    for (const h of holders.values()) holderCount.set(h.mint, (holderCount.get(h.mint) ?? 0) + 1);
    await insertChunks(mints, (chunk) =>
      db
        .insertInto('mints')
        .values(
          chunk.map((m, i) => {
            const s = (supply.get(m) ?? 0n).toString();
            const named = rand() < 0.8;
            return {
              address: m,
              program: 'spl-token',
              decimals: 6,
              supply: s,
              supply_key: amountKey(s),
              supply_tracked: 1,
              mint_authority: null,
              freeze_authority: null,
              name: named ? `Bench Token ${i}` : null,
              symbol: named ? `B${i % 100000}` : null,
              uri: null,
              logo: null,
              metadata: null,
              metadata_source: null,
              first_mint_signature: null,
              first_mint_slot: null,
              creator: null,
              created_slot: null,
              created_signature: null,
              holder_count: holderCount.get(m) ?? 0,
              transfer_count: 0,
              volume_24h: '0',
              volume_24h_key: amountKey('0'),
              needs_refresh: 0,
              updated_slot: 1,
            };
          }),
        )
        .execute(),
    );
    // The state tables name addresses by their ids: number the new ones after the indexed ones.
    const top = await db
      .selectFrom('addresses')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    let next = Number(top?.m ?? 0) + 1;
    const ids = new Map<string, number>();
    for (const a of [...owners, ...mints, ...accounts.map((t) => t.address)])
      if (!ids.has(a)) ids.set(a, next++);
    const id = (a: string) => ids.get(a) as number;
    await insertChunks([...ids], (chunk) =>
      db
        .insertInto('addresses')
        .values(chunk.map(([address, i]) => ({ id: i, address })))
        .execute(),
    );
    await insertChunks(accounts, (chunk) =>
      db
        .insertInto('token_accounts')
        .values(
          chunk.map((t) => ({
            address_id: id(t.address),
            mint_id: id(t.mint),
            owner_id: id(t.owner),
            amount: t.amount,
            amount_key: t.amount_key,
            program: 'spl-token',
            updated_slot: 1,
          })),
        )
        .execute(),
    );
    await insertChunks([...holders.values()], (chunk) =>
      db
        .insertInto('token_holders')
        .values(
          chunk.map((h) => ({
            mint_id: id(h.mint),
            owner_id: id(h.owner),
            amount: h.amount.toString(),
            amount_key: amountKey(h.amount),
            accounts: h.accounts,
          })),
        )
        .execute(),
    );
    return {
      mints: mintCount,
      accounts: accountCount,
      busyMint: busy,
      busyHolders: holderCount.get(busy) ?? 0,
    };
  });
}
