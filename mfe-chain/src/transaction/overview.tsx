// The overview's explanations: what the transaction did for its signer, why it failed (linked to the
// failing card), the fee split, the signers, and the lookup tables it loaded.
import type { MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { Badge, TitledCard } from 'shared-ui';
import {
  formatFee,
  lamportsToGor,
  type AddressTableLookup,
  type FeeBreakdown,
  type TransactionAction,
  type TransactionFailure,
} from 'shared-api';
import { actionSegments, exactAmount, priorityFeeBasis } from 'shared-api/explain';
import { AddressLink, ErrorText, ExactAmount, Muted } from 'shared-ui/entities';
import { failurePath, instructionAnchor } from './logic';

const Sentence = styled.p`
  margin: 0 0 14px;
  font-size: 17px;
  font-weight: 600;
  line-height: 1.5;
  overflow-wrap: anywhere;
  /* amounts and the other side read as part of the sentence, not as the smaller figures of a table */
  span[tabindex],
  a,
  a * {
    font: inherit;
  }
`;

/** 'Swapped 0.400000 GOR for 3,861,519.639304 3p7eCg...pump': amounts exact on focus, the other side linked. */
export function ActionLine({ action }: { action: TransactionAction }) {
  const segments = actionSegments(action);
  if (segments.length === 0) return null;
  return (
    <Sentence data-testid="tx-action">
      {segments.map((s, i) =>
        s.kind === 'amount' ? (
          <ExactAmount key={i} text={s.text} exact={s.exact} />
        ) : s.kind === 'address' ? (
          <AddressLink key={i} address={s.address} />
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </Sentence>
  );
}

/** Brings a card into view and gives it focus, so a keyboard continues from there. */
export function jumpTo(anchor: string) {
  const el = document.getElementById(anchor);
  if (!el) return;
  el.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  el.focus({ preventScroll: true });
}

/**
 * The failure in one line, linking to the card numbered as it says; `reveal` first opens what hides
 * that card (its parent's folded inner list), so the link never leads nowhere.
 */
export function FailureLine({ failure, reveal }: { failure: TransactionFailure; reveal?: () => void }) {
  const path = failurePath(failure);
  const anchor = path ? instructionAnchor(path) : null;
  const text = (
    <>
      <span aria-hidden="true">✕ </span>
      {failure.text}
    </>
  );
  return (
    <ErrorText as="span" data-testid="tx-failure">
      {anchor ? (
        <a
          href={`#${anchor}`}
          style={{ color: 'inherit' }}
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            // the card must be on the page before it can take focus
            if (reveal) flushSync(reveal);
            jumpTo(anchor);
          }}
        >
          {text}
        </a>
      ) : (
        text
      )}
    </ErrorText>
  );
}

/** Lamports as GOR with the fee rule (6 decimals), the exact value on focus, Copy copying it. */
export function FeeAmount({ lamports, label }: { lamports: string; label: string }) {
  return (
    <ExactAmount
      text={`${formatFee(lamportsToGor(lamports))} GOR`}
      exact={`${exactAmount(lamports, 9) ?? lamports} GOR`}
      copy={exactAmount(lamports, 9, true) ?? lamports}
      copyLabel={label}
    />
  );
}

/** The priority fee with how it was set (price × limit), or 'None'. */
export function PriorityFee({ fees }: { fees: FeeBreakdown }) {
  const basis = priorityFeeBasis(fees);
  if (basis === null && /^0*$/.test(fees.priority)) return <Muted>None</Muted>;
  return (
    <>
      <FeeAmount lamports={fees.priority} label="Copy priority fee" />
      {basis && <Muted>({basis})</Muted>}
    </>
  );
}

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    align-items: center;
    min-width: 0;
  }
`;

/** The accounts that signed, the fee payer first. */
export function Signers({ signers, feePayer }: { signers: string[]; feePayer: string }) {
  if (signers.length === 0) return <Muted>None</Muted>;
  return (
    <Plain aria-label="Signers">
      {signers.map((s) => (
        <li key={s}>
          <AddressLink address={s} />
          {s === feePayer && <Badge $tone="orange">Fee Payer</Badge>}
        </li>
      ))}
    </Plain>
  );
}

const TableList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Table = styled.li`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 8px 10px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
    font-size: 13px;
  }
  ol li {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 8px;
    align-items: center;
    min-width: 0;
  }
`;

/** Each address lookup table a version-0 transaction loaded from, with the addresses it loaded. */
export function LookupTables({ version, tables }: { version: string; tables: AddressTableLookup[] }) {
  if (version === 'legacy') return null;
  const loaded = tables.reduce((n, t) => n + t.entries.length, 0);
  return (
    <TitledCard title="Address Lookup Tables">
      {tables.length === 0 ? (
        <Muted>A version {version} transaction that loaded no accounts from lookup tables.</Muted>
      ) : (
        <>
          <p style={{ margin: '0 0 8px' }}>
            {loaded} account{loaded === 1 ? '' : 's'} loaded from {tables.length} lookup table
            {tables.length === 1 ? '' : 's'}:
          </p>
          <TableList aria-label="Lookup tables">
            {tables.map((t) => (
              <Table key={t.table}>
                <div>
                  <Muted>Table </Muted>
                  <AddressLink address={t.table} />
                </div>
                <ol aria-label={`Addresses loaded from ${t.table}`}>
                  {t.entries.map((e) => (
                    <li key={`${e.index}-${e.address}`}>
                      <Muted>index {e.index}</Muted>
                      <AddressLink address={e.address} />
                      {e.writable ? (
                        <Badge $tone="blue">Writable</Badge>
                      ) : (
                        <Badge $tone="gray">Read-only</Badge>
                      )}
                    </li>
                  ))}
                </ol>
              </Table>
            ))}
          </TableList>
        </>
      )}
    </TitledCard>
  );
}
