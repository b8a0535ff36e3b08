import styled from 'styled-components';
import { useEffect, useRef, useState } from 'react';
import { apiUrl } from 'shared-api';

/** Spec part 2 §4: a logo that has not loaded after 8 s shows the letter fallback. */
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
 * Where the browser loads a logo from: external http(s) logos through GET /api/proxy-image (spec §7:
 * the server fetches them safely), data: and same-origin URLs directly.
 */
export function logoUrl(src: string): string {
  if (!/^https?:\/\//i.test(src)) return src;
  if (typeof location !== 'undefined' && src.startsWith(`${location.origin}/`)) return src;
  return apiUrl('/api/proxy-image', { url: src });
}

export interface TokenLogoProps {
  src?: string | null;
  /** Symbol or name; its first letter is the fallback. */
  name?: string | null;
  size?: number;
}

/**
 * Token logo that loads only when visible, retries once on error and falls back to a letter after
 * the second error or after 8 s without loading.
 */
export function TokenLogo({ src, name, size = 24 }: TokenLogoProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const url = src ? logoUrl(src) : null;
  const initial = (): Phase => (url ? (loadedUrls.has(url) ? 'loaded' : 'waiting') : 'fallback');
  const [phase, setPhase] = useState<Phase>(initial);

  useEffect(() => {
    setPhase(initial());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initial() reads only `url`
  }, [url]);

  // Start loading when the logo scrolls into view (immediately where IntersectionObserver is missing).
  useEffect(() => {
    if (phase !== 'waiting') return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setPhase('loading');
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setPhase('loading');
        io.disconnect();
      }
    });
    io.observe(el);
    return () => io.disconnect();
  }, [phase]);

  const loadingStarted = phase === 'loading' || phase === 'retrying';
  useEffect(() => {
    if (!loadingStarted) return;
    const t = setTimeout(() => setPhase((p) => (p === 'loaded' ? p : 'fallback')), LOGO_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [loadingStarted]);

  const letter = (name ?? '?').trim().charAt(0).toUpperCase() || '?';
  const showImg = url && (phase === 'loading' || phase === 'retrying' || phase === 'loaded');
  return (
    <Frame ref={ref} $size={size} data-phase={phase} title={name ?? undefined}>
      {showImg ? (
        // The retry is a new <img> (key) for the same URL: the proxy marks failures no-store.
        <img
          key={phase === 'retrying' ? 'retry' : 'first'}
          src={url}
          alt={name ?? ''}
          onLoad={() => {
            loadedUrls.add(url);
            setPhase('loaded');
          }}
          onError={() => setPhase((p) => (p === 'loading' ? 'retrying' : 'fallback'))}
        />
      ) : (
        <span aria-label={name ?? undefined}>{letter}</span>
      )}
    </Frame>
  );
}
