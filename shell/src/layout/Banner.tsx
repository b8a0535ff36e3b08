import { useState } from 'react';
import styled from 'styled-components';

/** Local-storage flag that remembers the dismissal. */
export const BANNER_KEY = 'dev-banner-dismissed';

const Bar = styled.div`
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-size: 14px;
  .inner {
    max-width: 1280px;
    margin: 0 auto;
    padding: 8px 16px;
    display: flex;
    align-items: center;
    gap: 12px;
  }
  p {
    margin: 0;
    flex: 1;
  }
  button {
    background: none;
    border: 0;
    color: inherit;
    cursor: pointer;
    font-size: 18px;
    line-height: 1;
  }
`;

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(BANNER_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The dismissible notice about wallet support for classic token metadata. */
export function Banner() {
  const [hidden, setHidden] = useState(dismissedBefore);
  if (hidden) return null;
  function dismiss() {
    setHidden(true);
    try {
      localStorage.setItem(BANNER_KEY, 'true');
    } catch {
      /* not remembered when storage is blocked */
    }
  }
  return (
    <Bar role="region" aria-label="Notice" data-testid="dev-banner">
      <div className="inner">
        <p>
          Heads up: some wallets do not yet show classic token metadata (names and logos) for Gorbagana
          tokens. The explorer shows it for every token.
        </p>
        <button type="button" aria-label="Dismiss notice" onClick={dismiss}>
          ×
        </button>
      </div>
    </Bar>
  );
}
