// Small presentational pieces shared by the chain pages.
import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge, Card, CopyButton, EmptyState, Page, type Tone } from 'shared-ui';
import { actionBadgeColor, shortForm } from 'shared-api';

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

/** Success green with a check mark, failure red with a cross (spec part 1 §4). */
export function StatusBadge({ status }: { status: string }) {
  const ok = status === 'success';
  return <Badge $tone={ok ? 'green' : 'red'}>{ok ? '✓ Success' : '✕ Failed'}</Badge>;
}

const ClippedBadge = styled(Badge)`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  display: inline-block;
  vertical-align: middle;
`;

/** An instruction/action type with the spec's badge colour (long summaries are clipped, full text in the title). */
export function ActionBadge({ type }: { type: string }) {
  return (
    <ClippedBadge $tone={actionBadgeColor(type) as Tone} title={type}>
      {type}
    </ClippedBadge>
  );
}

/** Link to an address, shortened, full value in the title. */
export function AddressLink({
  address,
  full,
  to,
}: {
  address: string | null | undefined;
  full?: boolean;
  to?: string;
}) {
  if (!address) return <Muted>Unknown</Muted>;
  return (
    <Link to={to ?? `/address/${address}`} title={address}>
      <Mono>{full ? address : shortForm(address)}</Mono>
    </Link>
  );
}

export function TxLink({ signature, full }: { signature: string; full?: boolean }) {
  return (
    <Link to={`/tx/${signature}`} title={signature}>
      <Mono>{full ? signature : shortForm(signature)}</Mono>
    </Link>
  );
}

export function BlockLink({ height }: { height: number | null | undefined }) {
  if (height === null || height === undefined) return <Muted>N/A</Muted>;
  return <Link to={`/block/${height}`}>#{height.toLocaleString('en-US')}</Link>;
}

/** Full value with a copy button (toast 'Copied!', check mark for 2 s). */
export function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <>
      <Mono>{value}</Mono>
      <CopyButton value={value} label={label} successTitle="Copied!" successDescription={shortForm(value)} />
    </>
  );
}

/** Back link: goes back in history when there is some, else home (a real link either way). */
export function BackLink() {
  const navigate = useNavigate();
  return (
    <Link
      to="/"
      onClick={(e) => {
        if (window.history.length > 1 && !e.metaKey && !e.ctrlKey) {
          e.preventDefault();
          navigate(-1);
        }
      }}
    >
      ← Back
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

/**
 * The rows of a paged list. While the next page loads, the previous page stays on screen (no
 * flicker) but dimmed and marked busy, so neither a reader nor a test mistakes it for the new page.
 */
export function PageRows({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div aria-busy={busy} style={{ opacity: busy ? 0.55 : 1, transition: 'opacity 120ms' }}>
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
