import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import type { TrollboxMessage } from 'shared-api';
import { mockFetch } from '../common/fetchMock';
import { NAME_KEY } from './messages';
import TrollboxWidget from './TrollboxWidget';

type Listener = (e: MessageEvent<string>) => void;
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, l: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const msg = (id: number, author: string, text: string): TrollboxMessage => ({
  id,
  author,
  text,
  createdAt: 1,
});

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
beforeEach(() => localStorage.clear());

test('messages as inert text, newest at the bottom; live additions and deletions; the name is remembered', async () => {
  const posted: unknown[] = [];
  mockFetch({
    'GET /api/trollbox/messages': {
      body: [msg(1, 'alice', 'first'), msg(2, '<b>eve</b>', '<img src=x onerror="alert(1)"> \u202Eevil')],
    },
    'POST /api/trollbox/messages': (init) => {
      const b = JSON.parse(String(init?.body)) as { author: string; text: string };
      posted.push(b);
      return { body: msg(3, b.author, b.text) };
    },
  });
  const { container } = renderWithProviders(<TrollboxWidget />);
  const list = await screen.findByRole('list', { name: 'Messages' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'alice: first',
    '<b>eve</b>: <img src=x onerror="alert(1)"> \u202Eevil',
  ]);
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('b')).toBeNull();

  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '  bob ' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: ' hello ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  expect(posted).toEqual([{ author: 'bob', text: 'hello' }]);
  expect(localStorage.getItem(NAME_KEY)).toBe('bob');
  expect(screen.getByLabelText('Message')).toHaveValue('');

  await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
  act(() => FakeEventSource.last?.emit('trollbox', { type: 'message', message: msg(4, 'carol', 'live!') }));
  expect(within(list).getAllByRole('listitem').pop()).toHaveTextContent('carol: live!');
  act(() => FakeEventSource.last?.emit('trollbox', { type: 'deleted', id: 1 }));
  expect(within(list).queryByText('first')).not.toBeInTheDocument();
});

test('a remembered name is prefilled; a refusal from the server shows as a toast', async () => {
  localStorage.setItem(NAME_KEY, 'dave');
  mockFetch({
    'GET /api/trollbox/messages': { body: [] },
    'POST /api/trollbox/messages': {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Slow down: one message every 2 seconds',
      },
    },
  });
  renderWithProviders(<TrollboxWidget />);
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  expect(screen.getByLabelText('Your name')).toHaveValue('dave');
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'spam' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Slow down: one message every 2 seconds')).toBeInTheDocument();
  expect(screen.getByText('Message not sent')).toBeInTheDocument();
  expect(screen.getByLabelText('Message')).toHaveValue('spam');
});
