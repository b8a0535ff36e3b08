import { Badge } from 'shared-ui';
import { useNetworkStatus } from './useNetworkStatus';

export function StatusBadge() {
  const status = useNetworkStatus();
  return (
    <Badge $tone={status === 'Testnet Online' ? 'green' : 'red'} data-testid="status-badge" role="status">
      <span aria-hidden>●</span> {status}
    </Badge>
  );
}
