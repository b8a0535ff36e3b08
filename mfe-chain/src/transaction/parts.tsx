// The transaction page's detail cards: program logs, token balance changes.
import styled from 'styled-components';
import { Badge, TitledCard } from 'shared-ui';
import { AddressLink, EntityLink, Mono, Muted, SignedAmount } from 'shared-ui/entities';
import type { TokenBalanceChange } from 'shared-api';
import { computeUnitsText, programLabel, tokenChange, tokenChangesByOwner, type SymbolOf } from './logic';
import { isFailureLine, type LogGroup } from './logs';

const Groups = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Group = styled.li<{ $failed: boolean }>`
  border: 1px solid ${(p) => (p.$failed ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.md};
  overflow: hidden;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 10px;
    align-items: center;
    padding: 8px 10px;
    background: ${(p) => p.theme.colors.surfaceAlt};
    font-size: 13px;
  }
`;

const Lines = styled.ol`
  list-style: none;
  margin: 0;
  padding: 8px 10px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 12px;
  line-height: 1.55;
  overflow-x: auto;
  li {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  li.fail {
    color: ${(p) => p.theme.colors.danger};
    font-weight: 600;
  }
`;

/** Program logs, one block per top-level instruction; failure lines are marked in text and colour. */
export function ProgramLogs({ groups, names }: { groups: LogGroup[]; names: Map<string, string | null> }) {
  const total = groups.reduce((n, g) => n + g.lines.length, 0);
  if (total === 0)
    return (
      <TitledCard title="Program Logs">
        <Muted>The node reported no log messages for this transaction.</Muted>
      </TitledCard>
    );
  return (
    <TitledCard title={`Program Logs (${total} lines)`}>
      <Groups aria-label="Program logs by instruction">
        {groups.map((g) => {
          const units = computeUnitsText(g.computeUnits);
          return (
            <Group key={g.index} $failed={g.failed} data-failed={g.failed || undefined}>
              <header>
                <Mono>#{g.index + 1}</Mono>
                <b>
                  {g.programId ? programLabel(g.programId, names.get(g.programId)) : 'Before the first call'}
                </b>
                {units && <Muted>{units}</Muted>}
                {g.failed && <Badge $tone="red">Failed</Badge>}
              </header>
              <Lines>
                {g.lines.map((l, i) => {
                  const fail = isFailureLine(l);
                  return (
                    <li
                      key={i}
                      className={fail ? 'fail' : undefined}
                      style={{ paddingLeft: (l.depth - 1) * 16 }}
                    >
                      {fail && <span aria-hidden>✕ </span>}
                      {l.text}
                    </li>
                  );
                })}
              </Lines>
            </Group>
          );
        })}
      </Groups>
    </TitledCard>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  th {
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 600;
  }
  @media (max-width: 560px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      padding: 6px 0;
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
    }
    td {
      border: 0;
      padding: 2px 0;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${(p) => p.theme.colors.textMuted};
    }
  }
`;

/** Token balance changes, one line per owner and mint. */
export function TokenBalanceChanges({
  changes,
  symbolOf,
}: {
  changes: TokenBalanceChange[];
  symbolOf: SymbolOf;
}) {
  const rows = tokenChangesByOwner(changes);
  if (rows.length === 0) return null;
  return (
    <TitledCard title={`Token Balance Changes (${rows.length})`}>
      <div style={{ overflowX: 'auto' }}>
        <Table>
          <thead>
            <tr>
              <th scope="col">Owner</th>
              <th scope="col">Token</th>
              <th scope="col">Change</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const sign = r.change > 0n ? 1 : -1;
              return (
                <tr key={`${r.owner ?? r.accounts[0]}|${r.mint}`}>
                  <td data-label="Owner">
                    <AddressLink address={r.owner ?? r.accounts[0]} />
                  </td>
                  <td data-label="Token">
                    <EntityLink entity="token" value={r.mint} title={r.mint}>
                      {symbolOf(r.mint)}
                    </EntityLink>
                  </td>
                  <td data-label="Change">
                    <SignedAmount $sign={sign}>
                      {tokenChange(r.change, r.decimals, symbolOf(r.mint))}
                    </SignedAmount>
                  </td>
                  <td data-label="After">
                    <Mono>{tokenChange(r.post, r.decimals, '').replace(/^\+/, '').trim()}</Mono>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
    </TitledCard>
  );
}
