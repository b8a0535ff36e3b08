import type { QueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ExplorerProviders } from 'shared-ui';
import { Banner } from './layout/Banner';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { MAIN_ID, RouteFocus, SkipLink } from './layout/RouteFocus';
import { ScrollToTop } from './layout/ScrollToTop';
import { SecondBar } from './layout/SecondBar';
import { TrollboxDock } from './layout/TrollboxDock';
import { AppRoutes } from './routes/AppRoutes';
import { useEntityResolver } from './routes/routeTable';

export const Main = styled.main`
  min-height: 60vh;
`;

/**
 * The shell owns the router, the query client, theme, network context, toasts and where entity
 * links lead (the page table's entity pages); remotes reach them through the Module Federation
 * singletons. The client comes from the bootstrap, which fills
 * it with the first page's data before the first render.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const entityPaths = useEntityResolver();
  return (
    <ExplorerProviders queryClient={queryClient} entityPaths={entityPaths}>
      <SkipLink />
      <ScrollToTop />
      <RouteFocus />
      <Banner />
      <Header />
      <SecondBar />
      <Main id={MAIN_ID}>
        <AppRoutes />
      </Main>
      <Footer />
      <TrollboxDock />
    </ExplorerProviders>
  );
}
