// Recent blocks (/api/blocks, 15 s).
import styled from 'styled-components';
import { EmptyState, SkeletonRows, TitledCard } from 'shared-ui';
import { formatFee, lamportsToGor, relativeTime, type BlockList } from 'shared-api';
import { AddressLink, BlockLink, ButtonLink, Mono, Muted } from 'shared-ui/entities';
import { HOME_LIST_SIZE } from './logic';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 10px;
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    font-size: 14px;
  }
  li:last-child {
    border-bottom: 0;
  }
  /* the block link and its age side by side as flex items, not a link inside a line of text */
  .head {
    display: flex;
    gap: 6px;
    align-items: baseline;
  }
  .side {
    text-align: right;
    font-size: 13px;
  }
`;

export function RecentBlocks({ data, loading }: { data: BlockList | undefined; loading: boolean }) {
  const list = (data ?? []).slice(0, HOME_LIST_SIZE);
  return (
    <TitledCard title="Recent Blocks" actions={<ButtonLink to="/transactions">Browse</ButtonLink>}>
      {loading ? (
        <SkeletonRows rows={6} height="32px" />
      ) : list.length === 0 ? (
        <EmptyState title="No blocks found" />
      ) : (
        <Rows aria-label="Recent blocks">
          {list.map((b) => (
            <li key={b.height}>
              <div>
                <div className="head">
                  <BlockLink height={b.height} />{' '}
                  <Muted>{b.timestamp ? relativeTime(b.timestamp) : ''}</Muted>
                </div>
                <div style={{ fontSize: 13 }}>
                  <Muted>Leader </Muted>
                  <AddressLink address={b.leader} />
                </div>
              </div>
              <div className="side">
                <div>{b.transactionCount} txs</div>
                <Mono>{formatFee(lamportsToGor(b.totalFees))} GOR</Mono>
              </div>
            </li>
          ))}
        </Rows>
      )}
    </TitledCard>
  );
}
