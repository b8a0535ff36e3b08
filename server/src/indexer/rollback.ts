/**
 * Fork rollback, in one transaction: removes every slot above `forkSlot` and restores current state
 * as of it, balances from the pre-balances of each account's first rolled-back transaction.
 */
import { transferKindCode } from '../db/codes';
import { amountKey, ZERO_AMOUNT_KEY } from '../db/schema';
import { addToTotal } from '../db/totals';
import type { TokenBalanceChange } from '../decode/types';
import { packPositions, unpackPositions } from '../db/history';
import { firstTxOf, slotOfTx } from '../db/txid';
import { storeQueriesOfSql, TransactionStore, type StoredRow } from '../db/txstore';
import { rebuildMintHolders } from './holders';
import { packEntries, unpackEntries, type WalletEntry } from '../walletHistory/postings';
import { walletCandidates } from '../walletHistory/rules';
import { nativeFlows } from './write/accounts';
import type { SqlExec } from './sql';
import { ADDRESS_HISTORY, insertRows, WALLET_HISTORY } from './write/tables';
import { forgetTails } from './write/tails';
import { saveCheckpoint } from './writer';

/**
 * Removes an address's positions from `above` on; the row straddling it is written again, shorter.
 * Returns how many positions it removed.
 */
async function trimHistory(exec: SqlExec, addressId: number, above: number): Promise<number> {
  const rows = await exec.all<{ last_tx: number; txs: Buffer }>(
    'SELECT last_tx, txs FROM address_history WHERE address_id = ? AND last_tx >= ?',
    [addressId, above],
  );
  if (rows.length === 0) return 0;
  await exec.run('DELETE FROM address_history WHERE address_id = ? AND last_tx >= ?', [addressId, above]);
  const positions = rows.flatMap((r) => unpackPositions(Number(r.last_tx), r.txs));
  const kept = positions.filter((p) => p < above);
  if (kept.length === 0) return positions.length;
  const p = packPositions(kept);
  await insertRows(exec, ADDRESS_HISTORY, [
    { address_id: addressId, last_tx: p.last, first_tx: p.first, n: p.n, txs: p.gaps },
  ]);
  return positions.length - kept.length;
}

/** Drops an address's wallet history entries at positions >= `above`, keeping the older ones. */
async function trimWallet(exec: SqlExec, addressId: number, above: number): Promise<void> {
  const rows = await exec.all<{ kind: number; last_tx: number; entries: Buffer }>(
    'SELECT kind, last_tx, entries FROM wallet_history WHERE address_id = ? AND last_tx >= ?',
    [addressId, above],
  );
  if (rows.length === 0) return;
  await exec.run('DELETE FROM wallet_history WHERE address_id = ? AND last_tx >= ?', [addressId, above]);
  const kept = new Map<number, WalletEntry[]>();
  for (const r of rows) {
    const entries = unpackEntries(Number(r.last_tx), r.entries).filter((e) => e.tx < above);
    if (entries.length) kept.set(Number(r.kind), [...(kept.get(Number(r.kind)) ?? []), ...entries]);
  }
  for (const [kind, entries] of kept) {
    const { last, first, n, txs, entries: packed } = packEntries(entries);
    await insertRows(exec, WALLET_HISTORY, [
      { address_id: addressId, kind, last_tx: last, first_tx: first, n, txs, entries: packed },
    ]);
  }
}

async function addressIds(exec: SqlExec, addresses: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < addresses.length; i += 500) {
    const part = addresses.slice(i, i + 500);
    const rows = await exec.all<{ id: number; address: string }>(
      `SELECT id, address FROM addresses WHERE address IN (${part.map(() => '?').join(',')})`,
      part,
    );
    for (const r of rows) out.set(r.address, Number(r.id));
  }
  return out;
}

export async function rollbackTo(
  exec: SqlExec,
  forkSlot: number,
): Promise<{ blocks: number; transactions: number }> {
  // The rows this rewrites are no longer the ones the writer last wrote (whether or not it commits).
  forgetTails(exec);
  return exec.transaction(async () => {
    const above = firstTxOf(forkSlot + 1);
    const rows = await exec.all<StoredRow>(
      'SELECT id, sig, body FROM transactions WHERE id >= ? ORDER BY id',
      [above],
    );
    const store = new TransactionStore(storeQueriesOfSql(exec));
    const txs = await store.read(rows);
    // Earliest pre-balance per account / token account among rolled-back transactions.
    const native = new Map<string, string>();
    const tokenPre = new Map<string, TokenBalanceChange>();
    const mintDelta = new Map<string, { supply: bigint; transfers: number }>();
    const createdMints = new Set<string>();
    const delta = (m: string) => {
      let d = mintDelta.get(m);
      if (!d) mintDelta.set(m, (d = { supply: 0n, transfers: 0 }));
      return d;
    };
    // Addresses with wallet history rows in the rolled-back transactions (same set the writer used).
    const walletAddresses = new Set<string>();
    // How many rolled-back transactions referenced each account (accounts.tx_count counts them all).
    const touches = new Map<string, number>();
    // GOR each account sent and received in the rolled-back transactions (accounts.sent / received).
    const flows = new Map<string, { sent: bigint; received: bigint }>();
    for (const t of txs) {
      for (const [a, f] of nativeFlows(t)) {
        const cur = flows.get(a) ?? { sent: 0n, received: 0n };
        flows.set(a, { sent: cur.sent + f.sent, received: cur.received + f.received });
      }
      const { accounts, tokenBalanceChanges: tokenChanges, mints: minted, transfers } = t;
      const seen = new Set<string>();
      for (const a of accounts) {
        if (!native.has(a.pubkey)) native.set(a.pubkey, a.preBalance);
        if (seen.has(a.pubkey)) continue;
        seen.add(a.pubkey);
        touches.set(a.pubkey, (touches.get(a.pubkey) ?? 0) + 1);
      }
      for (const c of tokenChanges) if (!tokenPre.has(c.account)) tokenPre.set(c.account, c);
      for (const m of minted) {
        if (m.type === 'create') createdMints.add(m.mint);
        else delta(m.mint).supply += BigInt(m.amount);
      }
      for (const b of t.burns) delta(b.mint).supply -= BigInt(b.amount);
      for (const r of transfers) if (r.mint && r.kind === 'transfer') delta(r.mint).transfers++;
      const wallet = walletCandidates({
        accounts,
        transfers,
        mints: minted,
        tokenBalanceChanges: tokenChanges,
      });
      for (const a of wallet) walletAddresses.add(a);
    }
    for (const id of (await addressIds(exec, [...walletAddresses])).values())
      await trimWallet(exec, id, above);

    const idOf = await addressIds(exec, [...native.keys()]);
    // The change in funded accounts the restored balances make, for the kept total.
    let funded = 0;
    for (const [addr, pre] of native) {
      const removed = touches.get(addr) ?? 0;
      const aid = idOf.get(addr);
      // An address without an id was never stored: it has no history and no account row.
      if (aid === undefined) continue;
      const unlisted = await trimHistory(exec, aid, above);
      const rows = await exec.all<{ first_slot: number; lamports_key: string }>(
        'SELECT first_slot, lamports_key FROM accounts WHERE address_id = ?',
        [aid],
      );
      if (rows.length === 0) continue;
      if (rows[0].lamports_key > ZERO_AMOUNT_KEY) funded--;
      if (Number(rows[0].first_slot) > forkSlot) {
        await exec.run('DELETE FROM accounts WHERE address_id = ?', [aid]);
        continue;
      }
      if (amountKey(pre) > ZERO_AMOUNT_KEY) funded++;
      const last = await exec.all<{ last_tx: number }>(
        'SELECT last_tx FROM address_history WHERE address_id = ? ORDER BY last_tx DESC LIMIT 1',
        [aid],
      );
      const lastSlot = last[0] ? slotOfTx(Number(last[0].last_tx)) : forkSlot;
      const flow = flows.get(addr) ?? { sent: 0n, received: 0n };
      await exec.run(
        `UPDATE accounts SET lamports = ?, lamports_key = ?, tx_count = tx_count - ?,
          history_count = history_count - ?, last_slot = ?,
          last_block_time = (SELECT block_time FROM blocks WHERE slot = ?),
          sent = CAST(sent AS NUMERIC) - CAST(? AS NUMERIC),
          received = CAST(received AS NUMERIC) - CAST(? AS NUMERIC) WHERE address_id = ?`,
        [
          pre,
          amountKey(pre),
          removed,
          unlisted,
          lastSlot,
          lastSlot,
          flow.sent.toString(),
          flow.received.toString(),
          aid,
        ],
      );
    }
    await addToTotal(exec, 'funded_accounts', funded);

    const touchedMints = new Set<string>(mintDelta.keys());
    // The ids of every token account, owner and mint the rolled-back blocks touched, in one look-up.
    const ids = await addressIds(exec, [
      ...new Set([
        ...[...tokenPre].flatMap(([addr, c]) => [addr, c.mint, ...(c.owner ? [c.owner] : [])]),
        ...touchedMints,
        ...createdMints,
      ]),
    ]);
    for (const [addr, c] of tokenPre) {
      touchedMints.add(c.mint);
      const id = ids.get(addr);
      // Never stored: there is no row to restore or remove.
      if (id === undefined) continue;
      // Did the account appear in a transaction up to the fork point (the address index keeps token accounts)?
      const existedBefore = await exec.all<{ n: number }>(
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM address_history WHERE address_id = ? AND first_tx < ? LIMIT 1) x`,
        [id, above],
      );
      if (BigInt(c.preAmount) === 0n && Number(existedBefore[0]?.n ?? 0) === 0) {
        // First seen after the fork with nothing before: it did not exist (or was empty) at the fork point.
        await exec.run('DELETE FROM token_accounts WHERE address_id = ?', [id]);
        continue;
      }
      const mintId = ids.get(c.mint);
      const ownerId = c.owner ? ids.get(c.owner) : undefined;
      if (mintId === undefined || ownerId === undefined) {
        // No owner named (older token balances): only a row stored from elsewhere gets its amount back.
        await exec.run(
          'UPDATE token_accounts SET amount = ?, amount_key = ?, updated_slot = ? WHERE address_id = ?',
          [c.preAmount, amountKey(c.preAmount), forkSlot, id],
        );
        continue;
      }
      await exec.insert(
        'token_accounts',
        ['address_id', 'mint_id', 'owner_id', 'amount', 'amount_key', 'program', 'updated_slot'],
        [
          [
            id,
            mintId,
            ownerId,
            c.preAmount,
            amountKey(c.preAmount),
            c.programId ? (c.programId.startsWith('TokenzQ') ? 'spl-token-2022' : 'spl-token') : null,
            forkSlot,
          ],
        ],
        `ON CONFLICT (address_id) DO UPDATE SET amount = excluded.amount, amount_key = excluded.amount_key, updated_slot = excluded.updated_slot`,
      );
    }

    for (const m of createdMints) {
      const created = await exec.all<{ created_slot: number | null }>(
        'SELECT created_slot FROM mints WHERE address = ?',
        [m],
      );
      if (created[0] && created[0].created_slot !== null && Number(created[0].created_slot) > forkSlot) {
        await exec.run('DELETE FROM mints WHERE address = ?', [m]);
        const mintId = ids.get(m);
        if (mintId !== undefined) await exec.run('DELETE FROM token_holders WHERE mint_id = ?', [mintId]);
        touchedMints.delete(m);
      }
    }
    for (const m of touchedMints) {
      const rows = await exec.all<{
        supply: string;
        supply_tracked: number;
        transfer_count: number;
        first_mint_slot: number | null;
      }>('SELECT supply, supply_tracked, transfer_count, first_mint_slot FROM mints WHERE address = ?', [m]);
      if (rows.length === 0) continue;
      const d = mintDelta.get(m) ?? { supply: 0n, transfers: 0 };
      const r = rows[0];
      const supply = (
        r.supply_tracked === 1 ? BigInt(String(r.supply)) - d.supply : BigInt(String(r.supply))
      ).toString();
      // Holders per owner wallet, rebuilt from the restored token accounts (holders.ts).
      const mintId = ids.get(m);
      const holders = mintId === undefined ? 0 : await rebuildMintHolders(exec, mintId);
      await exec.run(
        `UPDATE mints SET supply = ?, supply_key = ?, transfer_count = ?, holder_count = ?, needs_refresh = 1 WHERE address = ?`,
        [supply, amountKey(supply), Math.max(0, Number(r.transfer_count) - d.transfers), holders, m],
      );
      if (r.first_mint_slot !== null && Number(r.first_mint_slot) > forkSlot) {
        const first = await exec.all<StoredRow>(
          `SELECT x.id, x.sig, x.body FROM transactions x WHERE x.id = (
             SELECT t.tx_id FROM transfers t JOIN addresses a ON a.id = t.mint_id
             WHERE a.address = ? AND t.kind = ? AND t.tx_id < ? ORDER BY t.tx_id, t.seq LIMIT 1)`,
          [m, transferKindCode('mint'), above],
        );
        const [tx] = await store.read(first);
        await exec.run('UPDATE mints SET first_mint_signature = ?, first_mint_slot = ? WHERE address = ?', [
          tx?.signature ?? null,
          tx?.slot ?? null,
          m,
        ]);
      }
    }

    await exec.run('DELETE FROM transfers WHERE tx_id >= ?', [above]);
    const nTx = await exec.run('DELETE FROM transactions WHERE id >= ?', [above]);
    const gone = await exec.all<{ n: number | string | null }>(
      'SELECT SUM(tx_count) AS n FROM blocks WHERE slot > ?',
      [forkSlot],
    );
    await addToTotal(exec, 'indexed_transactions', -Number(gone[0]?.n ?? 0));
    const nBlocks = await exec.run('DELETE FROM blocks WHERE slot > ?', [forkSlot]);
    await exec.run('DELETE FROM skipped_slots WHERE slot > ?', [forkSlot]);
    const fork = await exec.all<{ slot: number; blockhash: string; height: number | null }>(
      'SELECT slot, blockhash, height FROM blocks WHERE slot <= ? ORDER BY slot DESC LIMIT 1',
      [forkSlot],
    );
    if (fork[0]) {
      await saveCheckpoint(exec, {
        slot: Number(fork[0].slot),
        blockhash: fork[0].blockhash,
        blockHeight: fork[0].height,
      });
    } else {
      await exec.run('DELETE FROM checkpoint');
    }
    return { blocks: nBlocks, transactions: nTx };
  });
}
