import { cleanup, fireEvent, render, screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { searchTarget } from 'shared-api';
import { EntityPathsProvider } from '../navigation/entityLinks';
import { ENTITY_PAGES, entityPathsOf } from '../testing/render';
import { ThemeModeProvider } from '../theme/ThemeMode';
import { ToastProvider, Toaster } from '../toast/Toast';
import { SearchBox, type SearchAdapter, type SearchBoxProps, type Suggestion } from './SearchBox';

const ADDR = 'So11111111111111111111111111111111111111112';
const SIG = '5'.repeat(87);

function classify(text: string): Suggestion[] {
  const t = text.trim();
  if (t.length === 87) return [{ type: 'transaction', value: t, label: `Transaction ${t}` }];
  if (t.length >= 32 && t.length <= 44) return [{ type: 'address', value: t, label: `Address ${t}` }];
  if (/^\d+$/.test(t)) return [{ type: 'block', value: t, label: `Block #${t}` }];
  if (t.length >= 80)
    return [
      { type: 'address', value: t, label: `Address ${t}` },
      { type: 'transaction', value: t, label: `Transaction ${t}` },
    ];
  return [];
}

function adapter(over: Partial<SearchAdapter> = {}): SearchAdapter {
  return {
    classify,
    lookupType: jest.fn(async () => ({ type: 'account', exists: true })),
    resolve: jest.fn(async () => ({ type: 'unknown', value: null })),
    target: searchTarget,
    ...over,
  };
}

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function setup(a: SearchAdapter, props: Partial<SearchBoxProps> = {}, resolve = entityPathsOf()) {
  render(
    <ThemeModeProvider initialMode="dark">
      <ToastProvider>
        <MemoryRouter initialEntries={['/start']}>
          <EntityPathsProvider resolve={resolve}>
            <label>
              Other field
              <input />
            </label>
            <SearchBox adapter={a} lookupDelayMs={0} {...props} />
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </EntityPathsProvider>
        </MemoryRouter>
        <Toaster />
      </ToastProvider>
    </ThemeModeProvider>,
  );
  return screen.getByRole('combobox');
}

test('empty submit toasts Search Error / Please enter a search query', async () => {
  const input = setup(adapter());
  fireEvent.submit(input.closest('form')!);
  expect(await screen.findByText('Search Error')).toBeInTheDocument();
  expect(screen.getByText('Please enter a search query')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/start');
});

test('exactly one suggestion navigates at once (block)', async () => {
  const input = setup(adapter());
  await userEvent.type(input, '42{enter}');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/block/42'));
});

test('signature goes to /tx', async () => {
  const input = setup(adapter());
  fireEvent.change(input, { target: { value: SIG } });
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/tx/${SIG}`));
});

test('address becomes a token when the lookup says so', async () => {
  const input = setup(adapter({ lookupType: async () => ({ type: 'token', exists: true }) }));
  fireEvent.change(input, { target: { value: ADDR } });
  expect(await screen.findByRole('option', { name: /token/i })).toBeInTheDocument();
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/token/${ADDR}`));
});

test('a failing address lookup is logged and treated as an address', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const input = setup(adapter({ lookupType: async () => Promise.reject(new Error('x')) }));
  fireEvent.change(input, { target: { value: ADDR } });
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/address/${ADDR}`));
  expect(spy).toHaveBeenCalledWith('Error checking address type', expect.any(Error));
  spy.mockRestore();
});

test('several suggestions show a list; keyboard picks one', async () => {
  const long = 'a'.repeat(82);
  const input = setup(adapter());
  fireEvent.change(input, { target: { value: long } });
  fireEvent.submit(input.closest('form')!);
  const options = await screen.findAllByRole('option');
  expect(options).toHaveLength(2);
  expect(screen.getByTestId('where')).toHaveTextContent('/start');
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/tx/${long}`));
});

test('no suggestion: the resolver routes by type, or to /?search=', async () => {
  const resolve = jest.fn(async (q: string) =>
    q === 'GOR' ? { type: 'token', value: ADDR } : { type: 'unknown', value: null },
  );
  const input = setup(adapter({ resolve }));
  fireEvent.change(input, { target: { value: 'GOR' } });
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/token/${ADDR}`));
  fireEvent.change(input, { target: { value: 'hello there' } });
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/?search=hello%20there'));
});

test('resolver failure toasts Failed to process search query', async () => {
  const input = setup(adapter({ resolve: async () => Promise.reject(new Error('500')) }));
  fireEvent.change(input, { target: { value: 'xyz' } });
  await act(async () => {
    fireEvent.submit(input.closest('form')!);
  });
  expect(await screen.findByText('Failed to process search query')).toBeInTheDocument();
});

test('Escape closes the list; clicking a suggestion navigates', async () => {
  const input = setup(adapter());
  fireEvent.change(input, { target: { value: '77' } });
  expect(await screen.findByRole('listbox')).toBeInTheDocument();
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  fireEvent.focus(input);
  fireEvent.click(await screen.findByRole('option'));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/block/77'));
});

test("'/' focuses the box from anywhere but a text field, and is typed normally inside one", async () => {
  const input = setup(adapter(), { compact: true, focusOnSlash: true });
  expect(input).toHaveAttribute('aria-keyshortcuts', '/');
  const other = screen.getByLabelText('Other field');
  other.focus();
  await userEvent.keyboard('/');
  expect(other).toHaveFocus();
  expect(other).toHaveValue('/');
  other.blur();
  await userEvent.keyboard('/');
  expect(input).toHaveFocus();
  expect(input).toHaveValue('');
});

test("without focusOnSlash '/' does nothing", async () => {
  const input = setup(adapter());
  await userEvent.keyboard('/');
  expect(input).not.toHaveFocus();
});

test('a name shows the token search results as suggestions; picking one opens the token', async () => {
  const suggestRemote = jest.fn(async (q: string) =>
    q === 'bon' ? [{ type: 'token' as const, value: ADDR, label: 'BONK — Bonk' }] : [],
  );
  const input = setup(adapter({ suggestRemote }));
  fireEvent.change(input, { target: { value: 'bon' } });
  const option = await screen.findByRole('option', { name: /BONK — Bonk/ });
  fireEvent.click(option);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/token/${ADDR}`));
});

test("the coin's name finds the coin alone, not the tokens whose names contain it", async () => {
  const suggestRemote = jest.fn(async () => [
    { type: 'token' as const, value: ADDR, label: 'GORT — Gorilla Trash' },
  ]);
  const withCoin = (t: string): Suggestion[] =>
    t.trim().toLowerCase() === 'gor'
      ? [{ type: 'coin', value: 'GOR', label: 'GOR — Gorbagana native coin' }]
      : classify(t);
  const input = setup(adapter({ classify: withCoin, suggestRemote }));
  fireEvent.change(input, { target: { value: 'gor' } });
  expect(await screen.findByRole('option', { name: /GOR — Gorbagana native coin/ })).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.getAllByRole('option')).toHaveLength(1);
  expect(suggestRemote).not.toHaveBeenCalled();
  fireEvent.change(input, { target: { value: 'gort' } });
  expect(await screen.findByRole('option', { name: /GORT — Gorilla Trash/ })).toBeInTheDocument();
});

test('the server is not asked about addresses or one letter', async () => {
  const suggestRemote = jest.fn(async () => []);
  const input = setup(adapter({ suggestRemote }));
  for (const q of [ADDR, 'b']) fireEvent.change(input, { target: { value: q } });
  await new Promise((r) => setTimeout(r, 20));
  expect(suggestRemote).not.toHaveBeenCalled();
});

test('a number is offered as a block only as the server answers: existing, or not yet produced', async () => {
  const suggestRemote = jest.fn(async (q: string) =>
    q === '12'
      ? [{ type: 'block' as const, value: '12', label: 'Block #12' }]
      : q === '999'
        ? [
            {
              type: 'block' as const,
              value: '999',
              label: 'Block #999 (not yet produced)',
              notYetProduced: true,
            },
          ]
        : [],
  );
  const input = setup(adapter({ suggestRemote, lookupType: jest.fn() }));
  fireEvent.change(input, { target: { value: '999' } });
  // Before the answer nothing claims the block exists.
  expect(screen.queryByRole('option', { name: /Block #999$/ })).toBeNull();
  expect(await screen.findByRole('option', { name: /Block #999 \(not yet produced\)/ })).toBeInTheDocument();
  expect(screen.getAllByRole('option')).toHaveLength(1);
  fireEvent.change(input, { target: { value: '400' } });
  await waitFor(() => expect(suggestRemote).toHaveBeenCalledWith('400', expect.anything(), undefined));
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  fireEvent.change(input, { target: { value: '12' } });
  expect(await screen.findByRole('option', { name: /Block #12/ })).toBeInTheDocument();
});

test('a pasted link is read for its entity and leads to this site’s page of it', async () => {
  const link = `https://solscan.io/account/${ADDR}`;
  const readLink = jest.fn(async (t: string) =>
    t === link ? [{ type: 'address' as const, value: ADDR, label: `Address ${ADDR}` }] : [],
  );
  const resolve = jest.fn(async () => ({ type: 'unknown', value: null }));
  const input = setup(adapter({ classify: () => [], readLink, resolve }));
  fireEvent.change(input, { target: { value: link } });
  expect(await screen.findByRole('option', { name: new RegExp(`Address ${ADDR}`) })).toBeInTheDocument();
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/address/${ADDR}`));
  expect(resolve).not.toHaveBeenCalled();
});

test('a link submitted before its reader answered while typing is read on submit', async () => {
  const readLink = jest.fn(async () => [{ type: 'transaction' as const, value: SIG, label: 'Transaction' }]);
  const input = setup(adapter({ classify: () => [], readLink }), { lookupDelayMs: 10_000 });
  fireEvent.change(input, { target: { value: `https://explorer.solana.com/tx/${SIG}` } });
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/tx/${SIG}`));
});

test('a block named by its slot goes to the block the server finds at that slot', async () => {
  const slotLink = (t: string): Suggestion[] =>
    t === 'https://solscan.io/block/77'
      ? [{ type: 'block', value: '77', label: 'Block at slot 77', slot: true }]
      : classify(t);
  const suggestRemote = jest.fn(async (q: string, _s?: AbortSignal, slot?: boolean) =>
    slot && q === '77' ? [{ type: 'block' as const, value: '70', label: 'Block #70 (slot 77)' }] : [],
  );
  const input = setup(adapter({ classify: slotLink, suggestRemote }));
  fireEvent.change(input, { target: { value: 'https://solscan.io/block/77' } });
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/block/70'));
});

test('a name the server finds several things for shows them on Enter; Enter again opens the first', async () => {
  const PROGRAM = '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8';
  const suggestRemote = jest.fn(async () => [
    { type: 'address' as const, value: PROGRAM, label: 'Program: Raydium AMM v4' },
    { type: 'address' as const, value: ADDR, label: 'Program: Raydium CPMM' },
  ]);
  const resolve = jest.fn(async () => ({ type: 'unknown', value: null }));
  const input = setup(adapter({ suggestRemote, resolve }));
  await userEvent.type(input, 'Raydium');
  expect(await screen.findByRole('option', { name: /Raydium AMM v4/ })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}{Enter}');
  expect(screen.getAllByRole('option')).toHaveLength(2);
  expect(input).toHaveAttribute('aria-activedescendant');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/address/${PROGRAM}`));
  expect(resolve).not.toHaveBeenCalled();
});

test('leads where the declarations put the entity’s page; with none, to the no-result page', async () => {
  const moved = ENTITY_PAGES.map((p) => (p.entity === 'block' ? { ...p, path: '/blocks/:n' } : p));
  const input = setup(adapter(), {}, entityPathsOf(moved));
  await userEvent.type(input, '42{enter}');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/blocks/42'));
  cleanup();
  const without = setup(adapter(), {}, entityPathsOf(ENTITY_PAGES.filter((p) => p.entity !== 'block')));
  await userEvent.type(without, '42{enter}');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/?search=42'));
});

test('text longer than the resolver takes goes straight to the no-result page', async () => {
  const resolve = jest.fn(async () => ({ type: 'unknown', value: null }));
  const input = setup(adapter({ resolve, classify: () => [] }));
  const long = 'q'.repeat(200);
  fireEvent.change(input, { target: { value: long } });
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/?search=${long}`));
  expect(resolve).not.toHaveBeenCalled();
});
