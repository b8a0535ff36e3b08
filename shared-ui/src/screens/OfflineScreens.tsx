import styled from 'styled-components';
import { Page } from 'shared-ui';

const Screen = styled.div`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  gap: 12px;
  padding: 32px 16px;
  h1 {
    margin: 0;
    font-size: 28px;
  }
  p {
    margin: 0;
    max-width: 520px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Button = styled.button`
  margin-top: 8px;
  padding: 10px 18px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 0;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 700;
  cursor: pointer;
`;

/**
 * Shown instead of a page when the testnet queries fail. Retry refetches and then
 * reloads the page (the caller passes what to refetch; the reload is the default).
 */
export function TestnetOffline({ onRetry }: { onRetry?: () => void | Promise<unknown> }) {
  async function retry() {
    try {
      await onRetry?.();
    } finally {
      globalThis.location?.reload();
    }
  }
  return (
    <Page>
      <Screen role="alert">
        <div aria-hidden style={{ fontSize: 40 }}>
          ⚠
        </div>
        <h1>Testnet Currently Offline</h1>
        <p>
          The Gorbagana testnet is undergoing maintenance and cannot be reached right now. Please try again in
          a few moments.
        </p>
        <Button type="button" onClick={retry}>
          Retry Connection
        </Button>
      </Screen>
    </Page>
  );
}

/** What the chain pages show with Mainnet selected. */
export function MainnetUnderConstruction() {
  return (
    <Page>
      <Screen role="status">
        <div aria-hidden style={{ fontSize: 40 }}>
          🚧
        </div>
        <h1>Mainnet Under Construction</h1>
        <p>Gorbagana mainnet is pending launch. Switch to Testnet to explore live data.</p>
      </Screen>
    </Page>
  );
}
