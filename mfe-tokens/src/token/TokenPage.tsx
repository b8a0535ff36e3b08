// /token/:address: back link, header (logo, name, symbol, short address with copy,
// VERIFIED / UNVERIFIED, Reload), Market Overview, Profile Summary, Misc, and the tabs.
import { useParams, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  formatDateTime,
  isAddress,
  formatInteger,
  isNotFound,
  shortAddress4,
  type TokenDetail,
} from 'shared-api';
import { FIRST_POSITION, paramsForPosition } from 'shared-api/listPosition';
import { nativeProgramName } from 'shared-api/programs';
import {
  Badge,
  Card,
  EmptyState,
  Page,
  PageTitle,
  Popover,
  SkeletonRows,
  TitledCard,
  TokenLogo,
  useDocumentTitle,
} from 'shared-ui';
import {
  AddressLink,
  BackLink,
  Button,
  ButtonLink,
  CopyIcon,
  CopyValue,
  Fields,
  Muted,
  TxLink,
  Tabs,
} from 'shared-ui/entities';
import { tokenKeys, useHoldersPage, useTokenDetail } from './queries';
import { HoldersTab, MetadataTab, TransactionsTab, TransfersTab } from './TokenTabs';
import {
  ANALYTICS_TOOLS,
  DEFAULT_TAB,
  TOKEN_TABS,
  hasTokenExtensions,
  holdersCount,
  selectTab,
  socialLinks,
  TAB_PARAM,
  tabFromParams,
  type TabId,
  supplyText,
  UNKNOWN,
} from './tokenLogic';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  h1 {
    margin: 0;
  }
`;
const Ident = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  flex: 1 1 240px;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
`;
const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px;
  display: flex;
  flex-direction: column;
  gap: 2px;
  a {
    display: block;
    padding: 6px 10px;
    border-radius: ${(p) => p.theme.radius.sm};
  }
`;

function Loading() {
  return (
    <Page data-page="TokenPage" aria-busy>
      <BackLink to="/tokens">← Back to Tokens</BackLink>
      <Card>
        <p role="status">Loading token data...</p>
        <SkeletonRows rows={8} />
      </Card>
    </Page>
  );
}

function Invalid({ title = 'Invalid Token Address', text }: { title?: string; text?: string }) {
  return (
    <Page data-page="TokenPage">
      <EmptyState
        title={title}
        description={text}
        action={<ButtonLink to="/tokens">Back to Tokens</ButtonLink>}
      />
    </Page>
  );
}

function MarketOverview({ token, holders }: { token: TokenDetail; holders: number }) {
  const links = socialLinks(token);
  return (
    <TitledCard title="Market Overview">
      <Fields
        rows={[
          ['Price', 'N/A'],
          ['Market Cap', 'N/A'],
          ['Current Supply', supplyText(token, token.symbol)],
          ['Holders', formatInteger(holders)],
          [
            'Social',
            links.length ? (
              <Row>
                {links.map((l) => (
                  <a key={l.kind} href={l.href} target="_blank" rel="noopener noreferrer nofollow">
                    {l.label}
                  </a>
                ))}
              </Row>
            ) : (
              <Muted>No social links available</Muted>
            ),
          ],
          [
            'Analytics',
            <Popover
              key="a"
              label="Analytics tools"
              trigger={<Button type="button">Analytics tools ▾</Button>}
            >
              <Menu>
                {ANALYTICS_TOOLS.map((t) => (
                  <li key={t.name}>
                    <a href={t.url(token.address)} target="_blank" rel="noopener noreferrer nofollow">
                      {t.name}
                    </a>
                  </li>
                ))}
              </Menu>
            </Popover>,
          ],
        ]}
      />
    </TitledCard>
  );
}

function ProfileSummary({ token }: { token: TokenDetail }) {
  return (
    <TitledCard title="Profile Summary">
      <Fields
        rows={[
          ['Name', token.name ?? 'Unknown Token'],
          ['Decimals', String(token.decimals)],
          [
            'Authority',
            token.authoritiesKnown ? (
              <AddressLink key="a" address={token.authority} form="compact" />
            ) : (
              <Muted key="a">{UNKNOWN}</Muted>
            ),
          ],
          ['Creator', <AddressLink key="c" address={token.creator} form="compact" />],
          [
            'First Mint',
            token.firstMint ? (
              <span key="f">
                <TxLink signature={token.firstMint.signature} form="compact" />{' '}
                <Muted>{token.firstMint.timestamp ? formatDateTime(token.firstMint.timestamp) : ''}</Muted>
              </span>
            ) : (
              'N/A'
            ),
          ],
          hasTokenExtensions(token) && [
            'Program',
            <Badge key="x" $tone="purple" title={token.extensions.join(', ')}>
              Token Extensions
            </Badge>,
          ],
        ]}
      />
    </TitledCard>
  );
}

function Misc({ token }: { token: TokenDetail }) {
  return (
    <TitledCard title="Misc">
      <Fields
        rows={[
          ['Token Address', <CopyValue key="t" value={token.address} label="Token address" kind="token" />],
          [
            'Owner Program',
            <span key="p">
              {nativeProgramName(token.programId) ?? token.program}{' '}
              <Muted>({shortAddress4(token.programId)})</Muted>
            </span>,
          ],
          ['Analytics', <Muted key="g">Gorbagana token analytics: coming soon</Muted>],
        ]}
      />
    </TitledCard>
  );
}

function TokenView({ token }: { token: TokenDetail }) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  // A new tab opens at its first page: the position parameters belong to the tab that set them.
  const setTab = (id: TabId) =>
    setParams((cur) => {
      const next = paramsForPosition(cur, FIRST_POSITION);
      const chosen = selectTab(tab, id);
      if (chosen === DEFAULT_TAB) next.delete(TAB_PARAM);
      else next.set(TAB_PARAM, chosen);
      return next;
    });
  const client = useQueryClient();
  // The holders list (first page) gives the holders count once loaded.
  const firstHolders = useHoldersPage(token.address, null, true);
  const title = token.name ?? token.symbol ?? 'Unknown Token';
  useDocumentTitle(`${title} (${token.symbol ?? shortAddress4(token.address)})`);
  return (
    <Page data-page="TokenPage">
      <BackLink to="/tokens">← Back to Tokens</BackLink>
      <Header>
        <TokenLogo
          src={token.logoUri}
          symbol={token.symbol}
          name={token.name}
          mint={token.mint || token.address}
          size={56}
        />
        <Ident>
          <Row>
            <PageTitle as="h1" style={{ margin: 0 }}>
              {title}
            </PageTitle>
            {token.symbol && <Muted>{token.symbol}</Muted>}
            {token.verified ? <Badge $tone="green">VERIFIED</Badge> : <Badge $tone="gray">UNVERIFIED</Badge>}
          </Row>
          <Row>
            <span title={token.address}>{shortAddress4(token.address)}</span>
            <CopyIcon value={token.address} label="Token address" kind="token" />
          </Row>
        </Ident>
        <Button
          type="button"
          onClick={() => void client.invalidateQueries({ queryKey: tokenKeys.all(token.address) })}
        >
          Reload
        </Button>
      </Header>
      <Cards>
        <MarketOverview token={token} holders={holdersCount(token, firstHolders.data)} />
        <ProfileSummary token={token} />
        <Misc token={token} />
      </Cards>
      <Card>
        <Tabs label="Token data" tabs={TOKEN_TABS} value={tab} onChange={(id) => setTab(id)} />
        <div
          role="tabpanel"
          aria-label={TOKEN_TABS.find((t) => t.id === tab)?.label}
          style={{ marginTop: 12 }}
        >
          {tab === 'transfers' && <TransfersTab token={token} />}
          {tab === 'transactions' && <TransactionsTab token={token} />}
          {tab === 'holders' && <HoldersTab token={token} />}
          {tab === 'metadata' && <MetadataTab token={token} />}
        </div>
      </Card>
    </Page>
  );
}

export default function TokenPage() {
  const { address = '' } = useParams();
  const valid = isAddress(address);
  const q = useTokenDetail(valid ? address : '');
  if (!valid) return <Invalid />;
  if (q.isPending) return <Loading />;
  if (q.isError)
    return isNotFound(q.error) ? (
      <Invalid title="Token Not Found" text="No token with this mint address has been indexed." />
    ) : (
      <Invalid title="Failed to load token" text="Please try again." />
    );
  return <TokenView token={q.data} />;
}
