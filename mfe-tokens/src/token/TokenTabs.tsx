// The four enabled tabs of /token/:address: Transfers, Transactions, Holders
// (cursor-paged, never cut) and Metadata.
import styled from 'styled-components';
import {
  formatHolderPercent,
  formatUsd,
  relativeTime,
  scaleRaw,
  type TokenDetail,
  type TokenHolder,
  type TokenTransaction,
  type TokenTransfer,
  formatInteger,
} from 'shared-api';
import { EmptyState } from 'shared-ui';
import {
  ActionBadge,
  AddressLink,
  Fields,
  Mono,
  Muted,
  TokenAmount,
  TransferActionBadge,
  TxLink,
  useCursorPages,
  type Column,
} from 'shared-ui/entities';
import { useHoldersPage, useTransactionsPage, useTransfersPage } from './queries';
import { barWidth, hasPrice, metadataJson, socialLinks, supplyText, UNKNOWN } from './tokenLogic';
import { PagedTab } from './PagedTab';

const time = (t: number | null) => (
  <span title={t ? new Date(t * 1000).toISOString() : undefined}>{relativeTime(t)}</span>
);

/** Transfers tab: Mint / Transfer (and Burn) items, 'MINT' as the source of mints. */
export function TransfersTab({ token }: { token: TokenDetail }) {
  const pages = useCursorPages();
  const q = useTransfersPage(token.address, pages.cursor, true);
  const columns: Column<TokenTransfer>[] = [
    {
      key: 'type',
      header: 'Type',
      render: (t) => (
        <TransferActionBadge
          action={t.action === 'MINT' ? 'Mint' : t.action === 'BURN' ? 'Burn' : 'Transfer'}
        />
      ),
    },
    { key: 'sig', header: 'Signature', render: (t) => <TxLink signature={t.signature} form="compact" /> },
    {
      key: 'amount',
      header: 'Amount',
      render: (t) => <TokenAmount raw={t.amount} decimals={t.decimals} symbol={token.symbol} />,
    },
    {
      key: 'from',
      header: 'From',
      render: (t) =>
        t.action === 'MINT' ? (
          <Mono>MINT</Mono>
        ) : (
          <AddressLink address={t.fromOwner ?? t.from} form="compact" />
        ),
    },
    {
      key: 'to',
      header: 'To',
      render: (t) => <AddressLink address={t.toOwner ?? t.to} form="compact" missing="BURN" />,
    },
    { key: 'time', header: 'Time', render: (t) => time(t.time) },
  ];
  return (
    <PagedTab
      pages={pages}
      query={q}
      rowsOf={(p) => p.transfers}
      label="Token transfers"
      columns={columns}
      rowKey={(t) => t.id}
      empty="No token transfers found"
    />
  );
}

/** Transactions tab: one row per transaction; USD only when the token has a price above 0. */
export function TransactionsTab({ token }: { token: TokenDetail }) {
  const pages = useCursorPages();
  const q = useTransactionsPage(token.address, pages.cursor, true);
  const price = token.price;
  const columns: Column<TokenTransaction>[] = [
    {
      key: 'action',
      header: 'Action',
      render: (t) => <ActionBadge type={t.action === 'mint' ? 'mint' : t.action} />,
    },
    { key: 'id', header: 'Transaction', render: (t) => <TxLink signature={t.signature} form="compact" /> },
    {
      key: 'amount',
      header: 'Amount',
      render: (t) => <TokenAmount raw={t.amount} decimals={t.decimals} symbol={token.symbol} />,
    },
    ...(hasPrice(price)
      ? [
          {
            key: 'usd',
            header: 'Value',
            render: (t: TokenTransaction) => formatUsd(scaleRaw(t.amount, t.decimals) * price),
          },
        ]
      : []),
    {
      key: 'from',
      header: 'From',
      render: (t) => <AddressLink address={t.from} form="compact" missing="MINT" />,
    },
    { key: 'to', header: 'To', render: (t) => <AddressLink address={t.to} form="compact" missing="BURN" /> },
    { key: 'time', header: 'Time', render: (t) => time(t.time) },
  ];
  return (
    <PagedTab
      pages={pages}
      query={q}
      rowsOf={(p) => p.transactions}
      label="Token transactions"
      columns={columns}
      rowKey={(t) => t.id}
      empty="No transactions found"
    />
  );
}

const Bar = styled.span`
  display: block;
  height: 6px;
  margin-top: 4px;
  border-radius: 3px;
  background: ${(p) => p.theme.colors.surfaceAlt};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    background: ${(p) => p.theme.colors.primary};
  }
`;

const Accounts = styled.small`
  display: block;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Holders tab: one row per owner wallet (its token accounts listed under it), largest first. */
export function HoldersTab({ token }: { token: TokenDetail }) {
  const pages = useCursorPages();
  const q = useHoldersPage(token.address, pages.cursor, true);
  const columns: Column<TokenHolder>[] = [
    { key: 'rank', header: 'Rank', render: (h) => `#${h.rank}` },
    {
      key: 'owner',
      header: 'Holder',
      render: (h) => (
        <span>
          <AddressLink address={h.owner} page="wallet" form="compact" />
          {h.accounts.length > 1 && (
            <Accounts title={h.accounts.map((a) => a.address).join('\n')}>
              {h.accounts.length} token accounts
            </Accounts>
          )}
        </span>
      ),
    },
    {
      key: 'balance',
      header: 'Balance',
      render: (h) => <TokenAmount raw={h.amount} decimals={h.decimals} symbol={token.symbol} />,
    },
    {
      key: 'pct',
      header: 'Percentage',
      render: (h) => (
        <span>
          {formatHolderPercent(h.percentage)}
          <Bar aria-hidden>
            <span style={{ width: `${barWidth(h.percentage)}%` }} />
          </Bar>
        </span>
      ),
    },
  ];
  return (
    <PagedTab
      pages={pages}
      query={q}
      rowsOf={(p) => p.holders}
      label="Token holders"
      columns={columns}
      rowKey={(h) => h.owner}
      empty="No token holders found"
      failure={
        <EmptyState title="No Holder Data Available" description="Unable to load token holder information." />
      }
      caption={(rows, data) => (
        <p>
          {pages.page === 1
            ? `Showing top ${rows.length} holders`
            : `Showing holders #${rows[0]?.rank ?? 1}–#${rows[rows.length - 1]?.rank ?? 0}`}
          <Muted> of {formatInteger(data.total)}</Muted>
        </p>
      )}
    />
  );
}

const Json = styled.pre`
  margin: 12px 0 0;
  padding: 12px;
  max-height: 420px;
  overflow: auto;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Metadata tab: the token's metadata fields and the full metadata as formatted JSON. */
export function MetadataTab({ token }: { token: TokenDetail }) {
  const links = socialLinks(token);
  const na = (v: string | null) => (v ? <Mono>{v}</Mono> : 'N/A');
  // An authority of a mint never read is not known, which is not the same as none.
  const authority = (v: string | null) => (token.authoritiesKnown ? na(v) : UNKNOWN);
  return (
    <>
      <Fields
        rows={[
          ['Name', token.name ?? 'N/A'],
          ['Symbol', token.symbol ?? 'N/A'],
          ['Decimals', String(token.decimals)],
          ['Supply', supplyText(token)],
          ['Description', token.description ?? 'N/A'],
          ['Mint Address', <Mono key="m">{token.address}</Mono>],
          ['Mint Authority', authority(token.authority)],
          ['Freeze Authority', authority(token.freezeAuthority)],
          ['Update Authority', na(token.updateAuthority)],
          ['Logo URI', token.logoUri ? <Mono key="l">{token.logoUri}</Mono> : 'N/A'],
          [
            'Social Links',
            links.length
              ? links.map((l) => (
                  <a key={l.kind} href={l.href} target="_blank" rel="noopener noreferrer nofollow">
                    {l.label}
                  </a>
                ))
              : 'No social links available',
          ],
        ]}
      />
      <h3 style={{ margin: '16px 0 0', fontSize: 15 }}>Full metadata</h3>
      <Json aria-label="Full metadata JSON" tabIndex={0}>
        {metadataJson(token)}
      </Json>
    </>
  );
}
