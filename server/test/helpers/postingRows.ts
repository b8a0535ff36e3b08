/**
 * Wallet posting rows written straight into `wallet_history`, packed as the indexer packs them:
 *   await insertPostingRow(db, 1, 'wallet_transfers', entries);
 * `counted: false` leaves the row without its count of transactions, as rows stored before counts
 * were kept (the column is left out, so it also writes to a database migrated before it existed).
 * `PackedRead`, as a Kysely plugin, counts the posting rows a read returned with their packed column
 * (`entries` of a wallet row, `txs` of an address history row), and those returned as heads only.
 */
import type { Kysely, KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import type { Database } from '../../src/db/schema';
import { walletKindCode, type WalletKind } from '../../src/walletHistory/codes';
import { packEntries, type WalletEntry } from '../../src/walletHistory/postings';

export async function insertPostingRow(
  db: Kysely<Database>,
  addressId: number,
  kind: WalletKind,
  entries: WalletEntry[],
  { counted = true }: { counted?: boolean } = {},
): Promise<void> {
  const p = packEntries(entries);
  await db
    .insertInto('wallet_history')
    .values({
      address_id: addressId,
      kind: walletKindCode(kind),
      last_tx: p.last,
      first_tx: p.first,
      n: p.n,
      ...(counted ? { txs: p.txs } : {}),
      entries: p.entries,
    })
    .execute();
}

/** Counts the posting rows read with their packed column (the bytes a page pays for), and the heads. */
export class PackedRead implements KyselyPlugin {
  rows = 0;
  heads = 0;
  constructor(private readonly column: 'entries' | 'txs' = 'entries') {}
  transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const r of args.result.rows)
      if (this.column in r) this.rows++;
      else if ('n' in r && 'last_tx' in r) this.heads++;
    return args.result;
  }
}
