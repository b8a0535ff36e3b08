// CSV cells of the wallet exports: exact decimal strings, signs relative to the wallet, UTC times.
import fs from 'node:fs';
import path from 'node:path';
import { WALLET_TRANSFERS_CSV_COLUMNS } from 'shared-api/contract';
import { decodeRpcFile } from '../src/decode/file';
import { balanceCsvRow, decimalString, isoTime, transferCsvRow } from '../src/wallet/csv';
import { groupTransfers } from '../src/wallet/group';
import { walletTransferRows } from '../src/walletHistory/extract';

test('decimal strings are exact at any size', () => {
  expect(decimalString('1500', 3)).toBe('1.500');
  expect(decimalString('-1500', 3)).toBe('-1.500');
  expect(decimalString('5', 9)).toBe('0.000000005');
  expect(decimalString('0', 6)).toBe('0.000000');
  expect(decimalString('-0', 2)).toBe('0.00');
  expect(decimalString('18446744073709551615', 9)).toBe('18446744073.709551615');
  expect(decimalString('42', 0)).toBe('42');
  expect(decimalString('-42', 0)).toBe('-42');
});

test('times are ISO-8601 UTC', () => {
  expect(isoTime(1_700_000_000)).toBe('2023-11-14T22:13:20.000Z');
  expect(isoTime(null)).toBe('');
});

test('rows in column order, GOR named and given the native mint id', () => {
  const t = transferCsvRow({
    signature: 's',
    slot: 9,
    block_time: 0,
    action: 'close',
    direction: 'out',
    source: 'A',
    destination: 'B',
    source_owner: 'O',
    destination_owner: null,
    mint: null,
    amount: '2500000000',
    decimals: 9,
    symbol: null,
  });
  expect(t).toEqual([
    's',
    '9',
    '1970-01-01T00:00:00.000Z',
    'CLOSE',
    'out',
    'O',
    'B',
    'A',
    'B',
    'GOR',
    'So11111111111111111111111111111111111111112',
    '-2.500000000',
    '-2500000000',
    '9',
  ]);
  const b = balanceCsvRow({
    signature: 's',
    slot: 1,
    block_time: null,
    action: 'transfer',
    account: 'Acc',
    mint: 'M',
    decimals: 2,
    pre_amount: '100',
    post_amount: '50',
    change: '-50',
    symbol: 'TRASH',
  });
  expect(b).toEqual(['s', '1', '', 'TRANSFER', 'Acc', 'TRASH', 'M', '-0.50', '1.00', '0.50', '-50', '2']);
});

test('a recorded swap paid in GOR through a wrapped account: its row is the GOR paid, its CSV both legs', () => {
  const body = JSON.parse(
    fs.readFileSync(path.join(__dirname, 'fixtures/idl/transactions/jeffro-jupiter-route-1.json'), 'utf8'),
  ) as unknown[];
  const out = decodeRpcFile(body[0]);
  if (out.kind !== 'transaction') throw new Error('not a transaction');
  const W = out.transaction.feePayer;
  const rows = walletTransferRows(out.transaction).filter((r) => r.address === W);
  const [row] = groupTransfers(rows);
  expect([row.lead.action, row.lead.mint, row.lead.direction, row.amount, row.movements]).toEqual([
    'transfer',
    null,
    'out',
    '400000000',
    rows.length,
  ]);
  const lines = rows.map((r) => transferCsvRow({ ...r, symbol: null }));
  const at = (c: (typeof WALLET_TRANSFERS_CSV_COLUMNS)[number]) => WALLET_TRANSFERS_CSV_COLUMNS.indexOf(c);
  const legs = lines.map((l) => [l[at('token')], l[at('direction')], l[at('amount')]]);
  expect(legs).toContainEqual(['GOR', 'out', '-0.400000000']);
  expect(legs).toContainEqual(['', 'in', '3861519.639304']);
});
