// Build step (after webpack, `npm run build -w shell`): the page frame as the server sends it before
// any script has run: the skip link (a keyboard's first Tab stop, before the app mounts too), the
// notice, the header bar and the strip under it in their state before any data, and main, whose
// content the route's remote prerenders (server/src/static/prerender.ts puts it where PAGE_SLOT is).
// Rendered from the components the app renders, so the two cannot differ.
// Written to dist/prerender/frame.json, which is published with the shell. Never in a browser bundle.
import { join } from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import styled from 'styled-components';
import { NetworkProvider, ThemeModeProvider, createQueryClient } from 'shared-ui';
import { writeFirstPaint } from '../../tools/prerender/render';
import { Main } from './App';
import { Banner } from './layout/Banner';
import { Header } from './layout/Header';
import { MAIN_ID, SkipLink } from './layout/RouteFocus';
import { SecondBar } from './layout/SecondBar';

// The notice stays hidden for a visitor who dismissed it: the server's inline script sets
// html[data-banner=off] from the same local-storage flag (BANNER_KEY) before the body is parsed.
const Dismissible = styled.div`
  html[data-banner='off'] & {
    display: none;
  }
`;

/** Where the route's prerendered content goes inside main. */
const PAGE_SLOT = '<!--prerender-page-->';

writeFirstPaint(
  join(__dirname, '../dist/prerender/frame.json'),
  <ThemeModeProvider initialMode="dark">
    <QueryClientProvider client={createQueryClient()}>
      <NetworkProvider initial="testnet">
        <MemoryRouter initialEntries={['/']}>
          <SkipLink />
          <Dismissible>
            <Banner />
          </Dismissible>
          <Header />
          <SecondBar />
          <Main id={MAIN_ID} dangerouslySetInnerHTML={{ __html: PAGE_SLOT }} />
        </MemoryRouter>
      </NetworkProvider>
    </QueryClientProvider>
  </ThemeModeProvider>,
);
