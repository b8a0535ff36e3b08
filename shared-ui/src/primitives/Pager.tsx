import styled from 'styled-components';

/**
 * Page numbers to show: all pages when there are at most `max`, otherwise a window around the
 * current page plus the first and last page, with 'ellipsis' markers for the gaps.
 */
export function pageWindow(page: number, total: number, max = 7): (number | 'ellipsis')[] {
  if (total <= 0) return [];
  if (total <= max) return Array.from({ length: total }, (_, i) => i + 1);
  const inner = Math.max(1, max - 2);
  let start = Math.max(2, page - Math.floor((inner - 1) / 2));
  const end = Math.min(total - 1, start + inner - 1);
  start = Math.max(2, end - inner + 1);
  const out: (number | 'ellipsis')[] = [1];
  if (start > 2) out.push('ellipsis');
  for (let p = start; p <= end; p++) out.push(p);
  if (end < total - 1) out.push('ellipsis');
  out.push(total);
  return out;
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
  height: 32px;
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

export interface PagerProps {
  page: number;
  totalPages: number;
  onChange(page: number): void;
  /** Most page buttons shown (window size). */
  max?: number;
  /** Also show First/Last buttons (wallet tabs). */
  firstLast?: boolean;
  prevLabel?: string;
  nextLabel?: string;
}

/** Numbered pagination with Prev/Next (and optionally First/Last). */
export function Pager({
  page,
  totalPages,
  onChange,
  max = 7,
  firstLast = false,
  prevLabel = 'Prev',
  nextLabel = 'Next',
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
      {pageWindow(page, totalPages, max).map((p, i) =>
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
    </Bar>
  );
}
