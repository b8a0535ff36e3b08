// An account's row keeps its balance after the batch's last transaction that names it, as exact
// lamports text, past 2^53 too, and counts each transaction once.
import { AccountStates } from './accounts';
import { AddressBook } from './addresses';
import type { WrittenTransaction } from '../writtenBlock';

function tx(slot: number, accountKeys: string[], balances: number[]): WrittenTransaction {
  return {
    signature: `sig${slot}`,
    slot,
    index: 0,
    blockTime: 1_700_000_000 + slot,
    isVote: false,
    feePayer: accountKeys[0],
    accountKeys,
    postBalances: Float64Array.from(balances),
    signatureKey: 0,
    programs: [],
    transfers: [],
    mints: [],
    burns: [],
    creations: [],
    closes: [],
    tokenAccountsAfter: [],
    wallet: [],
  };
}

test('the last balance of each account, exact, once per transaction', () => {
  const states = new AccountStates();
  states.add(tx(10, ['payer', 'whale', 'payer'], [5_000, 2 ** 53 - 1, 5_000]));
  states.add(tx(11, ['payer', 'whale'], [4_995, 2 ** 60]));
  const rows = new Map(states.rows(new AddressBook()).map((r) => [r.address_id, r]));
  const [payer, whale] = [...rows.values()];
  expect(payer).toMatchObject({ lamports: '4995', tx_count: 2, first_slot: 10, last_slot: 11 });
  expect(whale).toMatchObject({ lamports: '1152921504606846976', tx_count: 2 });
  expect(whale.lamports_key.endsWith('1152921504606846976')).toBe(true);
});
