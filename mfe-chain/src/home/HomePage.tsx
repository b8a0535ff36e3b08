// Home (/): hero, search, stats, latest transactions, network overview, price, recent blocks,
// shortcuts. Becomes the offline screen when overview, transactions or blocks fail.
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page, SearchBox } from 'shared-ui';
// With the home page, not fetched when it shows: the server that would serve it may be what is down.
import { TestnetOffline } from 'shared-ui/screens';
import {
  searchAdapter,
  useAppConfig,
  useLatestBlocks,
  useLatestTransactions,
  useNetworkOverview,
} from 'shared-api';
import { Muted, Stack, TwoCol } from 'shared-ui/entities';
import { LatestTransactions } from './LatestTransactions';
import { NetworkOverview } from './NetworkOverview';
import { PriceCard } from './PriceCard';
import { RecentBlocks } from './RecentBlocks';
import { Shortcuts } from './Shortcuts';
import { StatCards } from './StatCards';

const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 16px 0 4px;
  h1 {
    margin: 0;
    font-size: clamp(28px, 5vw, 44px);
    line-height: 1.1;
  }
  h1 span {
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The hero: also the home page's prerendered first paint (../prerender.build.tsx), so the heading
 *  the server sends is this one, at the same place and size. */
export function HomeHero({
  chain = 'Gorbagana',
  network = 'testnet',
  children,
}: {
  chain?: string;
  network?: string;
  children: ReactNode;
}) {
  return (
    <Hero>
      <h1>
        Explore <span>{chain}</span>
      </h1>
      <p>
        Blocks, transactions, addresses and tokens of the {chain} {network}, live.
      </p>
      {children}
    </Hero>
  );
}

export default function Home() {
  const config = useAppConfig();
  const overview = useNetworkOverview();
  const txs = useLatestTransactions();
  const blocks = useLatestBlocks();
  const [params] = useSearchParams();
  const searched = params.get('search');
  if (overview.isError || txs.isError || blocks.isError) {
    return (
      <TestnetOffline
        onRetry={() => Promise.allSettled([overview.refetch(), txs.refetch(), blocks.refetch()])}
      />
    );
  }
  return (
    <Page data-page="Home">
      <HomeHero chain={config.data?.chainName} network={config.data?.network}>
        <SearchBox adapter={searchAdapter} focusOnSlash />
        {searched && (
          <Muted role="status">
            No results found for “{searched}”. Try a transaction signature, an address, a block number or a
            token symbol.
          </Muted>
        )}
      </HomeHero>
      <StatCards />
      <TwoCol>
        <Stack>
          <LatestTransactions />
        </Stack>
        <Stack>
          <NetworkOverview data={overview.data} loading={overview.isPending} />
          <PriceCard />
          <RecentBlocks data={blocks.data} loading={blocks.isPending} />
        </Stack>
      </TwoCol>
      <Shortcuts />
    </Page>
  );
}
