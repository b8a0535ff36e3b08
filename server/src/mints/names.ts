// Well-known mints by their names on the public Solana token list (whose logos the pages use), so a
// mint without on-chain metadata is still named and found by symbol. Wrapped native is "Wrapped GOR".
import { NATIVE_MINT } from 'shared-api/programs';
import type { MintRow } from '../db/schema';

export interface ListedToken {
  name: string;
  symbol: string;
}

/** mint → its name and symbol on the token list. */
export const TOKEN_LIST: Readonly<Record<string, ListedToken>> = {
  [NATIVE_MINT]: { name: 'Wrapped GOR', symbol: 'wGOR' },
  EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: { name: 'USD Coin', symbol: 'USDC' },
  Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB: { name: 'USDT', symbol: 'USDT' },
  '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo': { name: 'PayPal USD', symbol: 'PYUSD' },
  mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So: { name: 'Marinade staked SOL (mSOL)', symbol: 'mSOL' },
  J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn: { name: 'Jito Staked SOL', symbol: 'JitoSOL' },
  bSo13r4TkiE4KumL71LsHTPpL2euBYLFx6h9HP3piy1: { name: 'BlazeStake Staked SOL (bSOL)', symbol: 'bSOL' },
  '7dHbWXmci3dT8UFYWYZweBLXgycu7Y3iL6trKn1Y7ARj': { name: 'Lido Staked SOL', symbol: 'stSOL' },
  DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263: { name: 'Bonk', symbol: 'Bonk' },
  JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN: { name: 'Jupiter', symbol: 'JUP' },
  jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL: { name: 'JITO', symbol: 'JTO' },
  '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R': { name: 'Raydium', symbol: 'RAY' },
  orcaEKTdK7LKz57vaAYr9QeNsVEPfiu6QeMU1kektZE: { name: 'Orca', symbol: 'ORCA' },
  HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3: { name: 'Pyth Network', symbol: 'PYTH' },
  EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm: { name: 'dogwifhat', symbol: '$WIF' },
  '85VBFQZC9TZkfaptBWjvUw7YbZjy52A6mjtPGjstQAmQ': { name: 'Wormhole Token', symbol: 'W' },
  hntyVP6YFm1Hg25TN9WGLqM12b8TQmcknKrdu1oxWux: { name: 'Helium Network Token', symbol: 'HNT' },
  MNDEFzGvMt87ueuHvVU9VcTqsAP5b3fTGPsHuuPA5ey: { name: 'Marinade', symbol: 'MNDE' },
  SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt: { name: 'Serum', symbol: 'SRM' },
  '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs': { name: 'Ether (Portal)', symbol: 'ETH' },
  '3NZ9JMVBmGAqocybic2c8LQCJScmgsAZ6vQqTDzcqmJh': { name: 'Wrapped BTC (Portal)', symbol: 'WBTC' },
};

/** The token list's entry for a mint, or null. */
export function listedToken(mint: string): ListedToken | null {
  return Object.prototype.hasOwnProperty.call(TOKEN_LIST, mint) ? TOKEN_LIST[mint]! : null;
}

/** A mint's name and symbol: its own when it has either, else the token list's (else none). */
export function namedMint(
  mint: string,
  name: string | null | undefined,
  symbol: string | null | undefined,
): { name: string | null; symbol: string | null } {
  if (name || symbol) return { name: name ?? null, symbol: symbol ?? null };
  return listedToken(mint) ?? { name: null, symbol: null };
}

/** What a page may say of a mint's name: its own metadata's, else the token list's. */
export function tokenNames(m: Pick<MintRow, 'address' | 'name' | 'symbol'>): {
  name: string | null;
  symbol: string | null;
  nameSource: 'metadata' | 'tokenList' | null;
} {
  if (m.name || m.symbol) return { name: m.name, symbol: m.symbol, nameSource: 'metadata' };
  const listed = listedToken(m.address);
  return listed ? { ...listed, nameSource: 'tokenList' } : { name: null, symbol: null, nameSource: null };
}

/**
 * Listed mints whose symbol or name contains the text (case-insensitive), an exact symbol first,
 * then symbols and names that start with it, then the rest; at most `limit`.
 */
export function listedTokensMatching(
  text: string,
  limit: number,
): { address: string; name: string; symbol: string }[] {
  const q = text.trim().toLowerCase();
  if (q === '') return [];
  const hits: { address: string; name: string; symbol: string; rank: number }[] = [];
  for (const [address, t] of Object.entries(TOKEN_LIST)) {
    const symbol = t.symbol.toLowerCase();
    const name = t.name.toLowerCase();
    const rank = symbol === q || name === q ? 0 : symbol.startsWith(q) || name.startsWith(q) ? 1 : 2;
    if (rank < 2 || symbol.includes(q) || name.includes(q)) hits.push({ address, ...t, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || a.symbol.localeCompare(b.symbol));
  return hits.slice(0, limit).map(({ address, name, symbol }) => ({ address, name, symbol }));
}
