// /tx/:signature: overview, instructions with their inner calls, program logs, token balance changes,
// lookup tables, accounts.
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Badge, Page, PageTitle, TitledCard, useDocumentTitle } from 'shared-ui';
import {
  formatDateTime,
  formatUsdFixed,
  lamportsToGor,
  noPriceText,
  NO_PRICE_FEED_DETAIL,
  realGorPrice,
  relativeTime,
  shortForm,
  useGorPrice,
  type AccountEntry,
  type DetailedInstruction,
  type TransactionDetail,
  formatInteger,
} from 'shared-api';
import {
  ActionList,
  AddressLink,
  BackLink,
  BlockLink,
  Button,
  CopyValue,
  EntityButtonLink,
  EntityLink,
  ErrorText,
  Fields,
  Mono,
  Muted,
  SignedAmount,
  Stack,
  StatusBadge,
  TwoCol,
  CopyAction,
  ExactAmount,
} from 'shared-ui/entities';
import { EntityPage } from '../entity/EntityPage';
import {
  ACCOUNTS_COLLAPSED,
  computeUnitsText,
  versionText,
  gor,
  gorChange,
  makeSymbolOf,
  signOf,
  tokenLines,
  transferAmountExact,
  visibleAccounts,
  withTokenSymbols,
  innerOpenAtFirst,
} from './logic';
import { groupLogs, unitsByInstruction } from './logs';
import { ProgramLogs, TokenBalanceChanges } from './parts';
import { InstructionCards } from './InstructionCards';
import { ActionLine, FailureLine, FeeAmount, LookupTables, PriorityFee, Signers } from './overview';
import styled from 'styled-components';
import { useTokensForDisplay, useTransaction } from './queries';

const Item = styled.li`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 10px 12px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;
const Balances = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  font-size: 13px;
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function AccountItem({ a, lookup }: { a: AccountEntry; lookup: boolean }) {
  return (
    <Item>
      <Head>
        <AddressLink address={a.pubkey} />
        {a.signer && <Badge $tone="purple">Signer</Badge>}
        {a.writable && <Badge $tone="blue">Writable</Badge>}
        {a.feePayer && <Badge $tone="orange">Fee Payer</Badge>}
        {lookup && <Badge $tone="cyan">Lookup Table</Badge>}
      </Head>
      <Balances>
        <span>
          <Muted>Pre: </Muted>
          <Mono>{gor(a.preBalance)}</Mono>
        </span>
        <span>
          <Muted>Post: </Muted>
          <Mono>{gor(a.postBalance)}</Mono>
        </span>
        <span>
          <Muted>Change: </Muted>
          <SignedAmount $sign={signOf(a.balanceChange)}>{gorChange(a.balanceChange)}</SignedAmount>
        </span>
      </Balances>
    </Item>
  );
}

function Accounts({ accounts, loaded }: { accounts: AccountEntry[]; loaded: ReadonlySet<string> }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <TitledCard title={`Account Inputs and Outputs (${accounts.length})`}>
      <List>
        {visibleAccounts(accounts, expanded).map((a) => (
          <AccountItem key={a.pubkey} a={a} lookup={loaded.has(a.pubkey)} />
        ))}
      </List>
      {accounts.length > ACCOUNTS_COLLAPSED && (
        <Button
          type="button"
          style={{ marginTop: 10 }}
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show Less' : `Show More (${accounts.length - ACCOUNTS_COLLAPSED})`}
        </Button>
      )}
    </TitledCard>
  );
}

function TxView({ tx }: { tx: TransactionDetail }) {
  const tokens = useTokensForDisplay();
  const symbolOf = makeSymbolOf(tokens.data);
  const action = useMemo(() => withTokenSymbols(tx.action, tokens.data), [tx.action, tokens.data]);
  // Which inner lists are open, by their parent's number (unset: long ones start folded).
  const [innerFolds, setInnerFolds] = useState<Record<string, boolean>>({});
  const innerOpen = (ix: DetailedInstruction) =>
    innerFolds[ix.path] ?? innerOpenAtFirst(ix.innerInstructions);
  const setInnerOpen = (path: string, open: boolean) => setInnerFolds((f) => ({ ...f, [path]: open }));
  const failingParent = tx.failure?.innerInstruction != null ? tx.failure.instruction : null;
  const lines = tokenLines(tx.mintedTokens, tx.burnedTokens, symbolOf);
  const feeGor = lamportsToGor(tx.fee);
  const priceQuery = useGorPrice();
  const price = realGorPrice(priceQuery.data);
  const groups = useMemo(() => groupLogs(tx.logMessages), [tx.logMessages]);
  const units = useMemo(() => unitsByInstruction(groups), [groups]);
  const loaded = useMemo(() => new Set(tx.lookupAccounts ?? []), [tx.lookupAccounts]);
  const names = useMemo(() => {
    const m = new Map<string, string | null>();
    for (const ix of tx.instructions) {
      m.set(ix.programId, ix.programName);
      for (const inner of ix.innerInstructions) m.set(inner.programId, inner.programName);
    }
    return m;
  }, [tx.instructions]);
  const cu = computeUnitsText(tx.computeUnitsConsumed);
  return (
    <Page data-page="TransactionPage">
      <BackLink />
      <PageTitle>Transaction Details</PageTitle>
      <TwoCol>
        <Stack>
          <TitledCard title="Overview">
            <ActionLine action={action} />
            <Fields
              rows={[
                ['Signature', <CopyValue key="s" value={tx.signature} label="Copy signature" />],
                ['Status', <StatusBadge key="st" status={tx.status} />],
                tx.failure
                  ? [
                      'Error',
                      <FailureLine
                        key="e"
                        failure={tx.failure}
                        reveal={
                          failingParent === null ? undefined : () => setInnerOpen(String(failingParent), true)
                        }
                      />,
                    ]
                  : tx.err
                    ? ['Error', <ErrorText key="e">{tx.err}</ErrorText>]
                    : null,
                ['Block', <BlockLink key="b" height={tx.blockHeight} />],
                ['Slot', formatInteger(tx.slot)],
                ['Version', versionText(tx.version)],
                ['Compute Units', cu ?? <Muted key="cu">Not reported</Muted>],
                [
                  'Timestamp',
                  tx.timestamp
                    ? `${formatDateTime(tx.timestamp)} (${relativeTime(tx.timestamp)})`
                    : 'Unknown',
                ],
                [
                  'Fee',
                  <span
                    key="f"
                    style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}
                  >
                    <FeeAmount lamports={tx.fee} label="Copy fee" />
                    {/* The fee in USD with 8 decimals, only with a real price. */}
                    {price !== null ? (
                      <Muted>≈ {formatUsdFixed(feeGor * price, 8)}</Muted>
                    ) : priceQuery.data ? (
                      <Muted title={NO_PRICE_FEED_DETAIL}>· {noPriceText(priceQuery.data)}</Muted>
                    ) : null}
                  </span>,
                ],
                ['Base Fee', <FeeAmount key="bf" lamports={tx.fees.base} label="Copy base fee" />],
                ['Priority Fee', <PriorityFee key="pf" fees={tx.fees} />],
                ['Signers', <Signers key="sg" signers={tx.signers} feePayer={tx.feePayer} />],
                [
                  'Recent Blockhash',
                  tx.recentBlockhash ? (
                    <CopyValue key="rb" value={tx.recentBlockhash} label="Copy recent blockhash" />
                  ) : (
                    <Muted key="rb">Unknown</Muted>
                  ),
                ],
                [
                  'Transfers',
                  tx.transfers.length === 0 ? (
                    <Muted key="t">None</Muted>
                  ) : (
                    <List key="t" style={{ width: '100%' }}>
                      {tx.transfers.map((t, i) => (
                        <li
                          key={i}
                          style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}
                        >
                          <AddressLink address={t.fromOwner ?? t.from} />
                          <Muted>→</Muted>
                          <AddressLink address={t.toOwner ?? t.to} />
                          <ExactAmount {...transferAmountExact(t, symbolOf)} />
                        </li>
                      ))}
                    </List>
                  ),
                ],
                lines.created.length > 0 && [
                  'Token Created',
                  lines.created.map((l) => (
                    <EntityLink key={l.mint} entity="token" value={l.mint}>
                      {l.text}
                    </EntityLink>
                  )),
                ],
                lines.minted.length > 0 && [
                  'Tokens Minted',
                  lines.minted.map((l, i) => (
                    <EntityLink key={i} entity="token" value={l.mint}>
                      {l.text}
                    </EntityLink>
                  )),
                ],
                lines.burned.length > 0 && [
                  'Tokens Burned',
                  lines.burned.map((l, i) => (
                    <EntityLink key={i} entity="token" value={l.mint}>
                      {l.text}
                    </EntityLink>
                  )),
                ],
              ]}
            />
          </TitledCard>
          <InstructionCards
            instructions={tx.instructions}
            symbolOf={symbolOf}
            units={units}
            innerOpen={innerOpen}
            onInnerToggle={setInnerOpen}
          />
          <TokenBalanceChanges changes={tx.tokenBalanceChanges} symbolOf={symbolOf} />
          <ProgramLogs groups={groups} names={names} />
          <Accounts accounts={tx.accounts} loaded={loaded} />
        </Stack>
        <Stack>
          <TitledCard title="Summary">
            <Fields
              rows={[
                ['Result', <StatusBadge key="r" status={tx.status} />],
                ['Instructions', String(tx.instructions.length)],
                ['Accounts', String(tx.accounts.length)],
                ['Compute Units', cu ?? 'Not reported'],
                ['Version', versionText(tx.version)],
                ['Fee Payer', <AddressLink key="fp" address={tx.feePayer} />],
              ]}
            />
          </TitledCard>
          <LookupTables version={tx.version} tables={tx.addressTableLookups} />
          <TitledCard title="Actions">
            <ActionList>
              <CopyAction
                label="Copy Signature"
                value={() => tx.signature}
                description={shortForm(tx.signature)}
              />
              <CopyAction
                label="Share Transaction"
                value={() => window.location.href}
                description="Transaction link"
              />
              <EntityButtonLink entity="block" value={tx.blockHeight}>
                View Block
              </EntityButtonLink>
            </ActionList>
          </TitledCard>
        </Stack>
      </TwoCol>
    </Page>
  );
}

export default function TransactionPage() {
  const { signature } = useParams();
  const q = useTransaction(signature);
  // The tab, history and bookmarks name the transaction once it is found.
  useDocumentTitle(q.data && signature ? `Transaction ${shortForm(signature)}` : null);
  return (
    <EntityPage
      page="TransactionPage"
      query={q}
      valid={!!signature}
      loading={{ title: 'Transaction Details', rows: 8 }}
      notFound={{
        title: 'Transaction Not Found',
        description: 'The transaction signature does not exist or has not been processed yet.',
      }}
      failed="Could not load transaction"
    >
      {(tx) => <TxView tx={tx} />}
    </EntityPage>
  );
}
