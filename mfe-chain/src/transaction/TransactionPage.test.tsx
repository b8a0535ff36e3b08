import { fireEvent, screen, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { ADDR, ADDR2, SIG, txDetail } from '../test/fixtures';
import { pages } from '../pages';
import TransactionPage from './TransactionPage';

const path = '/tx/:signature';
const url = `/tx/${SIG}`;
const tokens = {
  '/api/tokens': { body: [{ mint: 'Mint111111111111111111111111111111111111111', symbol: 'TRASH' }] },
};

beforeEach(() => {
  Object.assign(navigator, { clipboard: { writeText: jest.fn(async () => undefined) } });
});

test('loading shows a skeleton', () => {
  installFetchStub({});
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  renderWithProviders(<TransactionPage />, { path, url });
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
});

test('data: overview, fee, transfers, minted, accounts with Show More/Less, summary, actions', async () => {
  installFetchStub({ [`/api/transaction/${SIG}`]: { body: txDetail() }, ...tokens });
  renderWithProviders(<TransactionPage />, { path, url });
  // the fee, and the base fee it all is
  expect(await screen.findAllByText('0.000005 GOR')).toHaveLength(2);
  expect(screen.getAllByText('✓ Success').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: '#4,990' })).toHaveAttribute('href', '/block/4990');
  expect(screen.getAllByText('1.00 GOR').length).toBeGreaterThan(1);
  expect(await screen.findByText('2.5 TRASH')).toBeInTheDocument();
  // accounts: 7 entries, 5 shown until Show More
  const card = screen.getByText('Account Inputs and Outputs (7)').closest('section')!;
  expect(within(card).getAllByText(/^Pre:/)).toHaveLength(5);
  expect(within(card).getAllByText('Signer')).toHaveLength(1);
  expect(within(card).getAllByText('Fee Payer')).toHaveLength(1);
  expect(within(card).getAllByText('Writable')).toHaveLength(2);
  expect(within(card).getByText('-1.00 GOR')).toBeInTheDocument();
  fireEvent.click(within(card).getByRole('button', { name: /Show More/ }));
  expect(within(card).getAllByText(/^Pre:/)).toHaveLength(7);
  fireEvent.click(within(card).getByRole('button', { name: 'Show Less' }));
  expect(within(card).getAllByText(/^Pre:/)).toHaveLength(5);
  // summary + actions
  const summary = screen.getByText('Summary').closest('section')!;
  expect(within(summary).getByText('Fee Payer').nextSibling).toHaveTextContent('Fee1Pa...1111');
  fireEvent.click(screen.getByRole('button', { name: 'Copy Signature' }));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith(SIG);
  expect(await screen.findByText('Copied!')).toBeInTheDocument();
  // the button is marked copied (for 2 s)
  expect(await screen.findByText('✓ Copy Signature')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Block' })).toHaveAttribute('href', '/block/4990');
  expect(screen.getAllByRole('link', { name: /Dest11/ })[0]).toHaveAttribute('href', `/address/${ADDR2}`);
  expect(screen.getAllByRole('link', { name: /Fee1Pa/ })[0]).toHaveAttribute('href', `/address/${ADDR}`);
});

test('failed transaction shows red Failed and its error', async () => {
  installFetchStub({
    [`/api/transaction/${SIG}`]: { body: txDetail({ status: 'failed', err: 'InsufficientFunds' }) },
    ...tokens,
  });
  renderWithProviders(<TransactionPage />, { path, url });
  expect((await screen.findAllByText('✕ Failed')).length).toBeGreaterThan(0);
  expect(screen.getByText('InsufficientFunds')).toBeInTheDocument();
});

test('empty instructions: No specific actions detected', async () => {
  installFetchStub({
    [`/api/transaction/${SIG}`]: { body: txDetail({ instructions: [], transfers: [], mintedTokens: [] }) },
    ...tokens,
  });
  renderWithProviders(<TransactionPage />, { path, url });
  expect(await screen.findByText('No specific actions detected')).toBeInTheDocument();
});

test('not found: 404 gives Transaction Not Found', async () => {
  installFetchStub({
    [`/api/transaction/${SIG}`]: { status: 404, body: { message: 'Transaction Not Found' } },
  });
  renderWithProviders(<TransactionPage />, { path, url });
  expect(await screen.findByText('Transaction Not Found')).toBeInTheDocument();
  expect(screen.getByText(/does not exist or has not been processed yet/)).toBeInTheDocument();
});

test('error: a 500 shows the error with Retry', async () => {
  installFetchStub({ [`/api/transaction/${SIG}`]: { status: 500, body: 'boom' } });
  renderWithProviders(<TransactionPage />, { path, url });
  expect(await screen.findByText('500: boom')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('mainnet shows Mainnet Under Construction and makes no call', () => {
  const f = installFetchStub({});
  renderWithProviders(<TransactionPage />, { path, url, network: 'mainnet', declared: pages });
  expect(screen.getByText('Mainnet Under Construction')).toBeInTheDocument();
  expect(f).not.toHaveBeenCalled();
});

test('fee in USD with 8 decimals when the GOR price is known', async () => {
  installFetchStub({
    [`/api/transaction/${SIG}`]: { body: txDetail() },
    '/api/gor/price': { body: { price: 2, change24h: 0, marketCap: 0, volume24h: 0, source: 'remote' } },
    ...tokens,
  });
  renderWithProviders(<TransactionPage />, { path, url });
  expect(await screen.findByText('≈ $0.00001000')).toBeInTheDocument();
  expect(screen.getAllByText('0.000005 GOR')).toHaveLength(2);
});

test('fee without a price feed: says so, no dollar figure', async () => {
  installFetchStub({
    [`/api/transaction/${SIG}`]: { body: txDetail() },
    '/api/gor/price': {
      body: { price: null, change24h: null, marketCap: null, volume24h: null, source: 'none' },
    },
    ...tokens,
  });
  renderWithProviders(<TransactionPage />, { path, url });
  expect(await screen.findByText(/No price feed/)).toBeInTheDocument();
  expect(screen.queryByText(/≈ \$/)).not.toBeInTheDocument();
});

test('complete page: version, compute units, per-instruction units, inner names, logs, token changes, lookup accounts', async () => {
  const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
  const base = txDetail();
  const ix = base.instructions[0];
  const detail = txDetail({
    version: '0',
    computeUnitsConsumed: 285017,
    lookupAccounts: [ADDR2],
    addressTableLookups: [
      {
        table: 'Tab1e11111111111111111111111111111111111111',
        entries: [{ index: 7, address: ADDR2, writable: true }],
      },
    ],
    instructions: [
      {
        ...ix,
        // the answer has no units for it: the logs tell them
        computeUnits: null,
        innerInstructions: [
          {
            ...ix,
            index: 0,
            path: '1.1',
            programId: TOKEN,
            programName: 'spl-token',
            type: 'transferChecked',
            name: 'transferChecked',
            label: 'Transfer Checked',
            computeUnits: 6239,
          },
        ],
      },
    ],
    logMessages: [
      `Program ${ix.programId} invoke [1]`,
      `Program ${TOKEN} invoke [2]`,
      'Program log: Instruction: TransferChecked',
      `Program ${TOKEN} consumed 6239 of 400000 compute units`,
      `Program ${TOKEN} success`,
      'Program log: Error: insufficient funds',
      `Program ${ix.programId} consumed 71018 of 470558 compute units`,
      `Program ${ix.programId} failed: custom program error: 0x1`,
    ],
    tokenBalanceChanges: [
      {
        account: 'Acct21111111111111111111111111111111111111',
        owner: ADDR,
        mint: 'Mint111111111111111111111111111111111111111',
        decimals: 1,
        preAmount: '50',
        postAmount: '25',
        change: '-25',
      },
    ],
  });
  installFetchStub({ [`/api/transaction/${SIG}`]: { body: detail }, ...tokens });
  renderWithProviders(<TransactionPage />, { path, url });
  const overview = (await screen.findByText('Overview')).closest('section')!;
  expect(within(overview).getByText('Version 0')).toBeInTheDocument();
  expect(within(overview).getByText('285,017 CU')).toBeInTheDocument();
  const instructions = screen.getByText(/^Instructions \(/).closest('section')!;
  expect(within(instructions).getByText('71,018 CU')).toBeInTheDocument();
  const inner = within(instructions).getByRole('listitem', { name: /^#1\.1 Transfer Checked Token Program/ });
  expect(within(inner).getByText('6,239 CU')).toBeInTheDocument();
  const logs = screen.getByText('Program Logs (8 lines)').closest('section')!;
  expect(within(logs).getByText('Failed')).toBeInTheDocument();
  const failing = logs.querySelectorAll('li.fail');
  expect([...failing].map((l) => l.textContent)).toEqual([
    '✕ Program log: Error: insufficient funds',
    `✕ Program ${ix.programId} failed: custom program error: 0x1`,
  ]);
  const changes = screen.getByText('Token Balance Changes (1)').closest('section')!;
  expect(await within(changes).findByText('-2.5 TRASH')).toBeInTheDocument();
  const lookups = screen.getByText('Address Lookup Tables').closest('section')!;
  expect(within(lookups).getByText(/1 account loaded from 1 lookup table/)).toBeInTheDocument();
  expect(within(lookups).getByText('index 7')).toBeInTheDocument();
  expect(within(lookups).getByText('Writable')).toBeInTheDocument();
  const accounts = screen.getByText('Account Inputs and Outputs (7)').closest('section')!;
  expect(within(accounts).getAllByText('Lookup Table')).toHaveLength(1);
});
