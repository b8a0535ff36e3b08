/**
 * GOR sent and received per address on the recorded real blocks (mainnet, devnet, Eclipse), indexed
 * by the real indexer into SQLite and into PostgreSQL: for the busiest addresses, the address
 * answer's Total Sent and Total Received (kept by the writer) equal the sums of every GOR transfer
 * the wallet's Transfers route lists, page by page.
 */
import { NATIVE_MINT, type AddressDetail, type WalletTransferPage } from 'shared-api/core';
import { DATABASE_KINDS } from './helpers/databases';
import { replayRecordedBlocks, indexRecordedBlocks } from './helpers/recordedIndex';

jest.setTimeout(180_000);

const blocks = replayRecordedBlocks();

describe.each(DATABASE_KINDS)('%s', (kind) => {
  const index = indexRecordedBlocks(kind, blocks);

  /** Every GOR transfer the Transfers route lists for `address`, following its cursors. */
  async function listedTransfers(address: string): Promise<WalletTransferPage['items']> {
    const out: WalletTransferPage['items'] = [];
    let cursor: string | null = null;
    do {
      const q = new URLSearchParams({ mint: NATIVE_MINT, limit: '50' });
      if (cursor) q.set('cursor', cursor);
      const r = await index.api.request(`/api/address/${address}/transfers?${q}`);
      expect(r.statusCode).toBe(200);
      const page = r.json<WalletTransferPage>();
      out.push(...page.items);
      cursor = page.hasMore ? page.nextCursor : null;
    } while (cursor);
    return out;
  }

  /** The addresses (seen in transactions) with the longest transfer histories. */
  function withTransfers(n: number): Promise<{ address: string }[]> {
    return (
      index.api.database.db
        .selectFrom('wallet_history')
        .innerJoin('addresses', 'addresses.id', 'wallet_history.address_id')
        // (a token account's owner can have a history without ever appearing in a transaction)
        .innerJoin('accounts', 'accounts.address_id', 'addresses.id')
        .select(['addresses.address as address'])
        .where('wallet_history.kind', '=', 0)
        .groupBy('addresses.address')
        .orderBy((eb) => eb.fn.sum('wallet_history.n'), 'desc')
        .limit(n)
        .execute()
    );
  }

  test('the totals are the sums of the GOR transfers the wallet history lists', async () => {
    if (!index.db) return;
    const busiest = await withTransfers(12);
    let nonZero = 0;
    for (const { address } of busiest) {
      const listed = await listedTransfers(address);
      const sum = (dir: string) =>
        listed
          .filter((t) => t.direction === dir)
          .reduce((s, t) => s + BigInt(t.amount), 0n)
          .toString();
      const r = await index.api.request(`/api/address/${address}`);
      expect(r.statusCode).toBe(200);
      const d = r.json<AddressDetail>();
      expect({ address, sent: d.totalSent, received: d.totalReceived }).toEqual({
        address,
        sent: sum('out'),
        received: sum('in'),
      });
      if (d.totalSent !== '0' || d.totalReceived !== '0') nonZero++;
    }
    // The real blocks move GOR (SOL on the recording chain) between these addresses.
    expect(nonZero).toBeGreaterThan(2);
  });
});
