import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '../theme/theme';
import {
  LOGO_TIMEOUT_MS,
  TokenLogo,
  logoLetter,
  logoSources,
  logoUrl,
  nextLogoStep,
  tokenListLogoUrl,
  type LogoStep,
} from './TokenLogo';

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={darkTheme}>{ui}</ThemeProvider>);
const frame = (c: HTMLElement) => c.querySelector('[data-phase]') as HTMLElement;

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('external logos go through the image proxy; data: and same-origin ones are used directly', () => {
  expect(logoUrl('https://cdn.example/a.png')).toBe(
    `/api/proxy-image?url=${encodeURIComponent('https://cdn.example/a.png')}`,
  );
  expect(logoUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  expect(logoUrl(`${location.origin}/logo.png`)).toBe(`${location.origin}/logo.png`);
});

test('loads only when visible', () => {
  let fire: (visible: boolean) => void = () => undefined;
  class FakeObserver {
    constructor(cb: (e: { isIntersecting: boolean }[]) => void) {
      fire = (v) => cb([{ isIntersecting: v }]);
    }
    observe() {}
    disconnect() {}
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  const { container } = wrap(<TokenLogo src="https://cdn.example/v.png" name="Vis" />);
  expect(frame(container).dataset.phase).toBe('waiting');
  expect(container.querySelector('img')).toBeNull();
  act(() => fire(true));
  expect(container.querySelector('img')?.getAttribute('src')).toContain('/api/proxy-image?url=');
});

test('retries once, then shows the letter after the second error', () => {
  const { container } = wrap(<TokenLogo src="https://cdn.example/broken.png" name="trash" />);
  const first = container.querySelector('img') as HTMLImageElement;
  fireEvent.error(first);
  expect(frame(container).dataset.phase).toBe('retrying');
  const second = container.querySelector('img') as HTMLImageElement;
  expect(second).not.toBe(first);
  expect(second.getAttribute('src')).toBe(first.getAttribute('src'));
  fireEvent.error(second);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('T')).toBeInTheDocument();
});

test('falls back to the letter when nothing loaded after 8 s', () => {
  jest.useFakeTimers();
  const { container } = wrap(<TokenLogo src="https://cdn.example/slow.png" name="gusd" />);
  act(() => jest.advanceTimersByTime(LOGO_TIMEOUT_MS - 1));
  expect(container.querySelector('img')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('G')).toBeInTheDocument();
});

test('a logo already loaded on this page is shown at once', () => {
  const src = 'https://cdn.example/cached.png';
  const a = wrap(<TokenLogo src={src} name="c" />);
  fireEvent.load(a.container.querySelector('img') as HTMLImageElement);
  class NeverVisible {
    observe() {}
    disconnect() {}
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = NeverVisible;
  const b = wrap(<TokenLogo src={src} name="c" />);
  expect(frame(b.container).dataset.phase).toBe('loaded');
  expect(b.container.querySelector('img')).not.toBeNull();
});

test('no logo: the letter', () => {
  wrap(<TokenLogo src={null} name="bin" />);
  expect(screen.getByText('B')).toBeInTheDocument();
});

describe('the fallback letter', () => {
  const MINT = 'Zq7hU6gfp8CFqD3Ms5TdXnGvKW1oRr9yBm2cLjNxE4a';

  test('first letter of the symbol, else of the name, upper-cased', () => {
    expect(logoLetter('trash', 'Trash Panda', MINT)).toBe('T');
    expect(logoLetter(null, 'panda coin', MINT)).toBe('P');
    expect(logoLetter('  ', 'panda coin', MINT)).toBe('P');
    expect(logoLetter('', 'éclair', MINT)).toBe('É');
  });

  test('skips signs to the first letter or digit; a symbol without one gives way to the name', () => {
    expect(logoLetter('$GOR', null)).toBe('G');
    expect(logoLetter('🦝', 'Raccoon')).toBe('R');
    expect(logoLetter('1INCH', null)).toBe('1');
  });

  test('never a letter of the mint: given as the mint, or passed where a name goes', () => {
    expect(logoLetter(null, null, MINT)).toBe('?');
    expect(logoLetter(MINT, MINT, MINT)).toBe('?');
    // Callers that pass symbol || name || mint as the name, without the mint
    expect(logoLetter(undefined, MINT)).toBe('?');
    expect(logoLetter(null, null)).toBe('?');
  });
});

describe('where a logo is looked for', () => {
  const MINT = 'So11111111111111111111111111111111111111112';
  const LIST = `https://raw.githubusercontent.com/solana-labs/token-list/main/assets/mainnet/${MINT}/logo.png`;

  test('the token-list image path is built from the mint, and only from a mint address', () => {
    expect(tokenListLogoUrl(MINT)).toBe(LIST);
    expect(tokenListLogoUrl('../../etc/passwd')).toBeNull();
    expect(tokenListLogoUrl('short')).toBeNull();
    expect(tokenListLogoUrl(null)).toBeNull();
  });

  test('own logo first (retried once), then the token-list image (once), both through the proxy', () => {
    expect(logoSources('https://cdn.example/own.png', MINT)).toEqual([
      { url: logoUrl('https://cdn.example/own.png'), retries: 1, guess: false },
      { url: logoUrl(LIST), retries: 0, guess: true },
    ]);
    expect(logoUrl(LIST)).toBe(`/api/proxy-image?url=${encodeURIComponent(LIST)}`);
    expect(logoSources(null, MINT)).toEqual([{ url: logoUrl(LIST), retries: 0, guess: true }]);
    expect(logoSources('https://cdn.example/own.png', null)).toHaveLength(1);
    // The token's own logo already is the token-list image: tried once, as its own.
    expect(logoSources(LIST, MINT)).toEqual([{ url: logoUrl(LIST), retries: 1, guess: false }]);
    expect(logoSources(null, null)).toEqual([]);
  });

  test('after each error: retry while retries are left, then the next source, then the letter', () => {
    const sources = logoSources('https://cdn.example/own.png', MINT);
    const steps = [];
    for (let s: LogoStep | null = { index: 0, tries: 0 }; s; s = nextLogoStep(s, sources)) steps.push(s);
    expect(steps).toEqual([
      { index: 0, tries: 0 },
      { index: 0, tries: 1 },
      { index: 1, tries: 0 },
    ]);
  });
});

test('own logo fails twice, then the token-list image, then the symbol letter (not the mint)', () => {
  const mint = 'Kp4mR8sVt2wXyZ3aBc5dEf6gHj7kLm9nPq1rSt2uVw3';
  const { container } = wrap(
    <TokenLogo src="https://cdn.example/gone.png" symbol="wxyz" name="Token" mint={mint} />,
  );
  const img = () => container.querySelector('img') as HTMLImageElement;
  expect(img().getAttribute('src')).toBe(logoUrl('https://cdn.example/gone.png'));
  fireEvent.error(img());
  expect(img().getAttribute('src')).toBe(logoUrl('https://cdn.example/gone.png'));
  fireEvent.error(img());
  expect(img().getAttribute('src')).toBe(logoUrl(tokenListLogoUrl(mint) as string));
  fireEvent.error(img());
  expect(container.querySelector('img')).toBeNull();
  expect(frame(container).textContent).toBe('W');
});

test('no own logo: the token-list image is tried; a miss is not asked for again on this page', () => {
  const mint = 'Gh5jK6mN7pQ8rS9tU1vW2xY3zA4bC5dE6fG7hJ8kL9m';
  const first = wrap(<TokenLogo src={null} name="Panda" mint={mint} />);
  const img = first.container.querySelector('img') as HTMLImageElement;
  expect(img.getAttribute('src')).toBe(logoUrl(tokenListLogoUrl(mint) as string));
  fireEvent.error(img);
  expect(frame(first.container).textContent).toBe('P');
  first.unmount();
  const again = wrap(<TokenLogo src={null} name="Panda" mint={mint} />);
  expect(again.container.querySelector('img')).toBeNull();
  expect(frame(again.container).dataset.phase).toBe('fallback');
});

test('a token with neither symbol nor name shows "?", not a letter of its mint', () => {
  const mint = 'Np6qR7sT8uV9wX1yZ2aB3cD4eF5gH6jK7mN8pQ9rS1t';
  const { container } = wrap(<TokenLogo src={null} mint={mint} />);
  fireEvent.error(container.querySelector('img') as HTMLImageElement);
  expect(frame(container).textContent).toBe('?');
});
