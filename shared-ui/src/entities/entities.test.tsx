// Entity links, badges, amounts, copy toasts and layout pieces, rendered as a page would.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ENTITY_PAGES, renderWithProviders } from 'shared-ui/testing';
import {
  ActionBadge,
  AddressLink,
  BackLink,
  BlockLink,
  CopyAction,
  CopyIcon,
  EntityButtonLink,
  EntityLink,
  Fields,
  GorValue,
  PageMessage,
  PageRows,
  SignedValue,
  StatusBadge,
  StatusDot,
  TokenAmount,
  TokenLink,
  TransferActionBadge,
  TxLink,
  copyToasts,
  signedText,
} from 'shared-ui/entities';

const ADDR = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const SIG = '5h3kP9aBqWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin5h3kP9aBqWvG816bUx9EPjHmaT23yvVM2ZWb';

function clipboard(ok: boolean) {
  const writeText = jest.fn(() => (ok ? Promise.resolve() : Promise.reject(new Error('denied'))));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('entity links', () => {
  test('address: standard short form 6...4, compact form 4...4, links to the address page', () => {
    renderWithProviders(
      <>
        <AddressLink address={ADDR} />
        <AddressLink address={ADDR} form="compact" />
      </>,
    );
    expect(screen.getByText('9xQeWv...VFin').closest('a')).toHaveAttribute('href', `/address/${ADDR}`);
    expect(screen.getByText('9xQe...VFin')).toBeInTheDocument();
  });
  test("a missing address or hash shows 'N/A', or the text the page names", () => {
    renderWithProviders(
      <>
        <AddressLink address={null} />
        <TxLink signature="" />
        <BlockLink height={null} />
        <AddressLink address={undefined} missing="Unknown" />
      </>,
    );
    expect(screen.getAllByText('N/A')).toHaveLength(3);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });
  test('transaction: standard 6...4, compact first 8 + ...; block with thousands separator', () => {
    renderWithProviders(
      <>
        <TxLink signature={SIG} />
        <TxLink signature={SIG} form="compact" />
        <BlockLink height={1234567} />
      </>,
    );
    expect(screen.getByText('5h3kP9...2ZWb').closest('a')).toHaveAttribute('href', `/tx/${SIG}`);
    expect(screen.getByText('5h3kP9aB...')).toBeInTheDocument();
    expect(screen.getByText('#1,234,567').closest('a')).toHaveAttribute('href', '/block/1234567');
  });
  test('token: symbol linking the token page, no letter from the mint without metadata; GOR not a link', () => {
    renderWithProviders(
      <>
        <TokenLink mint={ADDR} symbol="TRASH" />
        <TokenLink mint="ZzMint11111111111111111111111111111111111" />
        <TokenLink mint={null} />
      </>,
    );
    expect(screen.getByText('TRASH').closest('a')).toHaveAttribute('href', `/token/${ADDR}`);
    expect(screen.getByText('ZzMint...1111')).toBeInTheDocument();
    // The logo's letter comes from a symbol or name, never from the mint's characters.
    // Without a logo of its own the public token-list image of the mint is tried first.
    expect(screen.queryByText('Z')).toBeNull();
    expect(screen.getByAltText('TRASH').getAttribute('src')).toContain(
      encodeURIComponent(`/${ADDR}/logo.png`),
    );
    expect(screen.getByText('GOR').closest('a')).toBeNull();
  });
  test('links go where the declarations put each page, encoded; a holder links its wallet', () => {
    const moved = ENTITY_PAGES.map((p) => (p.entity === 'transaction' ? { ...p, path: '/t/:s/view' } : p));
    renderWithProviders(
      <>
        <TxLink signature={SIG} />
        <AddressLink address={ADDR} page="wallet" form="compact" />
        <EntityLink entity="coin">the coin</EntityLink>
        <EntityLink entity="token" value="a/b">
          odd mint
        </EntityLink>
      </>,
      { pages: moved },
    );
    expect(screen.getByText('5h3kP9...2ZWb').closest('a')).toHaveAttribute('href', `/t/${SIG}/view`);
    expect(screen.getByText('9xQe...VFin').closest('a')).toHaveAttribute('href', `/address/${ADDR}/holdings`);
    expect(screen.getByText('the coin').closest('a')).toHaveAttribute('href', '/top-holders');
    expect(screen.getByText('odd mint').closest('a')).toHaveAttribute('href', '/token/a%2Fb');
  });
  test('with no page for the entity the text shows unlinked, its title kept, and a button is left out', () => {
    renderWithProviders(
      <>
        <TxLink signature={SIG} />
        <BlockLink height={7} />
        <EntityButtonLink entity="block" value={7}>
          View Block
        </EntityButtonLink>
        <EntityButtonLink entity="block" value={null}>
          No Block
        </EntityButtonLink>
        <AddressLink address={ADDR} />
      </>,
      { pages: ENTITY_PAGES.filter((p) => p.entity === 'address') },
    );
    const sig = screen.getByText('5h3kP9...2ZWb');
    expect(sig.closest('a')).toBeNull();
    expect(sig.closest('[title]')).toHaveAttribute('title', SIG);
    expect(screen.getByText('#7').closest('a')).toBeNull();
    expect(screen.queryByText('View Block')).toBeNull();
    expect(screen.getByText('9xQeWv...VFin').closest('a')).toHaveAttribute('href', `/address/${ADDR}`);
    renderWithProviders(
      <>
        <EntityButtonLink entity="block" value={8}>
          Next Block
        </EntityButtonLink>
        <EntityButtonLink entity="block" value={null}>
          No Block
        </EntityButtonLink>
      </>,
    );
    expect(screen.getByText('Next Block').closest('a')).toHaveAttribute('href', '/block/8');
    expect(screen.queryByText('No Block')).toBeNull();
  });
});

describe('badges and amounts', () => {
  test('status: check mark green on success, cross on failure; status dot words', () => {
    renderWithProviders(
      <>
        <StatusBadge status="success" />
        <StatusBadge status="failed" />
        <StatusDot status="failed" />
      </>,
    );
    expect(screen.getByText('✓ Success')).toBeInTheDocument();
    expect(screen.getByText('✕ Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });
  test('action badges keep their text (colour from the action mapping)', () => {
    renderWithProviders(
      <>
        <ActionBadge type="mint" />
        <TransferActionBadge action="CLOSE ACCOUNT" />
      </>,
    );
    expect(screen.getByTitle('mint')).toHaveTextContent('mint');
    expect(screen.getByText('CLOSE ACCOUNT')).toBeInTheDocument();
  });
  test('GOR, token and signed amounts', () => {
    renderWithProviders(
      <>
        <GorValue lamports="1500000000" />
        <TokenAmount raw="2500000" decimals={6} symbol="TRASH" />
        <SignedValue raw="-5000" decimals={9} fixed={6} unit="GOR" />
      </>,
    );
    expect(screen.getByText('1.50 GOR')).toBeInTheDocument();
    expect(screen.getByText('2.5 TRASH')).toBeInTheDocument();
    expect(screen.getByText('-0.000005 GOR')).toBeInTheDocument();
    expect(signedText('1000000', 6, 6)).toBe('+1.000000');
    expect(signedText('0', 6, 6)).toBe('0.000000');
  });
});

describe('copy', () => {
  test('toast texts per place', () => {
    expect(copyToasts('token', 'Token address', ADDR)).toMatchObject({
      successTitle: 'Copied to clipboard',
      successDescription: 'Token address copied successfully',
      failureTitle: 'Failed to copy',
    });
    expect(copyToasts('tokenAccount', 'x', ADDR)).toMatchObject({
      successTitle: 'Copied!',
      failureTitle: 'Copy failed',
      failureDescription: 'Unable to copy to clipboard',
    });
    expect(copyToasts('wallet', 'x', ADDR)).toMatchObject({
      failureTitle: 'Copy failed',
      failureDescription: 'Failed to copy to clipboard',
    });
    expect(copyToasts('chain', 'x', ADDR)).toMatchObject({
      successTitle: 'Copied!',
      successDescription: '9xQeWv...VFin',
    });
  });
  test('copy icon: writes the value and toasts; the failure toast when the clipboard refuses', async () => {
    const write = clipboard(true);
    renderWithProviders(<CopyIcon value={ADDR} label="Token address" kind="token" />);
    fireEvent.click(screen.getByRole('button', { name: 'Token address' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(ADDR);
    clipboard(false);
    fireEvent.click(screen.getByRole('button', { name: 'Token address' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
  });
  test('copy action: check mark on the button for 2 s', async () => {
    clipboard(true);
    jest.useFakeTimers();
    try {
      renderWithProviders(<CopyAction label="Copy Address" value={() => ADDR} />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy Address' }));
      });
      expect(screen.getByRole('button', { name: 'Copy Address' })).toHaveTextContent('✓ Copy Address');
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.getByRole('button', { name: 'Copy Address' })).toHaveTextContent(/^Copy Address$/);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('layout', () => {
  test('fields skip empty rows; page message with a back link', async () => {
    renderWithProviders(
      <>
        <Fields rows={[['Slot', '42'], null, false, ['Epoch', 'N/A']]} />
        <PageMessage page="tx" title="Transaction Not Found" description="gone" />
        <BackLink to="/tokens">← Back to Tokens</BackLink>
      </>,
      { url: '/tx/abc' },
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Slot', 'Epoch']);
    expect(screen.getByText('Transaction Not Found')).toBeInTheDocument();
    expect(screen.getByText('← Back to Tokens')).toHaveAttribute('href', '/tokens');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tx/abc'));
  });
});

test('a loading list is marked busy at once, shows its loading bar after a pause, and never fades its rows', () => {
  const shown = (busy: boolean) => {
    const { container, unmount } = renderWithProviders(<PageRows busy={busy}>rows</PageRows>);
    const rows = screen.getByText('rows');
    const bar = container.querySelector<HTMLElement>('[data-busy-bar]');
    const state = [
      rows.getAttribute('aria-busy'),
      rows.style.opacity,
      bar?.style.opacity,
      bar?.style.transitionDelay,
    ];
    unmount();
    return state;
  };
  expect(shown(false)).toEqual(['false', '', '0', '0ms']);
  // A quick reload (a list following the newest block) shows no bar; the rows keep their contrast.
  expect(shown(true)).toEqual(['true', '', '1', '400ms']);
});
