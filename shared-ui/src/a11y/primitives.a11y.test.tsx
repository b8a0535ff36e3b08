// The shared primitives follow the WAI-ARIA Authoring Practices: dialog focus (in, trapped, back),
// tabs by arrow keys, the pager's current page, toasts through a polite live region.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from 'shared-ui/testing';
import { Dialog, Pager, Tabs, type TabItem } from 'shared-ui/entities';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '../theme/theme';
import { ToastProvider, Toaster, useToast } from '../toast/Toast';

function WithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Quick view</button>
      {open && (
        <Dialog title="Transaction" onClose={() => setOpen(false)}>
          <a href="/tx/1">Open transaction</a>
        </Dialog>
      )}
    </>
  );
}

test('dialog: focus moves in, Tab and Shift+Tab stay inside, Escape closes and focus returns', () => {
  renderWithProviders(<WithDialog />);
  const opener = screen.getByRole('button', { name: 'Quick view' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Transaction' });
  expect(dialog).toHaveFocus();
  const close = within(dialog).getByRole('button', { name: 'Close' });
  const link = within(dialog).getByRole('link', { name: 'Open transaction' });
  // from the dialog itself, Shift+Tab goes to the last control; from the last, Tab wraps to the first
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  expect(link).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(close).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  expect(link).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

type View = 'a' | 'b' | 'c' | 'd';
const VIEWS: TabItem<View>[] = [
  { id: 'a', label: 'Overview' },
  { id: 'b', label: 'Transfers' },
  { id: 'c', label: 'Analytics', disabled: true },
  { id: 'd', label: 'Holders' },
];

function TabsHarness() {
  const [v, setV] = useState<View>('a');
  return <Tabs<View> label="Views" value={v} onChange={setV} tabs={VIEWS} />;
}

test('tabs: one Tab stop; arrows, Home and End move and select, skipping disabled tabs', () => {
  renderWithProviders(<TabsHarness />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
  expect(tab('Overview')).toHaveAttribute('tabindex', '0');
  expect(tab('Transfers')).toHaveAttribute('tabindex', '-1');
  tab('Overview').focus();
  fireEvent.keyDown(tab('Overview'), { key: 'ArrowRight' });
  expect(tab('Transfers')).toHaveFocus();
  expect(tab('Transfers')).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(tab('Transfers'), { key: 'ArrowRight' });
  expect(tab('Holders')).toHaveFocus();
  fireEvent.keyDown(tab('Holders'), { key: 'Home' });
  expect(tab('Overview')).toHaveFocus();
  fireEvent.keyDown(tab('Overview'), { key: 'ArrowLeft' });
  expect(tab('Holders')).toHaveFocus();
  fireEvent.keyDown(tab('Holders'), { key: 'Home' });
  fireEvent.keyDown(tab('Overview'), { key: 'End' });
  expect(tab('Holders')).toHaveAttribute('aria-selected', 'true');
});

test('pager: the current page is marked and named within a labelled navigation', () => {
  renderWithProviders(<Pager page={3} totalPages={9} onChange={() => undefined} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(nav).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('button', { name: '4' })).not.toHaveAttribute('aria-current');
});

test('toasts are added to a polite live region that is always present', () => {
  function Fire() {
    const { toast } = useToast();
    return <button onClick={() => toast({ title: 'Copied', description: 'Address copied' })}>copy</button>;
  }
  render(
    <ThemeProvider theme={darkTheme}>
      <ToastProvider>
        <Fire />
        <Toaster />
      </ToastProvider>
    </ThemeProvider>,
  );
  const region = screen.getByTestId('toaster');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toBeEmptyDOMElement();
  act(() => screen.getByRole('button', { name: 'copy' }).click());
  // plain list items inside the region (a role on them would break the list semantics)
  expect(within(region).getByRole('listitem')).toHaveTextContent('Copied');
});
