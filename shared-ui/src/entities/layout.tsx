// Page layout pieces of an explorer page: monospace and muted text, grids and columns, label/value
// rows, buttons and button-links, the back link, a page-level message, stat cards, signed amounts.
//
//   <TwoCol>
//     <Stack><TitledCard title="Overview"><Fields rows={[['Slot', <Mono>{slot}</Mono>]]} /></TitledCard></Stack>
//     <ActionList><Button onClick={reload}>Reload</Button><ButtonLink to="/">Home</ButtonLink></ActionList>
//   </TwoCol>
import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Card, EmptyState, Page } from 'shared-ui';

export const Mono = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 13px;
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => p.$min ?? '220px'}, 1fr));
  gap: 16px;
`;

/** Main column and a side column that stacks below on narrow screens. */
export const TwoCol = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Dl = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, 30%) minmax(0, 1fr);
  gap: 10px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px 0;
    dd {
      margin-bottom: 8px;
    }
  }
`;

/** Label/value rows of a detail card. */
export function Fields({ rows }: { rows: Array<[ReactNode, ReactNode] | null | false> }) {
  return (
    <Dl>
      {rows.filter(Boolean).map((r, i) => {
        const [label, value] = r as [ReactNode, ReactNode];
        return (
          <div key={i} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </Dl>
  );
}

/** Back link: goes back in history when there is some, else home (a real link either way). */
export function BackLink({ to = '/', children = '← Back' }: { to?: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      onClick={(e) => {
        if (window.history.length > 1 && !e.metaKey && !e.ctrlKey) {
          e.preventDefault();
          navigate(-1);
        }
      }}
    >
      {children}
    </Link>
  );
}

/** A page-level not-found / error message. */
export function PageMessage({
  page,
  title,
  description,
  action,
}: {
  page: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Page data-page={page}>
      <BackLink />
      <EmptyState title={title} description={description} action={action} />
    </Page>
  );
}

const buttonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 14px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  text-decoration: none;
  font-size: 14px;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
    text-decoration: none;
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

/** How long a load runs before the list shows that it is loading. */
const SHOW_BUSY_AFTER_MS = 400;

/** The loading bar across the top of a list whose next page is on its way. */
const BusyBar = styled.div.attrs({ 'aria-hidden': true, 'data-busy-bar': '' })`
  position: absolute;
  inset: 0 0 auto;
  height: 3px;
  background: ${(p) => p.theme.colors.primary};
  pointer-events: none;
  transition: opacity 120ms;
`;

/**
 * The rows of a paged list. While the next page loads, the previous page stays on screen (no
 * flicker) and is marked busy at once, so neither a reader nor a test mistakes it for the new page;
 * a bar across its top appears once the load has taken SHOW_BUSY_AFTER_MS. The rows themselves are
 * never dimmed: faded text falls below the contrast it must keep, and on a slow network a list
 * would spend whole seconds unreadable. A list that follows the chain (the newest block's
 * transactions) reloads every few hundred milliseconds, which is why the bar waits.
 */
export function PageRows({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div aria-busy={busy} style={{ position: 'relative' }}>
      <BusyBar
        style={{
          opacity: busy ? 1 : 0,
          // The transition of the state entered applies: the bar waits to appear, not to go.
          transitionDelay: busy ? `${SHOW_BUSY_AFTER_MS}ms` : '0ms',
        }}
      />
      {children}
    </div>
  );
}

/** A figure card of the list pages (validators, top holders, sitemap): label, value, note. */
export const StatCard = styled(Card)`
  h3 {
    margin: 0 0 4px;
    font-size: 13px;
    font-weight: 500;
    color: ${(p) => p.theme.colors.textMuted};
  }
  strong {
    font-size: 24px;
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export const Button = styled.button`
  ${buttonCss}
`;

/** A real link that looks like a button (open in new tab works). */
export const ButtonLink = styled(Link)`
  ${buttonCss}
`;

export const ActionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  > * {
    width: 100%;
  }
`;

export const SignedAmount = styled.span<{ $sign: number }>`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 13px;
  color: ${(p) => (p.$sign > 0 ? p.theme.colors.success : p.$sign < 0 ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

export const ErrorText = styled.p`
  color: ${(p) => p.theme.colors.danger};
  margin: 0;
`;
