// The instruction cards: each instruction with its chip, program, named accounts, arguments, events,
// raw data and compute units, its inner instructions under it numbered #3.1, #3.2 … as the failure
// line numbers them. The failing card says so in words and with an icon, not by colour alone.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, TitledCard, type Tone } from 'shared-ui';
import { actionBadgeColor, type DetailedInstruction, type DetailedInstructionBase } from 'shared-api';
import { instructionChip } from 'shared-api/explain';
import { AddressLink, Button, CopyIcon, ExactAmount, Mono, Muted } from 'shared-ui/entities';
import { argFields, type ArgNode } from './argView';
import {
  CARD_ACCOUNTS_SHOWN,
  computeUnitsText,
  instructionAnchor,
  programLabel,
  type SymbolOf,
} from './logic';

const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
`;

const Card = styled.li<{ $failed: boolean }>`
  border: 1px solid ${(p) => (p.$failed ? p.theme.colors.danger : p.theme.colors.border)};
  border-left-width: ${(p) => (p.$failed ? '4px' : '1px')};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 10px 12px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  /* the failure line scrolls here: leave room under the sticky header */
  scroll-margin-top: 96px;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 10px;
  align-items: center;
  font-size: 13px;
  h4,
  h5 {
    margin: 0;
    font-size: 14px;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    min-width: 0;
  }
`;

/** The chip wraps instead of clipping: its argument is part of what it says. */
const Chip = styled(Badge)`
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Section = styled.div`
  font-size: 13px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const SectionLabel = styled.div`
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 600;
`;

const AccountRows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 8px;
    align-items: center;
    min-width: 0;
  }
`;

const Dl = styled.dl`
  display: grid;
  grid-template-columns: minmax(80px, max-content) minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd {
      padding-left: 10px;
      margin-bottom: 4px;
    }
  }
`;

const Items = styled.ol`
  margin: 0;
  padding-left: 22px;
  display: grid;
  gap: 4px;
  li::marker {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Hex = styled.code`
  display: block;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 12px;
  white-space: pre-wrap;
  word-break: break-all;
  padding: 6px 8px;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const Inner = styled(Cards)`
  padding-left: 12px;
  border-left: 2px solid ${(p) => p.theme.colors.border};
`;

const Toggle = styled(Button)`
  align-self: flex-start;
  min-height: 30px;
  padding: 3px 10px;
  font-size: 13px;
`;

const DECODED_BY: Record<DetailedInstructionBase['decodedBy'], string> = {
  native: 'Decoded by the official client',
  idl: "Decoded with the program's IDL",
  layout: "Decoded with the program's public layout",
  none: 'Not decoded',
};

/** A decoded value: amounts with their exact value on focus, addresses linked, structs and arrays nested. */
export function ArgValue({ node }: { node: ArgNode }) {
  switch (node.kind) {
    case 'amount':
      return <ExactAmount text={node.text} exact={node.exact} />;
    case 'address':
      return <AddressLink address={node.address} />;
    case 'none':
      return <Muted>None</Muted>;
    case 'text':
      return <Mono>{node.text}</Mono>;
    case 'list':
      return node.items.length === 0 ? (
        <Muted>Empty</Muted>
      ) : (
        <Items>
          {node.items.map((item, i) => (
            <li key={i}>
              <ArgValue node={item} />
            </li>
          ))}
        </Items>
      );
    case 'fields':
      return <Fields fields={node.fields} />;
  }
}

function Fields({ fields }: { fields: Array<{ name: string; node: ArgNode }> }) {
  if (fields.length === 0) return <Muted>None</Muted>;
  return (
    <Dl>
      {fields.map((f, i) => (
        <div key={`${f.name}-${i}`} style={{ display: 'contents' }}>
          <dt>{f.name}</dt>
          <dd>
            <ArgValue node={f.node} />
          </dd>
        </div>
      ))}
    </Dl>
  );
}

function Accounts({ ix }: { ix: DetailedInstructionBase }) {
  const [all, setAll] = useState(false);
  const id = useId();
  const list = ix.accountList;
  if (list.length === 0) return null;
  const shown = all ? list : list.slice(0, CARD_ACCOUNTS_SHOWN);
  return (
    <Section>
      <SectionLabel>Accounts ({list.length})</SectionLabel>
      <AccountRows id={id}>
        {shown.map((a, i) => (
          <li key={i}>
            <Muted>#{i + 1}</Muted>
            {a.name ? <span>{a.name}</span> : <Muted>Account {i + 1}</Muted>}
            <AddressLink address={a.pubkey} />
            {a.writable && <Badge $tone="blue">Writable</Badge>}
            {a.signer && <Badge $tone="purple">Signer</Badge>}
          </li>
        ))}
      </AccountRows>
      {list.length > CARD_ACCOUNTS_SHOWN && (
        <Toggle type="button" aria-expanded={all} aria-controls={id} onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer accounts' : `Show all ${list.length} accounts`}
        </Toggle>
      )}
    </Section>
  );
}

function RawData({ ix }: { ix: DetailedInstructionBase }) {
  // Decoded data needs no hex to be read; it stays one click away for those who check the bytes.
  const [open, setOpen] = useState(ix.decodedBy === 'none');
  const id = useId();
  const bytes = `${ix.dataLength} byte${ix.dataLength === 1 ? '' : 's'}`;
  if (ix.dataLength === 0)
    return (
      <Section>
        <Muted>No instruction data</Muted>
      </Section>
    );
  return (
    <Section>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        {ix.decodedBy === 'none' ? (
          <SectionLabel>Raw data ({bytes})</SectionLabel>
        ) : (
          <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
            {open ? 'Hide raw data' : `Show raw data (${bytes})`}
          </Toggle>
        )}
        {open && <CopyIcon value={ix.dataHex} label={`Copy raw data of instruction #${ix.path}`} />}
      </div>
      {open && (
        <Hex id={id} aria-label={`Raw data of instruction #${ix.path}, hex, ${bytes}`}>
          {ix.dataHex}
        </Hex>
      )}
    </Section>
  );
}

/** One instruction (top level or inner) as a card. */
export function InstructionCard({
  ix,
  symbolOf,
  units,
  children,
  level = 4,
}: {
  ix: DetailedInstructionBase;
  symbolOf: SymbolOf;
  /** compute units when the answer has none for this instruction (read from the logs) */
  units?: number | null;
  children?: ReactNode;
  level?: 4 | 5;
}) {
  const H = level === 4 ? 'h4' : 'h5';
  const chip = instructionChip(ix);
  const cu = computeUnitsText(ix.computeUnits ?? units);
  const anchor = instructionAnchor(ix.path);
  return (
    <Card
      id={anchor}
      tabIndex={-1}
      $failed={ix.failed}
      data-failed={ix.failed || undefined}
      data-path={ix.path}
      aria-labelledby={`${anchor}-title`}
    >
      <Head>
        <H id={`${anchor}-title`}>
          <Mono>#{ix.path}</Mono>
          <Chip $tone={actionBadgeColor(ix.name ?? ix.label) as Tone}>{chip}</Chip>
          <AddressLink address={ix.programId}>{programLabel(ix.programId, ix.programName)}</AddressLink>
          {ix.failed && (
            <Badge $tone="red">
              <span aria-hidden="true">✕</span> Failed
            </Badge>
          )}
        </H>
        {cu && <Muted>{cu}</Muted>}
        <Muted>{DECODED_BY[ix.decodedBy]}</Muted>
      </Head>
      <Accounts ix={ix} />
      {ix.args.length > 0 && (
        <Section>
          <SectionLabel>Arguments</SectionLabel>
          <Fields fields={argFields(ix.args, symbolOf)} />
        </Section>
      )}
      {ix.events.length > 0 && (
        <Section>
          <SectionLabel>Events ({ix.events.length})</SectionLabel>
          {ix.events.map((e, i) => (
            <div key={i}>
              <b>{e.name}</b>
              <Fields fields={argFields(e.fields, symbolOf)} />
            </div>
          ))}
        </Section>
      )}
      <RawData ix={ix} />
      {children}
    </Card>
  );
}

function InnerInstructions({
  ix,
  symbolOf,
  open,
  onToggle,
}: {
  ix: DetailedInstruction;
  symbolOf: SymbolOf;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const id = useId();
  const n = ix.innerInstructions.length;
  if (n === 0) return null;
  return (
    <Section>
      <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => onToggle(!open)}>
        {open ? `Hide inner instructions (${n})` : `Show inner instructions (${n})`}
      </Toggle>
      {open && (
        <Inner id={id} aria-label={`Inner instructions of #${ix.path}`}>
          {ix.innerInstructions.map((inner) => (
            <InstructionCard key={inner.path} ix={inner} symbolOf={symbolOf} level={5} />
          ))}
        </Inner>
      )}
    </Section>
  );
}

/** The transaction's instructions, each a card with its inner instructions under it. */
export function InstructionCards({
  instructions,
  symbolOf,
  units,
  innerOpen,
  onInnerToggle,
}: {
  instructions: DetailedInstruction[];
  symbolOf: SymbolOf;
  units: Map<number, number | null>;
  /** whether an instruction's inner list is open: the page keeps it, so the failure line can open it */
  innerOpen: (ix: DetailedInstruction) => boolean;
  onInnerToggle: (path: string, open: boolean) => void;
}) {
  if (instructions.length === 0)
    return <TitledCard title="Instructions">No specific actions detected</TitledCard>;
  return (
    <TitledCard title={`Instructions (${instructions.length})`}>
      <Cards aria-label="Instructions">
        {instructions.map((ix) => (
          <InstructionCard key={ix.path} ix={ix} symbolOf={symbolOf} units={units.get(ix.index)}>
            <InnerInstructions
              ix={ix}
              symbolOf={symbolOf}
              open={innerOpen(ix)}
              onToggle={(open) => onInnerToggle(ix.path, open)}
            />
          </InstructionCard>
        ))}
      </Cards>
    </TitledCard>
  );
}
