import styled from 'styled-components';
import { useEffect, useRef, useState } from 'react';
import { api } from 'shared-api';
import * as apiPaths from 'shared-api/paths';

/** A logo that has not loaded after 8 s (all sources together) shows the letter fallback. */
export const LOGO_TIMEOUT_MS = 8000;

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 700;
  font-size: ${(p) => Math.max(10, Math.round(p.$size * 0.45))}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

type Phase = 'waiting' | 'loading' | 'retrying' | 'loaded' | 'fallback';

/** Image URLs that already loaded in this page: shown at once, without waiting to be visible. */
const loadedUrls = new Set<string>();
/**
 * Token-list guesses that missed in this page: most mints have no entry there, and asking again on
 * every remount (page changes, the list's refetches) would only repeat the same 404s.
 */
const missedGuesses = new Set<string>();

/**
 * Where the browser loads a logo from: external http(s) logos through GET /api/proxy-image (the
 * server fetches them behind its SSRF guard), data: and same-origin URLs directly.
 */
export function logoUrl(src: string): string {
  if (!/^https?:\/\//i.test(src)) return src;
  if (typeof location !== 'undefined' && src.startsWith(`${location.origin}/`)) return src;
  return api.url(apiPaths.proxyImage, { query: { url: src } });
}

/** A base58 public key as a mint address is written: 32 to 44 characters, no 0, O, I or l. */
const MINT_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * The public token-list image path of a mint: the convention wallets and explorers share for tokens
 * listed there. null for anything that is not a mint address, so no odd text ends up in a URL.
 */
export function tokenListLogoUrl(mint: string | null | undefined): string | null {
  const m = mint?.trim() ?? '';
  if (!MINT_ADDRESS.test(m)) return null;
  return `https://raw.githubusercontent.com/solana-labs/token-list/main/assets/mainnet/${m}/logo.png`;
}

/** One image to try: its URL as loaded, how many times it is retried after an error, and whether it is a guess. */
export interface LogoSource {
  url: string;
  retries: number;
  /** built from the mint rather than given by the token: a miss is remembered for the page */
  guess: boolean;
}

/**
 * The images a logo tries, in order: the token's own logo (retried once: the proxy marks failures
 * no-store, so a second request can succeed), then the token-list image built from the mint (tried
 * once: a miss there is a 404 that a retry would only repeat). After the last one, the letter.
 */
export function logoSources(src: string | null | undefined, mint: string | null | undefined): LogoSource[] {
  const out: LogoSource[] = [];
  const own = src?.trim();
  if (own) out.push({ url: logoUrl(own), retries: 1, guess: false });
  const guess = tokenListLogoUrl(mint);
  if (guess) {
    const url = logoUrl(guess);
    if (!out.some((s) => s.url === url)) out.push({ url, retries: 0, guess: true });
  }
  return out;
}

/** Where a logo is in its sources: which one, and how many times it has been retried. */
export interface LogoStep {
  index: number;
  tries: number;
}

/** After an error: retry the same source while it has retries left, else the next one; null = the letter. */
export function nextLogoStep(step: LogoStep, sources: readonly LogoSource[]): LogoStep | null {
  const cur = sources[step.index];
  if (cur && step.tries < cur.retries) return { index: step.index, tries: step.tries + 1 };
  return step.index + 1 < sources.length ? { index: step.index + 1, tries: 0 } : null;
}

/** The first letter or digit of a text ('$GOR' gives 'G'), upper-cased; null when it has none. */
function firstLetter(text: string | null | undefined): string | null {
  const m = /[\p{L}\p{N}]/u.exec(text ?? '');
  return m ? m[0].toUpperCase() : null;
}

/**
 * The fallback letter: the first letter of the symbol, else of the name, else '?'. A mint address is
 * never a source: its first character says nothing about the token. Callers that pass the mint as the
 * last resort of `name` (symbol || name || mint) are caught by the mint given and, without one, by the
 * text having the form of an address (no symbol or name has 32 to 44 base58 characters and no space).
 */
export function logoLetter(
  symbol: string | null | undefined,
  name: string | null | undefined,
  mint?: string | null,
): string {
  const usable = (t: string | null | undefined) => {
    const v = t?.trim();
    if (!v) return null;
    if ((mint && v === mint.trim()) || MINT_ADDRESS.test(v)) return null;
    return v;
  };
  return firstLetter(usable(symbol)) ?? firstLetter(usable(name)) ?? '?';
}

export interface TokenLogoProps {
  /** The token's own logo (metadata image); absent or failing, the token-list image is tried. */
  src?: string | null;
  /** The token's symbol: the fallback letter comes from it first. */
  symbol?: string | null;
  /** The token's name (or a label such as 'GOR'): the letter's source when there is no symbol. */
  name?: string | null;
  /** The mint: builds the token-list image path; never the source of the letter. */
  mint?: string | null;
  size?: number;
}

/**
 * Token logo that loads only when visible, retries its own image once, then tries the token-list
 * image of its mint, and falls back to a letter when those fail or after 8 s without loading.
 */
interface LogoState {
  /** the sources as they stood when this logo (or its src/mint) began: later misses elsewhere do not restart it */
  sources: LogoSource[];
  step: LogoStep;
  phase: Phase;
}

function startState(all: LogoSource[]): LogoState {
  const sources = all.filter((s) => !(s.guess && missedGuesses.has(s.url)));
  const first = sources[0];
  const phase: Phase = !first ? 'fallback' : loadedUrls.has(first.url) ? 'loaded' : 'waiting';
  return { sources, step: { index: 0, tries: 0 }, phase };
}

export function TokenLogo({ src, symbol, name, mint, size = 24 }: TokenLogoProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const all = logoSources(src, mint);
  const sourcesKey = all.map((s) => s.url).join(' ');
  const [state, setState] = useState(() => startState(all));
  const { sources, step, phase } = state;

  useEffect(() => {
    setState(startState(all));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `all` is derived from the key's inputs
  }, [sourcesKey]);

  // Start loading when the logo scrolls into view (immediately where IntersectionObserver is missing).
  useEffect(() => {
    if (phase !== 'waiting') return;
    const go = () => setState((s) => (s.phase === 'waiting' ? { ...s, phase: 'loading' } : s));
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      go();
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        go();
        io.disconnect();
      }
    });
    io.observe(el);
    return () => io.disconnect();
  }, [phase]);

  // One budget for all sources: the letter shows 8 s after loading began unless an image loaded.
  const loadingStarted = phase === 'loading' || phase === 'retrying';
  useEffect(() => {
    if (!loadingStarted) return;
    const t = setTimeout(
      () => setState((s) => (s.phase === 'loaded' ? s : { ...s, phase: 'fallback' })),
      LOGO_TIMEOUT_MS,
    );
    return () => clearTimeout(t);
  }, [loadingStarted]);

  const label = name || symbol || undefined;
  const current = sources[step.index];
  const showImg = current && (phase === 'loading' || phase === 'retrying' || phase === 'loaded');

  const onError = () => {
    if (current?.guess) missedGuesses.add(current.url);
    const next = nextLogoStep(step, sources);
    setState((s) =>
      !next
        ? { ...s, phase: 'fallback' }
        : { ...s, step: next, phase: next.tries > 0 ? 'retrying' : 'loading' },
    );
  };

  return (
    <Frame ref={ref} $size={size} data-phase={phase} title={label}>
      {showImg ? (
        // Each attempt is a new <img> (key), a retry of the same URL too: the proxy marks failures no-store.
        <img
          key={`${step.index}:${step.tries}`}
          src={current.url}
          alt={label ?? ''}
          onLoad={() => {
            loadedUrls.add(current.url);
            setState((s) => ({ ...s, phase: 'loaded' }));
          }}
          onError={onError}
        />
      ) : (
        <span aria-label={label}>{logoLetter(symbol, name, mint)}</span>
      )}
    </Frame>
  );
}
