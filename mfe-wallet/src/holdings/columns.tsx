// What the Transfers and Balance Changes tabs share: their props and the Token column (logo and name
// or symbol linking to /token/{mint}; GOR its own logo).
import { TokenLink, type Column } from 'shared-ui/entities';
import { tokenLogo } from './format';
import type { HistoryFilters } from './view';

export interface HistoryTabProps {
  address: string;
  filters: HistoryFilters;
  onFilters(f: HistoryFilters): void;
}

type TokenFacts = { mint: string | null; symbol: string | null; name: string | null; logoUri: string | null };

export function tokenColumn<R extends TokenFacts>(): Column<R> {
  return {
    key: 'token',
    header: 'Token',
    render: (r) => (
      <TokenLink
        mint={r.mint}
        symbol={r.symbol}
        name={r.name}
        logoUri={tokenLogo(r.mint, r.logoUri)}
        form="compact"
      />
    ),
  };
}
