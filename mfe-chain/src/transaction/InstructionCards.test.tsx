// The instruction cards and the overview's explanations on a real Jupiter route swap.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { JUPITER_ROUTE, failedJupiterRoute } from '../test/realSwap';
import TransactionPage from './TransactionPage';
import type { TransactionDetail } from 'shared-api';

const SIG = JUPITER_ROUTE.signature;
const path = '/tx/:signature';
const url = `/tx/${SIG}`;

beforeEach(() => {
  Object.assign(navigator, { clipboard: { writeText: jest.fn(async () => undefined) } });
});

async function show(tx: TransactionDetail, tokens: Array<{ mint: string; symbol: string }> = []) {
  installFetchStub({ [`/api/transaction/${SIG}`]: { body: tx }, '/api/tokens': { body: tokens } });
  renderWithProviders(<TransactionPage />, { path, url });
  return screen.findByRole('list', { name: 'Instructions' });
}

/** What a reader sees: the text without hidden descriptions. */
function seen(el: HTMLElement): string {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[hidden]').forEach((h) => h.remove());
  return copy.textContent ?? '';
}

const card = (list: HTMLElement, n: string) =>
  within(list).getByRole('listitem', { name: new RegExp(`^#${n.replace('.', '\\.')} `) });

test('each card: number, chip with its argument, program link, compute units', async () => {
  const list = await show(JUPITER_ROUTE);
  const cards = list.querySelectorAll(':scope > li');
  expect(cards).toHaveLength(7);
  const limit = card(list, '1');
  expect(within(limit).getByText('Set Compute Unit Limit: 103,335')).toBeInTheDocument();
  expect(within(limit).getByRole('link', { name: 'Compute Budget Program' })).toHaveAttribute(
    'href',
    '/address/ComputeBudget111111111111111111111111111111',
  );
  expect(
    within(card(list, '2')).getByText('Set Compute Unit Price: 95,948 micro-lamports'),
  ).toBeInTheDocument();
  const route = card(list, '6');
  expect(within(route).getByText('Route')).toBeInTheDocument();
  // the program link is the card's own; its inner cards (a Jupiter event among them) have theirs
  expect(within(route).getAllByRole('link', { name: 'Jupiter Aggregator v6' })[0]).toHaveAttribute(
    'href',
    '/address/JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4',
  );
  expect(within(route).getByText('48,752 CU')).toBeInTheDocument();
  expect(within(route).getAllByText("Decoded with the program's IDL")[0]).toBeInTheDocument();
});

test('accounts: named by the decoder, writable and signer marked, long lists folded', async () => {
  const list = await show(JUPITER_ROUTE);
  const route = card(list, '6');
  const accounts = within(route).getAllByRole('list')[0];
  const rows = () => within(accounts).getAllByRole('listitem');
  expect(rows()).toHaveLength(8);
  expect(within(rows()[1]).getByText('userTransferAuthority')).toBeInTheDocument();
  expect(within(rows()[1]).getByText('Signer')).toBeInTheDocument();
  expect(within(rows()[1]).getByText('Writable')).toBeInTheDocument();
  expect(within(rows()[0]).getByText('tokenProgram')).toBeInTheDocument();
  expect(within(rows()[0]).queryByText('Writable')).toBeNull();
  const more = within(route).getByRole('button', { name: 'Show all 27 accounts' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(more);
  expect(rows()).toHaveLength(27);
  // past the IDL's named accounts, the route's remaining accounts by position
  expect(within(rows()[9]).getByText('Account 10')).toBeInTheDocument();
  expect(within(route).getByRole('button', { name: 'Show fewer accounts' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('arguments: amounts by the display rules, nested route plan readable, raw data on demand', async () => {
  const list = await show(JUPITER_ROUTE);
  const route = card(list, '6');
  const args = within(route).getAllByText('Arguments')[0].parentElement!;
  expect(within(args).getByText('0.400000 GOR')).toBeInTheDocument();
  expect(within(args).getByText('3,861,519.639304 3p7eCg...pump')).toBeInTheDocument();
  expect(within(args).getByText('slippageBps').nextElementSibling).toHaveTextContent('80');
  // routePlan: a list of steps, each a struct of named fields
  const plan = within(args).getByText('routePlan').nextElementSibling as HTMLElement;
  expect(within(plan).getByText('swap').nextElementSibling).toHaveTextContent('Raydium');
  expect(within(plan).getByText('percent').nextElementSibling).toHaveTextContent('100');
  // decoded: the hex is one click away, with its length and a copy
  const raw = within(route).getByRole('button', { name: 'Show raw data (35 bytes)' });
  fireEvent.click(raw);
  expect(within(route).getByLabelText(/Raw data of instruction #6, hex, 35 bytes/)).toHaveTextContent(
    /^e517cb977ae3ad2a01000000076400010084d717/,
  );
  fireEvent.click(within(route).getByRole('button', { name: 'Copy raw data of instruction #6' }));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith(JUPITER_ROUTE.instructions[5].dataHex);
  expect(await screen.findByText('Copied!')).toBeInTheDocument();
});

test('inner instructions: numbered under their parent, expanded the same way, events shown', async () => {
  const list = await show(JUPITER_ROUTE);
  const route = card(list, '6');
  const inner = within(route).getByRole('list', { name: 'Inner instructions of #6' });
  const innerCards = inner.querySelectorAll(':scope > li');
  expect([...innerCards].map((c) => c.getAttribute('data-path'))).toEqual(['6.1', '6.2', '6.3', '6.4']);
  const swap = card(inner, '6.1');
  expect(within(swap).getByText('Swap Base In')).toBeInTheDocument();
  expect(within(swap).getByRole('link', { name: 'Raydium AMM v4' })).toBeInTheDocument();
  expect(within(swap).getByText("Decoded with the program's public layout")).toBeInTheDocument();
  expect(within(swap).getByText('29,660 CU')).toBeInTheDocument();
  const event = card(inner, '6.4');
  expect(within(event).getByText('SwapEvent')).toBeInTheDocument();
  expect(within(event).getByText('outputAmount').nextElementSibling).toHaveTextContent(
    '3,861,519.639304 3p7eCg...pump',
  );
  // folding them is a button a keyboard reaches, telling its state
  const toggle = within(route).getByRole('button', { name: 'Hide inner instructions (4)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(toggle);
  expect(within(route).queryByRole('list', { name: 'Inner instructions of #6' })).toBeNull();
  expect(within(route).getByRole('button', { name: 'Show inner instructions (4)' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('an undecoded instruction shows its raw data at once', async () => {
  const tx: TransactionDetail = {
    ...JUPITER_ROUTE,
    instructions: [
      {
        ...JUPITER_ROUTE.instructions[5],
        decodedBy: 'none',
        name: null,
        label: 'Unknown',
        args: [],
        innerInstructions: [],
      },
    ],
  };
  const list = await show(tx);
  const only = card(list, '6');
  expect(within(only).getByText('Not decoded')).toBeInTheDocument();
  expect(within(only).getByText('Raw data (35 bytes)')).toBeInTheDocument();
  expect(within(only).queryByRole('button', { name: /Show raw data/ })).toBeNull();
  expect(within(only).getByRole('button', { name: 'Copy raw data of instruction #6' })).toBeInTheDocument();
});

test('the overview says what it did: a swap, its amounts exact on focus', async () => {
  jest.useFakeTimers();
  try {
    await show(JUPITER_ROUTE);
    const line = screen.getByTestId('tx-action');
    expect(seen(line)).toBe('Swapped 0.400000 GOR for 3,861,519.639304 3p7eCg...pump');
    const amount = within(line).getByText('0.400000 GOR');
    // reachable by keyboard, described for a screen reader, the tooltip after the spec's delay
    expect(amount).toHaveAttribute('tabindex', '0');
    expect(amount).toHaveAccessibleDescription('Exactly 0.4 GOR');
    act(() => amount.focus());
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Exactly 0.4 GOR');
  } finally {
    jest.useRealTimers();
  }
});

test('fees apart: base and priority with price × limit, the exact fee is what Copy copies', async () => {
  await show(JUPITER_ROUTE);
  const overview = screen.getByText('Overview').closest('section')!;
  const row = (label: string) =>
    within(overview).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
  expect(row('Fee')).toHaveTextContent('0.000015 GOR');
  expect(within(row('Fee')).getByText('0.000015 GOR')).toHaveAccessibleDescription('Exactly 0.000014915 GOR');
  expect(row('Base Fee')).toHaveTextContent('0.000005 GOR');
  expect(seen(row('Priority Fee'))).toBe(
    '0.000010 GOR(compute-unit price 95,948 micro-lamports × limit 103,335 CU)',
  );
  fireEvent.click(within(row('Fee')).getByRole('button', { name: 'Copy fee' }));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith('0.000014915');
  expect(await screen.findByText('Copied!')).toBeInTheDocument();
  expect(within(row('Signers')).getByRole('link', { name: /3huskH/ })).toBeInTheDocument();
  expect(within(row('Signers')).getByText('Fee Payer')).toBeInTheDocument();
  expect(row('Recent Blockhash')).toHaveTextContent('E5fRtPC8TdcMwhMhu85b2bTYzPeJdLAAfYhWRw8TB2av');
  expect(row('Version')).toHaveTextContent('Version 0');
  // the lookup table with each address it loaded, by index and access
  const tables = screen.getByText('Address Lookup Tables').closest('section')!;
  expect(within(tables).getByText(/6 accounts loaded from 1 lookup table/)).toBeInTheDocument();
  const entries = within(tables).getByRole('list', { name: /^Addresses loaded from DtfiVQ/ });
  const items = within(entries).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    'index 1086h4fzv...6bpmWritable',
    'index 109CWXFLY...TMLVWritable',
    'index 106Ho28uu...7NbyWritable',
    'index 16So1111...1112Read-only',
    'index 05Q544f...e4j1Read-only',
    'index 2675kPX...1Mp8Read-only',
  ]);
});

test('a failed swap: the failure near the status, linked to its card, the card marked in words', async () => {
  const list = await show(failedJupiterRoute());
  expect(screen.getByTestId('tx-action')).toHaveTextContent('Failed: slippage tolerance exceeded');
  const failure = screen.getByRole('link', {
    name: 'Instruction #6 failed: custom program error 0x1771 (6001 SlippageToleranceExceeded — Slippage tolerance exceeded)',
  });
  expect(failure).toHaveAttribute('href', '#ix-6');
  const failing = card(list, '6');
  expect(failing).toHaveAccessibleName('#6 Route Jupiter Aggregator v6 Failed');
  expect(within(failing).getAllByText('Failed')[0]).toBeInTheDocument();
  expect(list.querySelectorAll('[data-failed]')).toHaveLength(1);
  fireEvent.click(failure);
  expect(failing).toHaveFocus();
});

test('a failure in an inner instruction: the inner card is the one marked and the link goes there', async () => {
  const list = await show(failedJupiterRoute(true));
  const failure = screen.getByRole('link', { name: /^Instruction #6\.1 failed/ });
  expect(failure).toHaveAttribute('href', '#ix-6-1');
  const inner = card(within(list).getByRole('list', { name: 'Inner instructions of #6' }), '6.1');
  expect(inner).toHaveAttribute('data-failed', 'true');
  expect(card(list, '6')).not.toHaveAttribute('data-failed');
  fireEvent.click(failure);
  expect(inner).toHaveFocus();
  // folded away by the reader, the link opens the list again and still lands on the card
  fireEvent.click(within(card(list, '6')).getByRole('button', { name: /^Hide inner instructions/ }));
  expect(document.getElementById('ix-6-1')).toBeNull();
  fireEvent.click(failure);
  expect(document.getElementById('ix-6-1')).toHaveFocus();
});

test('a token the answer left unnamed is named by the token list in the sentence', async () => {
  await show(JUPITER_ROUTE, [{ mint: '3p7eCgdQx1RiJUfr4t7Z8w6DpVbP7CMa9Z6Ff69tpump', symbol: 'PUMP' }]);
  await waitFor(() =>
    expect(seen(screen.getByTestId('tx-action'))).toBe('Swapped 0.400000 GOR for 3,861,519.639304 PUMP'),
  );
});
