import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { queryDefaults } from 'shared-api';
import { NetworkProvider, ThemeModeProvider, ToastProvider, Toaster } from 'shared-ui';
import { Banner } from './layout/Banner';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ScrollToTop } from './layout/ScrollToTop';
import { SecondBar } from './layout/SecondBar';
import { TrollboxDock } from './layout/TrollboxDock';
import { AppRoutes } from './routes/AppRoutes';

const Main = styled.main`
  min-height: 60vh;
`;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/**
 * The shell owns the router, the query client, theme, network context and toasts; remotes reach
 * them through the Module Federation singletons.
 */
export function App({ queryClient = createQueryClient() }: { queryClient?: QueryClient }) {
  return (
    <ThemeModeProvider>
      <QueryClientProvider client={queryClient}>
        <NetworkProvider>
          <ToastProvider>
            <BrowserRouter>
              <ScrollToTop />
              <Banner />
              <Header />
              <SecondBar />
              <Main id="main">
                <AppRoutes />
              </Main>
              <Footer />
              <TrollboxDock />
              <Toaster />
            </BrowserRouter>
          </ToastProvider>
        </NetworkProvider>
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
