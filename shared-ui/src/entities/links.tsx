// Entity links: an address, a transaction, a block, a token (with its logo). Short forms come in two
// kinds: 'standard' (the default: home, /tx, /block, /address, search) shows the first 6 + '...' +
// last 4 characters; the list pages (tokens, wallet, /transactions …) pass `form="compact"`: a
// signature is its first 8 characters + '...', an address its first 4 and last 4. A missing value
// shows 'N/A' unless the page names another text (`missing="Unknown"` for the /transactions Fee Payer).
//
//   <AddressLink address={tx.feePayer} />                        → 'Abc123...wxyz' linking /address/…
//   <AddressLink address={null} missing="Unknown" />             → 'Unknown'
//   <TxLink signature={sig} form="compact" />                    → '5h3kP9aB...'
//   <BlockLink height={123} />                                   → '#123' linking /block/123
//   <TokenLink mint={mint} symbol="TRASH" logoUri={uri} />       → logo + 'TRASH' linking /token/…
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TokenLogo } from 'shared-ui';
import { shortAddress4, shortForm, shortSignature } from 'shared-api';
import { Mono, Muted } from './layout';

/**
 * Which short form a page uses: 'standard' = first 6 + '...' + last 4; 'compact' = an address's
 * first 4 + '...' + last 4, a signature's first 8 + '...'.
 */
export type ShortFormKind = 'standard' | 'compact';

/** A short address of the given kind ('N/A' when missing). */
export function shortAddressOf(value: string | null | undefined, form: ShortFormKind = 'standard'): string {
  return form === 'compact' ? shortAddress4(value) : shortForm(value);
}

/** A short signature of the given kind ('N/A' when missing). */
export function shortSignatureOf(value: string | null | undefined, form: ShortFormKind = 'standard'): string {
  return form === 'compact' ? shortSignature(value) : shortForm(value);
}

export interface AddressLinkProps {
  address: string | null | undefined;
  /** Show the whole address instead of the short form. */
  full?: boolean;
  form?: ShortFormKind;
  /** Link target (default /address/{address}; the holdings page for holders). */
  to?: string;
  /** Text when the address is missing (default 'N/A'). */
  missing?: string;
  /** Visible text instead of the short form (e.g. 'Master'). */
  children?: ReactNode;
}

/** Link to an address, shortened, the full value in the title. */
export function AddressLink({ address, full, form, to, missing = 'N/A', children }: AddressLinkProps) {
  if (!address) return <Muted>{missing}</Muted>;
  return (
    <Link to={to ?? `/address/${address}`} title={address}>
      {children ?? <Mono>{full ? address : shortAddressOf(address, form)}</Mono>}
    </Link>
  );
}

/** Link to a transaction, shortened ('N/A' when missing). */
export function TxLink({
  signature,
  full,
  form,
  missing = 'N/A',
}: {
  signature: string | null | undefined;
  full?: boolean;
  form?: ShortFormKind;
  missing?: string;
}) {
  if (!signature) return <Muted>{missing}</Muted>;
  return (
    <Link to={`/tx/${signature}`} title={signature}>
      <Mono>{full ? signature : shortSignatureOf(signature, form)}</Mono>
    </Link>
  );
}

/** Link to a block by height, '#1,234' ('N/A' when missing). */
export function BlockLink({
  height,
  missing = 'N/A',
}: {
  height: number | null | undefined;
  missing?: string;
}) {
  if (height === null || height === undefined) return <Muted>{missing}</Muted>;
  return <Link to={`/block/${height}`}>#{height.toLocaleString('en-US')}</Link>;
}

const TokenRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
`;

/**
 * A token with its logo linking /token/{mint}: the symbol, else the name, else the short mint.
 * GOR (mint null or `native`) shows its own logo and is not a link.
 */
export function TokenLink({
  mint,
  symbol,
  name,
  logoUri,
  native,
  size = 20,
  form,
}: {
  mint: string | null | undefined;
  symbol?: string | null;
  name?: string | null;
  logoUri?: string | null;
  native?: boolean;
  size?: number;
  form?: ShortFormKind;
}) {
  if (native || !mint) {
    return (
      <TokenRow>
        <TokenLogo src={logoUri ?? null} name="GOR" size={size} />
        <span>GOR</span>
      </TokenRow>
    );
  }
  const label = symbol || name || shortAddressOf(mint, form);
  return (
    <TokenRow>
      <TokenLogo src={logoUri ?? null} symbol={symbol} name={name} mint={mint} size={size} />
      <Link to={`/token/${mint}`} title={mint}>
        {label}
      </Link>
    </TokenRow>
  );
}
