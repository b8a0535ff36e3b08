import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '../theme/theme';
import { LOGO_TIMEOUT_MS, TokenLogo, logoUrl } from './TokenLogo';

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
