// The overview card: address with copy, Balance in GOR with its approximate dollar
// value, Account Type, and the holdings dropdown (search, 'Tokens (n)', Total Portfolio Value). A
// token account's page says whose it is and links to the owner's overview.
import { useAddress } from 'shared-api/hooks/accounts';
import type { Holdings } from 'shared-api';
import { Card } from 'shared-ui';
import { CopyValue, EntityLink, Fields, gorText, HoldingsDropdown, Muted } from 'shared-ui/entities';
import { balanceUsd } from './format';

function TokenAccountOwner({ address }: { address: string }) {
  const q = useAddress(address);
  const owner = q.data?.tokenAccount?.owner;
  if (!owner) return null;
  return (
    <p>
      This is a token account: it holds one token for its owner wallet{' '}
      <EntityLink entity="address" value={owner}>
        {owner}
      </EntityLink>
      . See the{' '}
      <EntityLink entity="wallet" value={owner}>
        owner&apos;s wallet overview
      </EntityLink>
      .
    </p>
  );
}

export function OverviewCard({ address, holdings }: { address: string; holdings: Holdings }) {
  return (
    <Card aria-label="Overview">
      <Fields
        rows={[
          [
            'Address',
            <span key="a" style={{ wordBreak: 'break-all' }}>
              <CopyValue value={address} label="Address" kind="wallet" />
            </span>,
          ],
          [
            'Balance',
            <span key="b">
              {gorText(holdings.balance)} <Muted>{balanceUsd(holdings.gorValue)}</Muted>
            </span>,
          ],
          ['Account Type', holdings.isTokenAccount ? 'Token Account' : 'Standard Wallet'],
          ['Holdings', <HoldingsDropdown key="h" address={address} showTotal viewAll={false} />],
        ]}
      />
      {holdings.isTokenAccount && <TokenAccountOwner address={address} />}
    </Card>
  );
}
