import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { mockFetch } from '../common/fetchMock';
import BreakGamePage from './BreakGamePage';

const SIG = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi'.padEnd(88, 'A');

function setup(networkTPS: number, answer: () => Promise<{ status?: number; body?: unknown }>) {
  const fetch = mockFetch({
    'GET /api/break/stats': { body: { networkTPS, slot: 10, updatedAt: 1 } },
    'POST /api/break/send-transaction': () => answer(),
  });
  renderWithProviders(<BreakGamePage />);
  return fetch;
}

const flush = () => act(async () => undefined);
const sends = (f: jest.Mock) => f.mock.calls.filter((c) => String(c[0]).includes('send-transaction'));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a whole game: connect for 1 s, key presses send one at a time, tiles, end screen, TRY AGAIN', async () => {
  let release: (() => void) | null = null;
  const fetch = setup(
    100,
    () =>
      new Promise((r) => {
        release = () =>
          r({
            body: { signature: SIG, success: true, status: 'confirmed', processingTime: 412.4, error: null },
          });
      }),
  );
  await flush();
  expect(await screen.findByText('Network TPS: 100.0')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'START GAME' }));
  const connecting = screen.getByRole('button', { name: 'CONNECTING TO NETWORK...' });
  expect(connecting).toBeDisabled();
  // Key presses before the game runs do nothing.
  fireEvent.keyDown(window, { key: 'a' });
  await act(async () => void jest.advanceTimersByTime(1000));
  expect(screen.getByRole('button', { name: 'SEND TRANSACTION (0)' })).toBeInTheDocument();
  expect(sends(fetch)).toHaveLength(0);

  fireEvent.keyDown(window, { key: 'a' });
  fireEvent.keyDown(window, { key: 'b' }); // in flight: ignored
  fireEvent.keyDown(window, { key: 'Tab' }); // never sends, never trapped
  await flush();
  expect(sends(fetch)).toHaveLength(1);
  const body = JSON.parse(String((sends(fetch)[0][1] as RequestInit).body)) as { gameId: string };
  expect(body.gameId).toMatch(/^[0-9]{13}$/);
  expect(screen.getByRole('button', { name: 'SEND TRANSACTION (1)' })).toBeInTheDocument();
  const tiles = screen.getByRole('list', { name: 'Recent transactions' });
  expect(within(tiles).getByText('Pending')).toBeInTheDocument();
  await act(async () => release?.());
  expect(within(tiles).getByText(SIG.slice(0, 8))).toBeInTheDocument();
  // The tile links to its transaction; while the game runs, in a new tab.
  const tileLink = within(tiles).getByRole('link', {
    name: `Transaction ${SIG.slice(0, 8)} (opens in a new tab)`,
  });
  expect(tileLink).toHaveAttribute('href', `/tx/${SIG}`);
  expect(tileLink).toHaveAttribute('target', '_blank');
  expect(within(tiles).getByText('412ms')).toBeInTheDocument();
  expect(screen.getByText('Confirmed').nextSibling).toHaveTextContent('1');

  // A failed answer (429 from the server) counts as Failed.
  fireEvent.keyDown(window, { key: 'x' });
  await flush();
  await act(async () => release?.());
  expect(screen.getByText('Total Sent').nextSibling).toHaveTextContent('2');

  await act(async () => void jest.advanceTimersByTime(15_000));
  expect(screen.getByRole('heading', { name: 'Game Complete!' })).toBeInTheDocument();
  expect(screen.getByText('Nice start! Try mashing your keyboard faster!')).toBeInTheDocument();
  expect(screen.queryByText(/Congratulations!/)).not.toBeInTheDocument();
  const finishedLinks = within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole(
    'link',
    {
      name: SIG.slice(0, 8),
    },
  );
  for (const l of finishedLinks) {
    expect(l).toHaveAttribute('href', `/tx/${SIG}`);
    expect(l).not.toHaveAttribute('target');
  }
  const share = screen.getByRole('link', { name: 'SHARE ON X' });
  expect(share).toHaveAttribute('target', '_blank');
  expect(share.getAttribute('href')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
  fireEvent.keyDown(window, { key: 'a' });
  await flush();
  expect(sends(fetch)).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
  expect(screen.getByRole('button', { name: 'START GAME' })).toBeInTheDocument();
  expect(screen.getByText('Total Sent').nextSibling).toHaveTextContent('0');
});

test('failures count as Failed; the congratulation box shows at 50 % of the network TPS', async () => {
  let n = 0;
  setup(0.2, async () =>
    ++n === 1
      ? { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'slow' } }
      : { body: { signature: SIG, success: true, status: 'confirmed', processingTime: 5, error: null } },
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await flush();
  fireEvent.click(screen.getByRole('button', { name: 'START GAME' }));
  await act(async () => void jest.advanceTimersByTime(1000));
  fireEvent.click(screen.getByRole('button', { name: 'SEND TRANSACTION (0)' }));
  await flush();
  await flush();
  expect(screen.getByText('Failed', { selector: 'span' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'SEND TRANSACTION (1)' }));
  await flush();
  await flush();
  await act(async () => void jest.advanceTimersByTime(15_000));
  // 2 sent in 15 s = 0.1 TPS = 50 % of 0.2.
  expect(screen.getByText("Great performance! You're really testing the network!")).toBeInTheDocument();
  expect(screen.getByText(/Congratulations!/)).toBeInTheDocument();
  expect(screen.getByText('50.0%')).toBeInTheDocument();
  warn.mockRestore();
});
