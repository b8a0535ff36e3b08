import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { knownAccountName, SYSVAR_RENT } from 'shared-api/programs';
import { installFetchStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { ADDR, ADDR2, addressDetail, holdings, page, price } from '../test/fixtures';
import AddressPage from './AddressPage';

const path = '/address/:address';
const url = `/address/${ADDR}`;
const base = {
  '/api/gor/price': { body: price },
  [`/api/address/${ADDR}/holdings`]: { body: holdings },
};

beforeEach(() => {
  Object.assign(navigator, { clipboard: { writeText: jest.fn(async () => undefined) } });
});

test('loading shows a skeleton', () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  renderWithProviders(<AddressPage />, { path, url });
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
});

test('data: overview, summary, statistics, actions, transactions', async () => {
  installFetchStub({
    ...base,
    [`/api/address/${ADDR}`]: { body: addressDetail() },
    [`/api/address/${ADDR}/transactions/paginated`]: {
      body: page(3, { hasMore: false, nextCursor: null, total: 3 }),
    },
  });
  renderWithProviders(<AddressPage />, { path, url });
  expect(await screen.findByText('Standard Wallet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Address Details' })).toBeInTheDocument();
  expect(screen.getAllByText(/2\.50 GOR/).length).toBeGreaterThan(0);
  const summary = screen.getByText('Summary').closest('section')!;
  expect(within(summary).getByText('Account')).toBeInTheDocument();
  expect(within(summary).getByText('View Below')).toBeInTheDocument();
  expect(within(summary).getByText('$0.03')).toBeInTheDocument();
  const statsCard = screen.getByText('Statistics').closest('section')!;
  expect(within(statsCard).getByText(/2 hours ago/)).toBeInTheDocument();
  expect(within(statsCard).getByText(/2 mins ago/)).toBeInTheDocument();
  // Totals from the index where it counted them all; a dash where it did not.
  expect(within(statsCard).getByText('1.50 GOR')).toBeInTheDocument();
  expect(within(statsCard).getByText('—')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Copy Short' }));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith('Fee1Pa...1111');
  expect(await screen.findAllByRole('link', { name: /xxxx/ })).toHaveLength(3);
  expect(screen.getByText('Transactions (3)')).toBeInTheDocument();
});

test('an address whose history the index does not keep says so instead of "no transactions"', async () => {
  installFetchStub({
    ...base,
    [`/api/address/${ADDR}`]: { body: addressDetail() },
    [`/api/address/${ADDR}/transactions/paginated`]: {
      body: page(0, { hasMore: false, nextCursor: null, total: 0, historyKept: false }),
    },
  });
  renderWithProviders(<AddressPage />, { path, url });
  expect(
    await screen.findByText('This address takes part in too many transactions to list them.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('No transactions found for this address.')).not.toBeInTheDocument();
  // no count of a history the list cannot show, whatever the answer says
  expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
});

test("a vote account's list says its votes are not listed; its count is of the rows listed", async () => {
  installFetchStub({
    ...base,
    [`/api/address/${ADDR}`]: {
      body: addressDetail({ type: 'vote', isValidator: true, transactionCount: 32 }),
    },
    [`/api/address/${ADDR}/transactions/paginated`]: {
      body: page(2, { hasMore: false, nextCursor: null, total: 2 }),
    },
  });
  renderWithProviders(<AddressPage />, { path, url });
  expect(await screen.findByText('Transactions (2)')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(/^Vote transactions are not listed/);
});

test('holdings dropdown: count, search by symbol/name/mint, view all link', async () => {
  installFetchStub({
    ...base,
    [`/api/address/${ADDR}`]: { body: addressDetail() },
    [`/api/address/${ADDR}/transactions/paginated`]: {
      body: page(0, { hasMore: false, nextCursor: null, total: 0 }),
    },
  });
  renderWithProviders(<AddressPage />, { path, url });
  const trigger = await screen.findByRole('button', { name: /Tokens \(2\)/ });
  fireEvent.click(trigger);
  const search = await screen.findByPlaceholderText('Search by name / symbol / address');
  expect(screen.getByRole('link', { name: /View all holdings/ })).toHaveAttribute(
    'href',
    `/address/${ADDR}/holdings`,
  );
  expect(screen.getByText('TRASH')).toBeInTheDocument();
  fireEvent.change(search, { target: { value: 'junk' } });
  expect(screen.queryByText('TRASH')).not.toBeInTheDocument();
  expect(screen.getByText('JUNK')).toBeInTheDocument();
  fireEvent.change(search, { target: { value: 'mint111' } });
  expect(screen.getByText('TRASH')).toBeInTheDocument();
  expect(screen.getByText('1.50K')).toBeInTheDocument();
  expect(screen.getByText('No transactions found for this address.')).toBeInTheDocument();
});

test('paging keeps the cursor per page', async () => {
  const f = installFetchStub({
    ...base,
    [`/api/address/${ADDR}`]: { body: addressDetail() },
    [`/api/address/${ADDR}/transactions/paginated`]: {
      body: page(10, { hasMore: true, nextCursor: '100.1', total: 25 }),
    },
    [`/api/address/${ADDR}/transactions/paginated?cursor=100.1`]: {
      body: page(10, { hasMore: true, nextCursor: '90.2', total: 25, start: 10 }),
    },
    [`/api/address/${ADDR}/transactions/paginated?cursor=90.2`]: {
      body: page(5, { hasMore: false, nextCursor: null, total: 25, start: 20 }),
    },
  });
  renderWithProviders(<AddressPage />, { path, url });
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next →' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next →' })).toBeDisabled());
  fireEvent.click(screen.getByRole('button', { name: '← Previous' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  const urls = f.mock.calls.map((c) => String(c[0]));
  expect(urls).toContain(`/api/address/${ADDR}/transactions/paginated?cursor=100.1`);
  expect(urls).toContain(`/api/address/${ADDR}/transactions/paginated?cursor=90.2`);
});

test('the page and its cursor are in the URL: a pasted link opens that page', async () => {
  installFetchStub({
    ...base,
    [`/api/address/${ADDR}`]: { body: addressDetail() },
    [`/api/address/${ADDR}/transactions/paginated`]: {
      body: page(10, { hasMore: true, nextCursor: '100.1', total: 25 }),
    },
    [`/api/address/${ADDR}/transactions/paginated?cursor=90.2`]: {
      body: page(5, { hasMore: false, nextCursor: null, total: 25, start: 20 }),
    },
    [`/api/address/${ADDR}/transactions/paginated?cursor=100.1`]: {
      body: page(10, { hasMore: true, nextCursor: '90.2', total: 25, start: 10 }),
    },
  });
  renderWithProviders(<AddressPage />, { path, url: `${url}?page=3&before=90.2` });
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  // A pasted link knows no earlier cursor: Previous goes to the first page.
  fireEvent.click(screen.getByRole('button', { name: '← Previous' }));
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`/address/${ADDR}$`));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next →' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`/address/${ADDR}?page=2&before=100.1`);
});

test('validator: title, stake, Validator Info with APY, vote account link; master badge', async () => {
  installFetchStub({
    ...base,
    [`/api/address/${ADDR}`]: {
      body: addressDetail({
        isValidator: true,
        isMaster: true,
        type: 'validator',
        voteAccount: ADDR2,
        validator: {
          identity: ADDR,
          voteAccount: ADDR2,
          name: 'Gor',
          isActive: true,
          commission: 5,
          activatedStake: '785000000000000000',
          apy: 6.5,
        },
      }),
    },
    [`/api/address/${ADDR}/transactions/paginated`]: {
      body: page(0, { hasMore: false, nextCursor: null, total: 0 }),
    },
  });
  renderWithProviders(<AddressPage />, { path, url });
  expect(await screen.findByRole('heading', { name: /Master Validator/ })).toBeInTheDocument();
  expect(screen.getByText('Master')).toBeInTheDocument();
  const info = screen.getByText('Validator Info').closest('section')!;
  expect(within(info).getByText('Active')).toBeInTheDocument();
  expect(within(info).getByText('5%')).toBeInTheDocument();
  expect(within(info).getByText('6.50%')).toBeInTheDocument();
  const summary = screen.getByText('Summary').closest('section')!;
  expect(within(summary).getByText('Active Stake')).toBeInTheDocument();
  expect(within(summary).getByRole('link', { name: /Dest11/ })).toHaveAttribute('href', `/address/${ADDR2}`);
});

test('paginated call fails: Failed to fetch transactions and the empty state', async () => {
  installFetchStub({
    ...base,
    [`/api/address/${ADDR}`]: { body: addressDetail() },
    [`/api/address/${ADDR}/transactions/paginated`]: { status: 500, body: 'x' },
  });
  renderWithProviders(<AddressPage />, { path, url });
  expect(await screen.findByText('Failed to fetch transactions')).toBeInTheDocument();
  expect(screen.getByText('No transactions found for this address.')).toBeInTheDocument();
});

test('not found and invalid addresses', async () => {
  installFetchStub({ [`/api/address/${ADDR}`]: { status: 404, body: { message: 'Address Not Found' } } });
  renderWithProviders(<AddressPage />, { path, url });
  expect(await screen.findByText('Address Not Found')).toBeInTheDocument();
  expect(screen.getByText(/has not been indexed yet/)).toBeInTheDocument();
});

test('malformed address: Address Not Found without a call', () => {
  const f = installFetchStub({});
  renderWithProviders(<AddressPage />, { path, url: '/address/0OIl' });
  expect(screen.getByText('Address Not Found')).toBeInTheDocument();
  expect(f).not.toHaveBeenCalled();
});

test('server error shows the message', async () => {
  installFetchStub({ [`/api/address/${ADDR}`]: { status: 500, body: 'db down' } });
  renderWithProviders(<AddressPage />, { path, url });
  expect(await screen.findByText('500: db down')).toBeInTheDocument();
});

test('a mint address links to its token page', async () => {
  installFetchStub({
    ...base,
    [`/api/address/${ADDR}`]: { body: addressDetail({ isMint: true, type: 'mint' }) },
    [`/api/address/${ADDR}/transactions/paginated`]: {
      body: page(0, { hasMore: false, nextCursor: null, total: 0 }),
    },
  });
  renderWithProviders(<AddressPage />, { path, url });
  expect(await screen.findByRole('link', { name: /view token/ })).toHaveAttribute('href', `/token/${ADDR}`);
});

describe('an address named for what it is', () => {
  // Addresses of the recorded real transactions, named as the server names them (shared-api/programs).
  const JUPITER = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';
  const LOOKUP_TABLE = 'F4omQWQnyM6Fny5CA9KY4xyyNemDrp87ZHXZDwME5M8q';
  const cases = [
    { address: JUPITER, type: 'program', name: knownAccountName(JUPITER), label: 'Program (executable)' },
    {
      address: SYSVAR_RENT,
      type: 'sysvar',
      name: knownAccountName(SYSVAR_RENT),
      label: 'Sysvar',
    },
    { address: LOOKUP_TABLE, type: 'lookup_table', name: null, label: 'Address Lookup Table' },
  ] as const;

  test.each(cases)(
    '$label: the title keeps its text, the name stands beside it, both cards agree',
    async (c) => {
      installFetchStub({
        '/api/gor/price': { body: price },
        [`/api/address/${c.address}/holdings`]: { body: { ...holdings, address: c.address } },
        [`/api/address/${c.address}`]: {
          body: addressDetail({ address: c.address, type: c.type, name: c.name, owner: null }),
        },
        [`/api/address/${c.address}/transactions/paginated`]: {
          body: page(0, { hasMore: false, nextCursor: null, total: 0 }),
        },
      });
      renderWithProviders(<AddressPage />, { path, url: `/address/${c.address}` });
      const overview = (await screen.findByText('Overview')).closest('section')!;
      expect(within(overview).getByText(c.label)).toBeInTheDocument();
      const summary = screen.getByText('Summary').closest('section')!;
      expect(within(summary).getByText(c.label)).toBeInTheDocument();
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent(/^Address Details/);
      if (c.name) {
        expect(within(heading).getByTestId('address-name')).toHaveTextContent(c.name);
        expect(within(overview).getByText('Name')).toBeInTheDocument();
        await waitFor(() => expect(document.title).toContain(c.name));
      } else {
        expect(screen.queryByTestId('address-name')).not.toBeInTheDocument();
        expect(within(overview).queryByText('Name')).not.toBeInTheDocument();
      }
    },
  );

  test('the names come from the one table: Jupiter and the rent sysvar', () => {
    expect(knownAccountName(JUPITER)).toBe('Jupiter Aggregator v6');
    expect(knownAccountName(SYSVAR_RENT)).toBe('Sysvar: Rent');
  });
});
