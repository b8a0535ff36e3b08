import type { QueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ExplorerProviders, createQueryClient } from 'shared-ui';
import { Banner } from './layout/Banner';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { MAIN_ID, RouteFocus, SkipLink } from './layout/RouteFocus';
import { ScrollToTop } from './layout/ScrollToTop';
import { SecondBar } from './layout/SecondBar';
import { TrollboxDock } from './layout/TrollboxDock';
import { AppRoutes } from './routes/AppRoutes';

const Main = styled.main`
  min-height: 60vh;
`;

export { createQueryClient };

/**
 * The shell owns the router, the query client, theme, network context and toasts; remotes reach
 * them through the Module Federation singletons.
 */
export function App({ queryClient = createQueryClient() }: { queryClient?: QueryClient }) {
  return (
    <ExplorerProviders queryClient={queryClient}>
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
