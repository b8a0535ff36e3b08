// /tokens: market stats, search, sort buttons and sortable headers, the filters popover, a table
// (cards on narrow screens) of 50 tokens a page with the /tokens pager, and the two empty states.
// Sorting, filtering and search run on the server; see listState.ts for the rules. A sort the data
// cannot support is shown disabled with its reason, never quietly replaced by another.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  abbreviate,
  formatInteger,
  formatPercentChange,
  formatTokenAmount,
  formatUsd,
  shortAddress4,
  shortName,
  TOKENS_PAGE_SIZE,
  useGorPrice,
  type TokenListItem,
} from 'shared-api';
import {
  Card,
  EmptyState,
  Page,
  PageTitle,
  Popover,
  SkeletonRows,
  TokenLogo,
  useEntityPaths,
} from 'shared-ui';
import {
  Button,
  EntityLink,
  ErrorText,
  Muted,
  PageRows,
  Table,
  TokensPager,
  useUrlView,
  type Column,
} from 'shared-ui/entities';
import { MarketStats } from './MarketStats';
import { HeaderSort, SortButton, UnavailableSort } from './SortControls';
import {
  FILTER_LABELS,
  MAX_SEARCH,
  SORT_BUTTONS,
  SORT_LABELS,
  activeSearch,
  effectiveFilters,
  hiddenByFilters,
  hiddenText,
  listReducer,
  pageCount,
  paramsForState,
  stateFromParams,
  unavailableSorts,
  withAvailableSort,
  type ListAction,
  type SortKey,
  type SortState,
} from './listState';
import { useTokensPage } from './queries';

export const SEARCH_PLACEHOLDER = 'Search tokens by name, symbol, or mint address...';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-bottom: 12px;
  input[type='search'] {
    flex: 1 1 260px;
    min-height: 38px;
    padding: 6px 12px;
    border-radius: ${(p) => p.theme.radius.md};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
    font-size: 14px;
  }
`;

const SortGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const SortNotice = styled(Muted)`
  display: block;
  margin-top: 8px;
`;

const FilterBox = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 4px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 240px;
  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;

const TokenCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  strong {
    display: block;
  }
`;

const FilterNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 0 0 12px;
`;

const arrow = (s: SortState, key: SortKey) => (s.key === key ? (s.dir === 'desc' ? ' ↓' : ' ↑') : '');
const dirWord = (d: 'asc' | 'desc') => (d === 'desc' ? 'descending' : 'ascending');

function TokenName({ t }: { t: TokenListItem }) {
  return (
    <TokenCell>
      <TokenLogo src={t.logoUri} symbol={t.symbol} name={t.name} mint={t.mint} size={28} />
      <span>
        <EntityLink entity="token" value={t.mint} onClick={(e) => e.stopPropagation()}>
          <strong>{t.symbol || shortAddress4(t.mint)}</strong>
        </EntityLink>
        <Muted>{t.name ? shortName(t.name) : 'Unknown Token'}</Muted>
      </span>
    </TokenCell>
  );
}

/** A USD figure when a price source gave one; never invented. */
const usdOr = (v: number | null, show: (n: number) => string) =>
  v !== null && Number.isFinite(v) ? show(v) : 'N/A';

export default function TokensPage() {
  // The list's view lives in the URL: back/forward and a pasted link show the same page, sort and filters.
  const [asked, setState] = useUrlView(stateFromParams, paramsForState);
  const source = useGorPrice().data?.source;
  // What the list is really sorted by: a link asking for a sort that cannot be applied shows (and
  // requests) the default instead, and says so below the sort buttons. Which sorts are unavailable
  // does not depend on the rows (only the reasons do), so this is settled before any row loads.
  const s = withAvailableSort(asked, unavailableSorts(source, undefined));
  const navigate = useNavigate();
  const entityPaths = useEntityPaths();
  const data = useTokensPage(s);
  const unavailable = unavailableSorts(source, data.rows);
  const dispatch = (a: ListAction) => {
    if (a.type === 'sort' && unavailable.has(a.key)) return;
    // Typing a search replaces the entry rather than adding one per key.
    setState(listReducer(s, a), { replace: a.type === 'search' });
  };
  const fallbackNotice =
    s.sort.key === asked.sort.key
      ? null
      : `Sorting by ${SORT_LABELS[asked.sort.key]} is unavailable (${unavailable.get(asked.sort.key) ?? ''}); ` +
        `sorted by ${SORT_LABELS[s.sort.key]}, ${dirWord(s.sort.dir)}.`;
  const searching = activeSearch(s) !== '';
  const filters = effectiveFilters(s);
  const totalPages = pageCount(data.total ?? 0);

  const sortHeader = (key: SortKey, label: string): ReactNode => {
    const reason = unavailable.get(key);
    if (reason)
      return (
        <UnavailableSort variant="header" reason={reason} ariaLabel={`Sort by ${label}`}>
          {label}
        </UnavailableSort>
      );
    return (
      <HeaderSort
        type="button"
        onClick={(e) => {
          // On narrow screens the headers sit inside clickable cards: sorting must not open a token.
          e.stopPropagation();
          dispatch({ type: 'sort', key });
        }}
        aria-label={`Sort by ${label}${s.sort.key === key ? `, ${dirWord(s.sort.dir)}` : ''}`}
      >
        {label}
        {arrow(s.sort, key)}
      </HeaderSort>
    );
  };

  const columns: Column<TokenListItem>[] = [
    {
      key: 'rank',
      header: '#',
      render: (_t, i) => (s.page - 1) * TOKENS_PAGE_SIZE + i + 1,
      hideOnCard: true,
    },
    { key: 'token', header: 'Token', render: (t) => <TokenName t={t} /> },
    // USD figures only where a price source knows the token; otherwise 'N/A' (never invented).
    {
      key: 'price',
      header: sortHeader('price', 'Price'),
      render: (t) => usdOr(t.price, formatUsd),
      align: 'right',
    },
    {
      key: 'change',
      header: sortHeader('change24h', '24h Change'),
      render: (t) => usdOr(t.change24h, formatPercentChange),
      align: 'right',
    },
    {
      key: 'volume',
      header: sortHeader('volume', '24h Volume'),
      align: 'right',
      render: (t) => (
        <span>
          N/A
          {t.volume24h !== '0' && (
            <Muted as="small" style={{ display: 'block' }}>
              {formatTokenAmount(t.volume24h, t.decimals)} {t.symbol ?? ''} moved
            </Muted>
          )}
        </span>
      ),
    },
    {
      key: 'mcap',
      header: sortHeader('marketCap', 'Market Cap'),
      render: (t) => usdOr(t.marketCap, (v) => `$${abbreviate(v)}`),
      align: 'right',
    },
    {
      key: 'holders',
      header: sortHeader('holders', 'Holders'),
      render: (t) => formatInteger(t.holderCount),
      align: 'right',
    },
    {
      key: 'supply',
      header: 'Supply',
      // A supply the index could not read is not known: never shown as 0.
      render: (t) => (t.supply === null ? <Muted>Unknown</Muted> : formatTokenAmount(t.supply, t.decimals)),
      align: 'right',
    },
  ];

  const filtersPanel = (
    <FilterBox disabled={searching}>
      <legend>Filters{searching ? ' (Cleared during search)' : ''}</legend>
      {FILTER_LABELS.map((f) => (
        <label key={f.key}>
          <input
            type="checkbox"
            checked={filters[f.key]}
            onChange={(e) => dispatch({ type: 'filter', key: f.key, on: e.target.checked })}
          />
          {f.label}
          {searching && <Muted>Cleared during search</Muted>}
        </label>
      ))}
    </FilterBox>
  );

  const activeFilters = Object.values(filters).filter(Boolean).length;
  // Filters never hide tokens silently: how many they hide, and a way to see them all.
  const hidden = hiddenByFilters(s, data.total, data.unfiltered);
  const hiddenNote = hidden > 0 ? hiddenText(hidden, data.unfiltered ?? hidden) : null;
  const showAll = hiddenNote && (
    <Button type="button" onClick={() => dispatch({ type: 'showAll' })}>
      {hiddenNote.action}
    </Button>
  );
  let list: ReactNode;
  if (data.loading || (!data.rows && !data.failed)) list = <SkeletonRows rows={8} />;
  else if (data.failed) list = <ErrorText role="alert">Failed to load tokens. Please try again.</ErrorText>;
  else if (!data.rows || data.rows.length === 0)
    list = (
      <EmptyState
        title="No tokens found"
        description={
          hiddenNote
            ? hiddenNote.note
            : searching
              ? 'Try adjusting your search terms'
              : 'No tokens available at the moment'
        }
        action={showAll}
      />
    );
  else
    list = (
      <PageRows busy={data.busy}>
        <Table
          label="Tokens"
          columns={columns}
          rows={data.rows}
          rowKey={(t) => t.mint}
          onRowClick={(t) => {
            const to = entityPaths('token', t.mint);
            if (to) navigate(to);
          }}
        />
      </PageRows>
    );

  return (
    <Page data-page="TokensPage">
      <PageTitle>Tokens</PageTitle>
      <MarketStats />
      <Card>
        <Controls>
          <input
            type="search"
            aria-label="Search tokens"
            placeholder={SEARCH_PLACEHOLDER}
            value={s.search}
            maxLength={MAX_SEARCH}
            onChange={(e) => dispatch({ type: 'search', text: e.target.value })}
          />
          <Popover
            label="Token filters"
            align="end"
            trigger={
              <Button type="button" aria-label={`Filters (${activeFilters} on)`}>
                Filters{activeFilters ? ` (${activeFilters})` : ''}
              </Button>
            }
          >
            {filtersPanel}
          </Popover>
        </Controls>
        <SortGroup role="group" aria-label="Sort tokens">
          {SORT_BUTTONS.map((b) => {
            const reason = unavailable.get(b.key);
            return reason ? (
              <UnavailableSort key={b.key} variant="button" reason={reason}>
                {b.label}
              </UnavailableSort>
            ) : (
              <SortButton
                key={b.key}
                type="button"
                $active={s.sort.key === b.key}
                aria-pressed={s.sort.key === b.key}
                onClick={() => dispatch({ type: 'sort', key: b.key })}
              >
                {b.label}
                {arrow(s.sort, b.key)}
              </SortButton>
            );
          })}
        </SortGroup>
        {fallbackNotice && <SortNotice role="status">{fallbackNotice}</SortNotice>}
      </Card>
      <Card>
        {hiddenNote && data.rows && data.rows.length > 0 && (
          <FilterNote role="status">
            <Muted>{hiddenNote.note}</Muted>
            {showAll}
          </FilterNote>
        )}
        {list}
        {data.rows && data.rows.length > 0 && (
          <div style={{ marginTop: 12 }}>
            <TokensPager
              page={s.page}
              totalPages={totalPages}
              onChange={(page) => dispatch({ type: 'page', page })}
            />
          </div>
        )}
      </Card>
    </Page>
  );
}
