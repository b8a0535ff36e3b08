import styled from 'styled-components';
import { useNetwork } from 'shared-ui';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.pill};
  padding: 2px;
  button {
    border: 0;
    background: none;
    color: ${(p) => p.theme.colors.textMuted};
    padding: 4px 10px;
    border-radius: ${(p) => p.theme.radius.pill};
    cursor: pointer;
    font-size: 13px;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
  }
`;

/** The Testnet/Mainnet switch. */
export function NetworkToggle() {
  const { network, setNetwork } = useNetwork();
  return (
    <Group role="group" aria-label="Network">
      <button type="button" aria-pressed={network === 'testnet'} onClick={() => setNetwork('testnet')}>
        Testnet
      </button>
      <button type="button" aria-pressed={network === 'mainnet'} onClick={() => setNetwork('mainnet')}>
        Mainnet
      </button>
    </Group>
  );
}
