// /address/:address: the address detail page.
import { Link, useParams } from 'react-router-dom';
import { Badge, Page, PageTitle, TitledCard, useDocumentTitle, useEntityPath } from 'shared-ui';
import {
  formatAmount,
  formatDateTime,
  formatUsdTotal,
  isBase58,
  lamportsToGor,
  noPriceText,
  NO_PRICE_FEED_DETAIL,
  realGorPrice,
  relativeTime,
  shortForm,
  useGorPrice,
  type AddressDetail,
} from 'shared-api';
import { useAddress } from 'shared-api/hooks/accounts';
import {
  ActionList,
  AddressLink,
  BackLink,
  CopyValue,
  EntityLink,
  Fields,
  Muted,
  Stack,
  TwoCol,
  HoldingsDropdown,
  CopyAction,
} from 'shared-ui/entities';
import { EntityPage } from '../entity/EntityPage';
import { AddressTransactions } from './AddressTransactions';
import { accountTypeLabel, addressName, addressTitle, summaryType, totalText, votesNote } from './logic';

function when(t: number | null | undefined): string {
  return t ? `${relativeTime(t)} (${formatDateTime(t)})` : 'Unknown';
}

function AddressView({ d }: { d: AddressDetail }) {
  const price = useGorPrice();
  const gor = lamportsToGor(d.balance);
  const rate = realGorPrice(price.data);
  const usd = d.usdValue ?? (rate !== null ? gor * rate : null);
  const noUsd = <Muted title={NO_PRICE_FEED_DETAIL}>{noPriceText(price.data)}</Muted>;
  const v = d.validator;
  const stakeGor = v ? lamportsToGor(v.activatedStake) : 0;
  // Only a link says more than the Account Type: no row without a token page.
  const asToken = useEntityPath('token', d.isMint ? d.address : null);
  // The spec's title stays; a known program or a sysvar is named beside it, as the Master badge is.
  const name = addressName(d);
  return (
    <Page data-page="AddressPage">
      <BackLink />
      <PageTitle>
        {addressTitle(d)} {d.isMaster && <Badge $tone="yellow">Master</Badge>}{' '}
        {name && (
          <Badge $tone="blue" data-testid="address-name">
            {name}
          </Badge>
        )}
      </PageTitle>
      <TwoCol>
        <Stack>
          <TitledCard title="Overview" actions={<HoldingsDropdown address={d.address} />}>
            <Fields
              rows={[
                ['Address', <CopyValue key="a" value={d.address} label="Copy address" />],
                !!name && ['Name', name],
                [
                  'Balance',
                  <span key="b">
                    {formatAmount(gor)} GOR{' '}
                    {usd !== null ? <Muted>(≈ {formatUsdTotal(usd)})</Muted> : <>({noUsd})</>}
                  </span>,
                ],
                ['Account Type', accountTypeLabel(d)],
                !!asToken && [
                  'Token',
                  <Link key="tk" to={asToken}>
                    This address is a token mint: view token
                  </Link>,
                ],
                d.tokenAccount && [
                  'Mint',
                  <EntityLink key="m" entity="token" value={d.tokenAccount.mint}>
                    {shortForm(d.tokenAccount.mint)}
                  </EntityLink>,
                ],
                d.tokenAccount && ['Owner', <AddressLink key="o" address={d.tokenAccount.owner} />],
                ['Last Activity', d.lastActivity ? relativeTime(d.lastActivity) : 'Unknown'],
              ]}
            />
          </TitledCard>
          <AddressTransactions key={d.address} address={d.address} note={votesNote(d)} />
        </Stack>
        <Stack>
          <TitledCard title="Summary">
            <Fields
              rows={[
                ['Type', summaryType(d)],
                v
                  ? ['Active Stake', `${formatAmount(stakeGor)} GOR`]
                  : ['Balance', `${formatAmount(gor)} GOR`],
                ['Total USD value', usd === null ? noUsd : formatUsdTotal(usd)],
                [
                  'Transactions',
                  <a
                    key="t"
                    href="#address-transactions"
                    onClick={(e) => {
                      e.preventDefault();
                      document.querySelector('[data-testid="address-transactions"]')?.scrollIntoView({
                        behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
                          ? 'auto'
                          : 'smooth',
                      });
                    }}
                  >
                    View Below
                  </a>,
                ],
                d.voteAccount && d.voteAccount !== d.address
                  ? ['Vote Account', <AddressLink key="v" address={d.voteAccount} />]
                  : null,
              ]}
            />
          </TitledCard>
          <TitledCard title="Actions">
            <ActionList>
              <CopyAction label="Copy Address" value={() => d.address} description={shortForm(d.address)} />
              <CopyAction
                label="Share Address"
                value={() => window.location.href}
                description="Address link"
              />
              <CopyAction
                label="Copy Short"
                value={() => shortForm(d.address)}
                description={shortForm(d.address)}
              />
            </ActionList>
          </TitledCard>
          <TitledCard title="Statistics">
            <Fields
              rows={[
                ['First Seen', when(d.firstSeen ?? d.lastActivity)],
                ['Last Active', when(d.lastActivity)],
                ['Total Sent', totalText(d.totalSent) ?? <Muted key="s">—</Muted>],
                ['Total Received', totalText(d.totalReceived) ?? <Muted key="r">—</Muted>],
              ]}
            />
          </TitledCard>
          {v && (
            <TitledCard title="Validator Info">
              <Fields
                rows={[
                  [
                    'Status',
                    <Badge key="s" $tone={v.isActive ? 'green' : 'red'}>
                      {v.isActive ? 'Active' : 'Inactive'}
                    </Badge>,
                  ],
                  ['Commission', `${v.commission}%`],
                  ['Delegated Stake', `${formatAmount(stakeGor)} GOR`],
                  v.apy > 0 && ['APY', `${v.apy.toFixed(2)}%`],
                ]}
              />
            </TitledCard>
          )}
        </Stack>
      </TwoCol>
    </Page>
  );
}

export default function AddressPage() {
  const { address } = useParams();
  const valid = !!address && address.length >= 32 && address.length <= 44 && isBase58(address);
  const q = useAddress(valid ? address : undefined);
  const named = q.data ? addressName(q.data) : null;
  useDocumentTitle(q.data && address ? (named ?? `Address ${shortForm(address)}`) : null);
  return (
    <EntityPage
      page="AddressPage"
      query={q}
      valid={valid}
      loading={{ title: 'Address Details', rows: 6 }}
      notFound={{
        title: 'Address Not Found',
        description: 'The address does not exist or has not been indexed yet.',
      }}
      failed="Could not load address"
    >
      {(d) => <AddressView d={d} />}
    </EntityPage>
  );
}
