// Build step (after webpack, `npm run build -w mfe-chain`): the home page's first paint, which the
// server sends inside the shell's frame before any script has run: Home's own hero (its h1, subtitle
// and search field) and, where the data goes, skeleton cards laid out as Home lays out its cards.
// Written into the versioned build, to the file the home page's declaration names (./pages.ts), so
// it is published, hashed and rolled back with the version whose page it shows. Never in a browser
// bundle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDeclaration } from 'shared-api/pages';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { searchAdapter } from 'shared-api';
import { Card, Page, SearchBox, Skeleton, SkeletonRows, ToastProvider, darkTheme } from 'shared-ui';
import { Grid, Stack, TwoCol } from 'shared-ui/entities';
import { writeFirstPaint } from '../../tools/prerender/render';
import { HomeHero } from './home/HomePage';
import { pages } from './pages';

const { version } = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as {
  version: string;
};
const declared: readonly PageDeclaration[] = pages;
const file = declared.find((p) => p.path === '/')?.prerender;
if (!file) throw new Error('mfe-chain/src/pages.ts: the home page declares no prerender file');

/** A card of the data area: a title bar and `rows` rows. */
const SkeletonCard = ({ rows, height = '22px' }: { rows: number; height?: string }) => (
  <Card>
    <Skeleton $w="40%" $h="22px" style={{ marginBottom: 12 }} />
    <SkeletonRows rows={rows} height={height} />
  </Card>
);

writeFirstPaint(
  join(__dirname, '../dist', version, file),
  <ThemeProvider theme={darkTheme}>
    <ToastProvider>
      <MemoryRouter initialEntries={['/']}>
        <Page>
          <HomeHero>
            {/* Live before the app has started: the shell types what was typed here into the page's box. */}
            <SearchBox adapter={searchAdapter} />
          </HomeHero>
          {/* The stat cards, latest transactions and the side column, as Home shows them loading. */}
          <Grid $min="200px" aria-hidden>
            {[0, 1, 2, 3].map((i) => (
              <Card key={i} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                <Skeleton $w="50%" $h="19px" />
                <Skeleton $w="70%" $h="28px" />
                <Skeleton $w="50%" $h="14px" />
              </Card>
            ))}
          </Grid>
          <TwoCol aria-hidden>
            <Stack>
              <SkeletonCard rows={6} height="36px" />
            </Stack>
            <Stack>
              <SkeletonCard rows={4} />
              <SkeletonCard rows={2} />
              <SkeletonCard rows={4} />
            </Stack>
          </TwoCol>
        </Page>
      </MemoryRouter>
    </ToastProvider>
  </ThemeProvider>,
);
