import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { mockFetch } from '../common/fetchMock';
import { TOKEN_KEY } from './adminToken';
import AdminPage from './AdminPage';

const SETTING = 'trollbox_enabled';

beforeEach(() => sessionStorage.clear());

function server(opts: { load?: { status?: number; body?: unknown }; token?: string } = {}) {
  const token = opts.token ?? 'good';
  let value = 'true';
  const calls: { auth: string | undefined; body: unknown }[] = [];
  mockFetch({
    [`GET /api/trollbox/settings/${SETTING}`]: opts.load ?? { body: { key: SETTING, value: 'false' } },
    [`POST /api/trollbox/settings/${SETTING}`]: (init) => {
      const auth = (init?.headers as Record<string, string>).authorization;
      const body = JSON.parse(String(init?.body)) as { value: string };
      calls.push({ auth, body });
      if (auth !== `Bearer ${token}`)
        return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'no' } };
      value = body.value;
      return { body: { success: true, key: SETTING, value } };
    },
    'GET /api/trollbox/messages': { body: [{ id: 7, author: 'troll', text: 'spam', createdAt: 1 }] },
    'DELETE /api/trollbox/messages/7': (init) =>
      (init?.headers as Record<string, string>).authorization === `Bearer ${token}`
        ? { body: { ok: true } }
        : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'no' } },
  });
  return calls;
}

test('loads the setting, asks the token once, saves with toasts, keeps the token for the session', async () => {
  const calls = server();
  renderWithProviders(<AdminPage />, { url: '/admin' });
  expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
  expect(screen.getByText('Loading...', { selector: 'dd' })).toBeInTheDocument();
  const sw = screen.getByRole('switch', { name: 'Enable Trollbox' });
  expect(sw).toBeDisabled();
  await waitFor(() => expect(sw).toBeEnabled());
  expect(sw).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByText('Disabled', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.getByText('Development')).toBeInTheDocument();
  expect(screen.getByText('Testnet')).toBeInTheDocument();

  fireEvent.click(sw);
  fireEvent.change(await screen.findByLabelText(/Admin token/), { target: { value: 'good' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Trollbox has been enabled')).toBeInTheDocument();
  expect(screen.getByText('Trollbox Updated')).toBeInTheDocument();
  expect(sw).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('Enabled', { selector: 'dd' })).toBeInTheDocument();
  expect(sessionStorage.getItem(TOKEN_KEY)).toBe('good');

  // Asked once: the next change goes straight through.
  fireEvent.click(sw);
  expect(await screen.findByText('Trollbox has been disabled')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Admin token/)).not.toBeInTheDocument();
  expect(calls.map((c) => [c.auth, c.body])).toEqual([
    ['Bearer good', { value: 'true' }],
    ['Bearer good', { value: 'false' }],
  ]);

  // Moderation: delete with the same token.
  fireEvent.click(await screen.findByRole('button', { name: 'Delete message 7 by troll' }));
  await waitFor(() => expect(screen.queryByText('spam')).not.toBeInTheDocument());
});

test('a wrong token: error toast, switch unchanged, token forgotten', async () => {
  sessionStorage.setItem(TOKEN_KEY, 'bad');
  server();
  renderWithProviders(<AdminPage />, { url: '/admin' });
  const sw = screen.getByRole('switch', { name: 'Enable Trollbox' });
  await waitFor(() => expect(sw).toBeEnabled());
  fireEvent.click(sw);
  expect(await screen.findByText('Failed to update trollbox setting')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(sw).toHaveAttribute('aria-checked', 'false');
  expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
});

test('a failed load leaves the switch enabled', async () => {
  server({ load: { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } } });
  renderWithProviders(<AdminPage />, { url: '/admin' });
  const sw = screen.getByRole('switch', { name: 'Enable Trollbox' });
  await waitFor(() => expect(sw).toBeEnabled());
  expect(sw).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('Enabled', { selector: 'dd' })).toBeInTheDocument();
});
