// The explorer's pagers, one module: the numbered Pager and its three uses, each with its own window
// rule:
// - chain lists (top holders, address transactions): Previous / Next only        → <PrevNextPager>
// - /tokens: all pages when there are 10 or fewer, otherwise a window of 7 with the first and last
//   pages and ellipses, Prev / Next                                               → <TokensPager>
// - wallet tabs: First, Previous, up to 5 numbers around the current, Next, Last, 'Page x of y'
//   plus the total when known                                                     → <WalletPager>
//
//   <Pager page={page} totalPages={pages} onChange={setPage} />
//   <TokensPager page={page} totalPages={pages} onChange={setPage} />
//   <WalletPager page={2} totalPages={7} total={64} onChange={go} />
//   <PrevNextPager canPrev={page > 1} canNext={hasMore} onPrev={back} onNext={forward} />
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { formatInteger } from 'shared-api';

type PageItem = number | 'ellipsis';

/**
 * Page numbers to show: all pages when there are at most `max`, otherwise a window around the
 * current page plus the first and last page, with 'ellipsis' markers for the gaps.
 */
export function pageWindow(page: number, total: number, max = 7): PageItem[] {
  if (total <= 0) return [];
  if (total <= max) return Array.from({ length: total }, (_, i) => i + 1);
  const inner = Math.max(1, max - 2);
  let start = Math.max(2, page - Math.floor((inner - 1) / 2));
  const end = Math.min(total - 1, start + inner - 1);
  start = Math.max(2, end - inner + 1);
  const out: PageItem[] = [1];
  if (start > 2) out.push('ellipsis');
  for (let p = start; p <= end; p++) out.push(p);
  if (end < total - 1) out.push('ellipsis');
  out.push(total);
  return out;
}

/** /tokens: every page up to 10, otherwise first, a window of 7 around the current, last. */
export function tokensPageWindow(page: number, totalPages: number): PageItem[] {
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
  gap: 6px;
  justify-content: center;
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

export interface PagerProps {
  page: number;
  totalPages: number;
  onChange(page: number): void;
  /** Most page buttons shown (window size of pageWindow). */
  max?: number;
  /** The page numbers to show instead of pageWindow's (a page's own window rule). */
  numbers?: PageItem[];
  /** Also show First/Last buttons (wallet tabs). */
  firstLast?: boolean;
  prevLabel?: string;
  nextLabel?: string;
  /** Text after the buttons, e.g. 'Page 2 of 7'. */
  note?: ReactNode;
}

/** Numbered pagination with Prev/Next (and optionally First/Last); a jump outside 1..last is ignored. */
export function Pager({
  page,
  totalPages,
  onChange,
  max = 7,
  numbers,
  firstLast = false,
  prevLabel = 'Prev',
  nextLabel = 'Next',
  note,
}: PagerProps) {
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onChange(p);
  };
  return (
    <Bar aria-label="Pagination">
      {firstLast && (
        <Btn type="button" onClick={() => go(1)} disabled={page <= 1}>
          First
        </Btn>
      )}
      <Btn type="button" onClick={() => go(page - 1)} disabled={page <= 1}>
        {prevLabel}
      </Btn>
      {(numbers ?? pageWindow(page, totalPages, max)).map((p, i) =>
        p === 'ellipsis' ? (
          <span key={`e${i}`} aria-hidden>
            …
          </span>
        ) : (
          <Btn
            key={p}
            type="button"
            $active={p === page}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </Btn>
        ),
      )}
      <Btn type="button" onClick={() => go(page + 1)} disabled={page >= totalPages}>
        {nextLabel}
      </Btn>
      {firstLast && (
        <Btn type="button" onClick={() => go(totalPages)} disabled={page >= totalPages}>
          Last
        </Btn>
      )}
      {note !== undefined && <Note>{note}</Note>}
    </Bar>
  );
}

/** Where a pager stands and how it moves: what every numbered pager takes. */
type PagerState = Pick<PagerProps, 'page' | 'totalPages' | 'onChange'>;

export function TokensPager(p: PagerState) {
  return <Pager {...p} numbers={tokensPageWindow(p.page, p.totalPages)} />;
}

export function WalletPager({
  total,
  ...p
}: PagerState & {
  /** The total count, shown when known. */
  total?: number | null;
}) {
  const count = total !== null && total !== undefined ? ` (${formatInteger(total)} total)` : '';
  return (
    <Pager
      {...p}
      numbers={walletPageNumbers(p.page, p.totalPages)}
      firstLast
      prevLabel="Previous"
      note={`Page ${p.page} of ${p.totalPages}${count}`}
    />
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
