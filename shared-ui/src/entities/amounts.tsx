// Amounts and GOR values with the explorer's number rules: the pure formatting
// lives in shared-api; these put it on screen, signed amounts green/red.
//
//   <GorValue lamports="1500000000" />                       → '1.50 GOR'
//   <TokenAmount raw="2500000" decimals={6} symbol="TRASH" /> → '2.5 TRASH'
//   <SignedValue raw="-5000" decimals={9} fixed={6} unit="GOR" /> → red '-0.000005 GOR'
//   <ExactAmount text="0.000015 GOR" exact="0.000014915 GOR" copy="0.000014915" copyLabel="Copy fee" />
//     → '0.000015 GOR'; hover or focus shows the exact value, its Copy button copies it
import { useId } from 'react';
import styled from 'styled-components';
import { CopyButton } from 'shared-ui';
import { fixed as fixedText, formatAmount, formatTokenAmount, lamportsToGor, scaleRaw } from 'shared-api';
import { Tooltip } from '../primitives/Tooltip';
import { SignedAmount } from './layout';

/** Lamports as GOR with the amount rules ('0 GOR' for an exact zero). */
export function gorText(lamports: string | number): string {
  return `${formatAmount(lamportsToGor(lamports))} GOR`;
}

export function GorValue({ lamports }: { lamports: string | number }) {
  return <span>{gorText(lamports)}</span>;
}

/** A raw token amount scaled by its decimals, with the symbol when given. */
export function TokenAmount({
  raw,
  decimals,
  symbol,
}: {
  raw: string;
  decimals: number;
  symbol?: string | null;
}) {
  return (
    <span>
      {formatTokenAmount(raw, decimals)}
      {symbol ? ` ${symbol}` : ''}
    </span>
  );
}

/** Sign of a raw integer string (-1, 0, 1). */
export function signOfRaw(raw: string | number): number {
  const s = String(raw).trim();
  if (/^-/.test(s)) return /^-0*$/.test(s) ? 0 : -1;
  return /^0*$/.test(s) ? 0 : 1;
}

/**
 * A signed raw amount: '+' green, '-' red, zero muted. `fixed` gives a fixed number of decimals
 * (the wallet's six); otherwise the token amount rules apply.
 */
export function signedText(raw: string | number, decimals: number, fixed?: number, unit?: string): string {
  const sign = signOfRaw(raw);
  const abs = String(raw).trim().replace(/^-/, '');
  const value =
    fixed === undefined ? formatTokenAmount(abs, decimals) : fixedText(scaleRaw(abs, decimals), fixed);
  return `${sign > 0 ? '+' : sign < 0 ? '-' : ''}${value}${unit ? ` ${unit}` : ''}`;
}

export function SignedValue({
  raw,
  decimals,
  fixed,
  unit,
}: {
  raw: string | number;
  decimals: number;
  fixed?: number;
  unit?: string;
}) {
  return <SignedAmount $sign={signOfRaw(raw)}>{signedText(raw, decimals, fixed, unit)}</SignedAmount>;
}

const Focusable = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 13px;
  border-bottom: 1px dotted currentColor;
  cursor: help;
`;

/**
 * The tooltip's anchor is a flex box, which sets its content apart (on screen and in copied text);
 * within a sentence it flows as text. Styled from here rather than in the tooltip, which the front
 * page's first load carries.
 */
const InText = styled.span`
  > span:first-child {
    display: inline;
  }
`;

/**
 * An amount shown by the display rules (rounded), its exact value one hover or focus away: the
 * amount takes keyboard focus and opens a tooltip with `exact`, and a screen reader hears it as the
 * amount's description (a hidden element, so the exact digits are not copied with a selected
 * sentence). With `copy`, a Copy button beside it copies that exact value (the number
 * without separators, so it pastes into a form), never the rounded text.
 */
export function ExactAmount({
  text,
  exact,
  copy,
  copyLabel = 'Copy exact amount',
}: {
  text: string;
  exact: string;
  copy?: string;
  copyLabel?: string;
}) {
  const id = useId();
  const amount = (
    <Tooltip content={`Exactly ${exact}`}>
      <Focusable tabIndex={0} aria-describedby={id} data-exact={exact}>
        {text}
      </Focusable>
    </Tooltip>
  );
  const description = (
    // not rendered, so not in a selection either; a description may name a hidden element
    <span id={id} hidden>
      Exactly {exact}
    </span>
  );
  // Without a button it is a piece of text, so it stays inline within a sentence.
  if (copy === undefined)
    return (
      <InText>
        {amount}
        {description}
      </InText>
    );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {amount}
      {description}
      <CopyButton value={copy} label={copyLabel} successTitle="Copied!" successDescription={exact} />
    </span>
  );
}
