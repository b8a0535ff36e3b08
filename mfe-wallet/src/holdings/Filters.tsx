// The history filters of Transfers and Balance Changes (token, direction, action, time range) and
// the 'Download CSV' link of the whole filtered history. The values live in the URL (view.ts).
// The Transfers tab has a row per transaction but its file a line per movement (each with its own
// amount and counterparty, which a row sums up): the link says so.
import styled from 'styled-components';
import { useId, useState } from 'react';
import { useHoldings } from 'shared-api/hooks/accounts';
import { Button, Muted } from 'shared-ui/entities';
import { actionName } from './format';
import { BALANCE_ACTIONS, WALLET_ACTIONS } from 'shared-api/wallet';
import { GOR_MINT, csvHref, hasFilters, type HistoryFilters } from './view';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: flex-end;
  margin: 12px 0;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 12px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  select,
  input {
    min-height: 36px;
    padding: 0 8px;
    border-radius: ${(p) => p.theme.radius.sm};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
    max-width: 100%;
  }
`;
const CsvLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 6px 14px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  margin-left: auto;
  &[aria-disabled='true'] {
    opacity: 0.5;
    pointer-events: none;
  }
`;

/** The server streams one export per client at a time: the link rests a few seconds after a click. */
const CSV_REST_MS = 5000;

/** What a line of each tab's CSV file is. */
export const CSV_LINE: Record<'transfers' | 'balance-changes', string> = {
  transfers: 'a line per movement of each transaction',
  'balance-changes': 'a line per balance change',
};

export function HistoryFiltersBar({
  address,
  tab,
  filters,
  onChange,
}: {
  address: string;
  tab: 'transfers' | 'balance-changes';
  filters: HistoryFilters;
  onChange(f: HistoryFilters): void;
}) {
  const holdings = useHoldings(address);
  const [resting, setResting] = useState(false);
  const csvNote = useId();
  const tokens = (holdings.data?.tokenHoldings ?? []).filter((h) => !h.isNative);
  const known = new Set(tokens.map((t) => t.mint));
  const actions = tab === 'transfers' ? WALLET_ACTIONS : BALANCE_ACTIONS;
  const set = (patch: Partial<HistoryFilters>) => {
    const next: HistoryFilters = { ...filters, ...patch };
    for (const k of Object.keys(next) as (keyof HistoryFilters)[]) if (!next[k]) delete next[k];
    onChange(next);
  };
  return (
    <Bar aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <label>
        Token
        <select value={filters.mint ?? ''} onChange={(e) => set({ mint: e.target.value || undefined })}>
          <option value="">All tokens</option>
          <option value={GOR_MINT}>GOR</option>
          {tokens.map((t) => (
            <option key={t.account ?? t.mint} value={t.mint}>
              {t.symbol || t.name || t.mint}
            </option>
          ))}
          {filters.mint && filters.mint !== GOR_MINT && !known.has(filters.mint) && (
            <option value={filters.mint}>{filters.mint}</option>
          )}
        </select>
      </label>
      <label>
        Direction
        <select
          value={filters.direction ?? ''}
          onChange={(e) => set({ direction: (e.target.value || undefined) as HistoryFilters['direction'] })}
        >
          <option value="">In and out</option>
          <option value="in">In</option>
          <option value="out">Out</option>
        </select>
      </label>
      <label>
        Action
        <select value={filters.action ?? ''} onChange={(e) => set({ action: e.target.value || undefined })}>
          <option value="">All actions</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {actionName(a)}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </label>
      {hasFilters(filters) && (
        <Button type="button" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
      <CsvLink
        href={csvHref(address, tab, filters)}
        download
        aria-disabled={resting}
        aria-describedby={csvNote}
        onClick={() => {
          setResting(true);
          setTimeout(() => setResting(false), CSV_REST_MS);
        }}
      >
        Download CSV
      </CsvLink>
      <Muted id={csvNote} style={{ fontSize: 12, alignSelf: 'center' }}>
        ({CSV_LINE[tab]})
      </Muted>
      {resting && <Muted role="status">Preparing the file…</Muted>}
    </Bar>
  );
}
