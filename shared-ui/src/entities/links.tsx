// Entity links: an address, a transaction, a block, a token (with its logo). Short forms come in two
// kinds: 'standard' (the default: home, /tx, /block, /address, search) shows the first 6 + '...' +
// last 4 characters; the list pages (tokens, wallet, /transactions …) pass `form="compact"`: a
// signature is its first 8 characters + '...', an address its first 4 and last 4. A missing value
// shows 'N/A' unless the page names another text (`missing="Unknown"` for the /transactions Fee Payer).
// Each links to whichever page declares its entity (shared-ui's useEntityPath); with none, its text
// shows unlinked.
//
//   <AddressLink address={tx.feePayer} />                        → 'Abc123...wxyz' linking the address
//   <AddressLink address={owner} page="wallet" />                → linking the owner's holdings
//   <AddressLink address={null} missing="Unknown" />             → 'Unknown'
//   <TxLink signature={sig} form="compact" />                    → '5h3kP9aB...'
//   <BlockLink height={123} />                                   → '#123' linking the block
//   <TokenLink mint={mint} symbol="TRASH" logoUri={uri} />       → logo + 'TRASH' linking the token
//   <EntityLink entity="coin">GOR</EntityLink>                    → any children linking an entity
//   <EntityButtonLink entity="block" value={h}>View Block</EntityButtonLink> → a button, or nothing
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { TokenLogo, useEntityPath } from 'shared-ui';
import { formatInteger, shortAddress4, shortForm, shortSignature } from 'shared-api';
import type { PageEntity } from 'shared-api/pages';
import { ButtonLink, Mono, Muted } from './layout';

export type EntityLinkProps = Omit<LinkProps, 'to'> & {
  entity: PageEntity;
  /** The entity's value (signature, height, address, mint); none for the coin. */
  value?: string | number | null;
};

/**
 * A link to an entity's page, wherever its owner declares it; its children unlinked (their title
 * kept) when no page shows the entity.
 */
export function EntityLink({ entity, value, children, title, ...rest }: EntityLinkProps) {
  const to = useEntityPath(entity, value);
  if (to)
    return (
      <Link to={to} title={title} {...rest}>
        {children}
      </Link>
    );
  return title ? <span title={title}>{children}</span> : <>{children}</>;
}

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

/** A button to an entity's page ('View Block', 'Next Block'); left out when no page shows it. */
export function EntityButtonLink({ entity, value, children, ...rest }: EntityLinkProps) {
  const to = useEntityPath(entity, value);
  return to ? (
    <ButtonLink to={to} {...rest}>
      {children}
    </ButtonLink>
  ) : null;
}

export interface AddressLinkProps {
  address: string | null | undefined;
  /** Show the whole address instead of the short form. */
  full?: boolean;
  form?: ShortFormKind;
  /** Which page of the address to link (default its own; 'wallet', its holdings, for holders). */
  page?: Extract<PageEntity, 'address' | 'wallet'>;
  /** Text when the address is missing (default 'N/A'). */
  missing?: string;
  /** Visible text instead of the short form (e.g. 'Master'). */
  children?: ReactNode;
}

/** Link to an address, shortened, the full value in the title. */
export function AddressLink({
  address,
  full,
  form,
  page = 'address',
  missing = 'N/A',
  children,
}: AddressLinkProps) {
  if (!address) return <Muted>{missing}</Muted>;
  return (
    <EntityLink entity={page} value={address} title={address}>
      {children ?? <Mono>{full ? address : shortAddressOf(address, form)}</Mono>}
    </EntityLink>
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
    <EntityLink entity="transaction" value={signature} title={signature}>
      <Mono>{full ? signature : shortSignatureOf(signature, form)}</Mono>
    </EntityLink>
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
  return (
    <EntityLink entity="block" value={height}>
      #{formatInteger(height)}
    </EntityLink>
  );
}

const TokenRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
`;

/**
 * A token with its logo linking its page: the symbol, else the name, else the short mint.
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
      <EntityLink entity="token" value={mint} title={mint}>
        {label}
      </EntityLink>
    </TokenRow>
  );
}
