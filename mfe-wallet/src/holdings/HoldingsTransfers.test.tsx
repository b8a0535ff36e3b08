// The wallet's Transfers tab on stubbed API answers: its columns, filters, URL, pager, one row per
// transaction and the GOR logo.
import { act, fireEvent, screen, within } from '@testing-library/react';

import { installFetchStub } from 'shared-api/testing';

import { change, holdings, location, MINT, page, render, transfer, W, X } from './testFixtures';

describe('Transfers tab', () => {
  test('columns, actions, +n others, signed six decimals, Value N/A; the pager hides on one page', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transfers`]: {
        body: page(
          [
            transfer(1, { others: 2 }),
            transfer(2, {
              action: 'mint',
              direction: 'in',
              mint: MINT,
              symbol: 'TRASH',
              decimals: 6,
              amount: '2500000',
              from: null,
            }),
            transfer(3, {
              action: 'close',
              direction: 'self',
              amount: '0',
              mint: MINT,
              symbol: 'TRASH',
              decimals: 6,
            }),
            transfer(4, { action: 'burn', mint: MINT, symbol: 'TRASH', decimals: 6, amount: '1' }),
          ],
          4,
        ),
      },
    });
    render(`/address/${W}/holdings?tab=transfers`);
    const table = await screen.findByRole('table', { name: 'Transfers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Signature', 'Time', 'Action', 'From', 'To', 'Amount', 'Value', 'Token']);
    expect(within(table).getByText('TRANSFER')).toBeInTheDocument();
    expect(within(table).getByText('CLOSE ACCOUNT')).toBeInTheDocument();
    expect(within(table).getByText('+2 others')).toBeInTheDocument();
    expect(within(table).getByText('-1.500000')).toBeInTheDocument();
    expect(within(table).getByText('+2.500000')).toBeInTheDocument();
    expect(within(table).getByText('-0.000001')).toBeInTheDocument();
    expect(within(table).getByText('MINT', { selector: 'td' })).toBeInTheDocument();
    expect(within(table).getAllByText('N/A').length).toBeGreaterThanOrEqual(4);
    expect(within(table).getAllByRole('link', { name: 'TRASH' })[0]).toHaveAttribute(
      'href',
      `/token/${MINT}`,
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  test('filters go to the URL and the request; the CSV link carries them', async () => {
    const seen: string[] = [];
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transfers`]: (url) => {
        seen.push(url.search);
        return { body: page([transfer(1)], 1) };
      },
    });
    render(`/address/${W}/holdings?tab=transfers`);
    await screen.findByRole('table', { name: 'Transfers' });
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'in' } });
    expect(location()).toBe(`/address/${W}/holdings?tab=transfers&direction=in`);
    fireEvent.change(await screen.findByLabelText('Token'), { target: { value: MINT } });
    expect(location()).toContain(`mint=${MINT}`);
    await screen.findByRole('table', { name: 'Transfers' });
    expect(seen[seen.length - 1]).toContain(`mint=${MINT}`);
    expect(seen[seen.length - 1]).toContain('direction=in');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/address/${W}/transfers.csv?mint=${MINT}&direction=in`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe(`/address/${W}/holdings?tab=transfers`);
  });

  test('the page is in the URL: Next writes it, a pasted link opens it, a new filter starts at page 1', async () => {
    const seen: string[] = [];
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transfers`]: (url) => {
        seen.push(url.search);
        const p = Number(url.searchParams.get('page') ?? (url.searchParams.get('cursor') ? 2 : 1));
        return { body: page([transfer(p)], 95, p < 10 ? `c${p + 1}` : null) };
      },
    });
    render(`/address/${W}/holdings?tab=transfers&page=3`);
    expect(await screen.findByText('Page 3 of 10 (95 total)')).toBeInTheDocument();
    expect(seen[0]).toContain('page=3');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }),
    );
    expect(await screen.findByText('Page 4 of 10 (95 total)')).toBeInTheDocument();
    expect(location()).toBe(`/address/${W}/holdings?tab=transfers&page=4`);
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'in' } });
    expect(location()).toBe(`/address/${W}/holdings?tab=transfers&direction=in`);
  });

  test('pager: window of pages, cursor kept per page, jumps by number, outside jumps ignored, Refresh to page 1', async () => {
    const seen: string[] = [];
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transfers`]: (url) => {
        seen.push(url.search);
        const p = Number(url.searchParams.get('page') ?? (url.searchParams.get('cursor') ? 2 : 1));
        return { body: page([transfer(p)], 95, p < 10 ? `c${p + 1}` : null) };
      },
    });
    render(`/address/${W}/holdings?tab=transfers`);
    expect(await screen.findByText('Page 1 of 10 (95 total)')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['First', 'Previous', '1', '2', '3', '4', '5', 'Next', 'Last']);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 10 (95 total)')).toBeInTheDocument();
    expect(seen[seen.length - 1]).toContain('cursor=c2');
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('Page 10 of 10 (95 total)')).toBeInTheDocument();
    expect(seen[seen.length - 1]).toContain('page=10');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button')
        .slice(2, 7)
        .map((b) => b.textContent),
    ).toEqual(['6', '7', '8', '9', '10']);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 9 of 10 (95 total)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByText('Page 1 of 10 (95 total)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Page 2 of 10 (95 total)')).toBeInTheDocument();
    // Page 2 is reached with its kept cursor (served from the cache), never asked for by number.
    expect(seen.some((q) => q.includes('page=2&'))).toBe(false);
    const n = seen.length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    });
    expect(await screen.findByText('Page 1 of 10 (95 total)')).toBeInTheDocument();
    expect(seen.slice(n).every((s) => !s.includes('cursor') && !s.includes('page='))).toBe(true);
  });

  test('empty: No Transfers Found', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transfers`]: { body: page([], 0) },
    });
    render(`/address/${W}/holdings?tab=transfers`);
    expect(await screen.findByText('No Transfers Found')).toBeInTheDocument();
    expect(screen.getByText("This wallet hasn't had any recent transfer activities")).toBeInTheDocument();
  });
});

describe('Transfers tab: a row per transaction', () => {
  test('the first counterparty and +n others on the side that names it; one row per signature', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transfers`]: {
        body: page(
          [
            // W paid X, Y and Z in one transaction: To X +2 others, the whole amount.
            transfer(1, { others: 2, movements: 3, amount: '6000000000' }),
            // W received from X and Y in one transaction: From X +1 others.
            transfer(2, {
              direction: 'in',
              from: X,
              to: W,
              fromAccount: X,
              toAccount: W,
              others: 1,
              movements: 2,
            }),
          ],
          2,
        ),
      },
    });
    render(`/address/${W}/holdings?tab=transfers`);
    const table = await screen.findByRole('table', { name: 'Transfers' });
    const [, paid, received] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(paid)[3]).not.toHaveTextContent('others');
    expect(cells(paid)[4]).toHaveTextContent('+2 others');
    expect(cells(paid)[5]).toHaveTextContent('-6.000000');
    expect(cells(received)[3]).toHaveTextContent('+1 others');
    expect(cells(received)[4]).not.toHaveTextContent('others');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  test('the CSV link says its file has a line per movement', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transfers`]: { body: page([transfer(1)], 1) },
    });
    render(`/address/${W}/holdings?tab=transfers`);
    await screen.findByRole('table', { name: 'Transfers' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAccessibleDescription(
      '(a line per movement of each transaction)',
    );
  });
});

describe('GOR logo in the token column', () => {
  const gorLogo = (row: HTMLElement) =>
    within(row)
      .getAllByRole('img')
      .find((i) => i.getAttribute('src') === '/api/gor/logo.svg');

  test('Transfers: the GOR row shows the logo the server serves; a token row does not', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transfers`]: {
        body: page([transfer(1), transfer(2, { mint: MINT, symbol: 'TRASH', decimals: 6 })], 2),
      },
    });
    render(`/address/${W}/holdings?tab=transfers`);
    const table = await screen.findByRole('table', { name: 'Transfers' });
    const [, gor, token] = within(table).getAllByRole('row');
    expect(gorLogo(gor)).toHaveAttribute('alt', 'GOR');
    expect(gorLogo(token)).toBeUndefined();
  });

  test('Balance Changes: the GOR row shows the logo', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/balance-changes`]: {
        body: page([change(1, { account: W, mint: null, decimals: 9, symbol: null, name: null })], 1),
      },
    });
    render(`/address/${W}/holdings?tab=balance-changes`);
    const table = await screen.findByRole('table', { name: 'Balance changes' });
    expect(gorLogo(within(table).getAllByRole('row')[1])).toBeDefined();
  });
});
