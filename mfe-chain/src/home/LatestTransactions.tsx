// Latest transactions (2 s) with the refresh button, its counter badge and the quick-view dialog.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge, EmptyState, SkeletonRows, TitledCard } from 'shared-ui';
import {
  formatFee,
  instructionSummary,
  lamportsToGor,
  relativeTime,
  useLatestTransactions,
  type TransactionSummary,
} from 'shared-api';
import { ActionBadge, Button, ButtonLink, Mono, Muted, StatusBadge, TxLink } from 'shared-ui/entities';
import { HOME_LIST_SIZE, REFRESH_FEEDBACK_MS } from './logic';

// The dialog is only needed after a click: loaded on demand to keep the home page's first load small.
const QuickView = lazy(() => import(/* webpackChunkName: "QuickView" */ './QuickView'));

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 10px;
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    font-size: 13px;
  }
  .side {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 4px;
    font-size: 13px;
  }
`;

const Link = styled.button`
  background: none;
  border: 0;
  padding: 0;
  color: ${(p) => p.theme.colors.primary};
  cursor: pointer;
  font-size: 13px;
`;

export function LatestTransactions() {
  const q = useLatestTransactions();
  const [updating, setUpdating] = useState(false);
  const [refreshes, setRefreshes] = useState(0);
  const [open, setOpen] = useState<TransactionSummary | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = useCallback(() => setOpen(null), []);
  function refresh() {
    setUpdating(true);
    setRefreshes((n) => n + 1);
    void q.refetch();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setUpdating(false), REFRESH_FEEDBACK_MS);
  }
  const list = (q.data ?? []).slice(0, HOME_LIST_SIZE);
  return (
    <TitledCard
      title="Latest Transactions"
      actions={
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {refreshes > 0 && (
            <Badge $tone="blue" aria-label={`${refreshes} refreshes`}>
              {refreshes}
            </Badge>
          )}
          <Button type="button" onClick={refresh} disabled={updating}>
            {updating ? 'Updating...' : '↻ Refresh'}
          </Button>
          <ButtonLink to="/transactions">View all</ButtonLink>
        </div>
      }
    >
      {q.isPending ? (
        <SkeletonRows rows={6} height="36px" />
      ) : list.length === 0 ? (
        <EmptyState title="No transactions found" />
      ) : (
        <Rows aria-label="Latest transactions">
          {list.map((tx) => (
            <li key={tx.signature}>
              <div style={{ minWidth: 0 }}>
                <TxLink signature={tx.signature} />
                <div className="meta">
                  <ActionBadge type={instructionSummary(tx.instructions)} />
                  <Muted>{tx.timestamp ? relativeTime(tx.timestamp) : ''}</Muted>
                </div>
              </div>
              <div className="side">
                <StatusBadge status={tx.status} />
                <Mono>{formatFee(lamportsToGor(tx.fee))} GOR</Mono>
                <Link
                  type="button"
                  onClick={() => setOpen(tx)}
                  aria-label={`Quick view ${tx.signature.slice(0, 8)}`}
                >
                  Quick view
                </Link>
              </div>
            </li>
          ))}
        </Rows>
      )}
      {open && (
        <Suspense fallback={null}>
          <QuickView tx={open} onClose={close} />
        </Suspense>
      )}
    </TitledCard>
  );
}
