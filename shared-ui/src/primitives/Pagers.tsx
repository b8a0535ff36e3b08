// The pagers of the spec, each with its own window rule:
// - chain lists (top holders, address transactions): Previous / Next only        → <PrevNextPager>
// - /tokens: all pages when there are 10 or fewer, otherwise a window of 7 with the first and last
//   pages and ellipses, Prev / Next                                               → <TokensPager>
// - wallet tabs: First, Previous, up to 5 numbers around the current, Next, Last, 'Page x of y'
//   plus the total when known                                                     → <WalletPager>
//
//   <TokensPager page={page} totalPages={pages} onChange={setPage} />
//   <WalletPager page={2} totalPages={7} total={64} onChange={go} />
//   <PrevNextPager canPrev={page > 1} canNext={hasMore} onPrev={back} onNext={forward} />
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Pager, pageWindow } from './Pager';

/** /tokens: every page up to 10, otherwise first, a window of 7 around the current, last. */
export function tokensPageWindow(page: number, totalPages: number): (number | 'ellipsis')[] {
  if (totalPages <= 10) return Array.from({ length: Math.max(0, totalPages) }, (_, i) => i + 1);
  return pageWindow(page, totalPages, 7);
}

/** Wallet: up to 5 page numbers around the current one, kept inside 1..totalPages. */
export function walletPageNumbers(page: number, totalPages: number, count = 5): number[] {
  if (totalPages <= 0) return [];
  const n = Math.min(count, totalPages);
  let start = Math.max(1, page - Math.floor(n / 2));
  start = Math.min(start, totalPages - n + 1);
  return Array.from({ length: n }, (_, i) => start + i);
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
`;
const Btn = styled.button<{ $active?: boolean }>`
  min-width: 34px;
  min-height: 32px;
  padding: 0 10px;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.surface)};
  color: ${(p) => (p.$active ? p.theme.colors.primaryText : p.theme.colors.text)};
  cursor: pointer;
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
const Note = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 13px;
`;

export function TokensPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange(page: number): void;
}) {
  // 10 or fewer pages all fit; beyond, the core Pager's window of 7 with first/last and ellipses.
  return <Pager page={page} totalPages={totalPages} onChange={onChange} max={totalPages <= 10 ? 10 : 7} />;
}

export function WalletPager({
  page,
  totalPages,
  total,
  onChange,
}: {
  page: number;
  totalPages: number;
  /** The total count, shown when known. */
  total?: number | null;
  onChange(page: number): void;
}) {
  // A jump outside 1..last is ignored.
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onChange(p);
  };
  return (
    <Bar aria-label="Pagination">
      <Btn type="button" onClick={() => go(1)} disabled={page <= 1}>
        First
      </Btn>
      <Btn type="button" onClick={() => go(page - 1)} disabled={page <= 1}>
        Previous
      </Btn>
      {walletPageNumbers(page, totalPages).map((p) => (
        <Btn
          key={p}
          type="button"
          $active={p === page}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => go(p)}
        >
          {p}
        </Btn>
      ))}
      <Btn type="button" onClick={() => go(page + 1)} disabled={page >= totalPages}>
        Next
      </Btn>
      <Btn type="button" onClick={() => go(totalPages)} disabled={page >= totalPages}>
        Last
      </Btn>
      <Note>
        Page {page} of {totalPages}
        {total !== null && total !== undefined ? ` (${total.toLocaleString('en-US')} total)` : ''}
      </Note>
    </Bar>
  );
}

export function PrevNextPager({
  canPrev,
  canNext,
  onPrev,
  onNext,
  children,
  prevLabel = 'Previous',
  nextLabel = 'Next',
}: {
  canPrev: boolean;
  canNext: boolean;
  onPrev(): void;
  onNext(): void;
  /** Text between the buttons, e.g. 'Page 2' or 'Showing 51-100 of 420 holders'. */
  children?: ReactNode;
  prevLabel?: string;
  nextLabel?: string;
}) {
  return (
    <Bar aria-label="Pagination">
      <Btn type="button" onClick={onPrev} disabled={!canPrev}>
        {prevLabel}
      </Btn>
      {children && <Note>{children}</Note>}
      <Btn type="button" onClick={onNext} disabled={!canNext}>
        {nextLabel}
      </Btn>
    </Bar>
  );
}
