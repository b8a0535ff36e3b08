// GET /api/search?q=: classified as the search box does (shared-api/search), keeping only what exists
// (a block not yet produced is labelled so), plus tokens and known programs matched by name.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiRoutes, type SearchResult, type SuggestionItem } from 'shared-api/contract';
import { findProgramsByName } from 'shared-api/programs';
import { defineRoute } from '../http/define';
import type { Database } from '../db/schema';
import { listedTokensMatching, tokenNames } from '../mints/names';
import { exists, kindOf } from '../accounts/addresses';
import type { ChainPluginOptions } from './options';
import { addressFacts, blockExists, tokensMatching } from './repository';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const short = (s: string) => (s.length > 10 ? `${s.slice(0, 6)}...${s.slice(-4)}` : s);

/** Most matches of each kind (indexed tokens, programs, listed tokens) a name is offered. */
const NAME_MATCHES = 8;
/** Most suggestions a name gets in all. */
const MAX_SUGGESTIONS = 12;

const KIND_LABEL = {
  validator: 'Validator',
  vote: 'Vote Account',
  token_account: 'Token Account',
  program: 'Program',
  wallet: 'Address',
} as const;

/** The newest indexed block's height (blocks_height serves max). */
async function newestHeight(db: Kysely<Database>): Promise<number | null> {
  const r = await db
    .selectFrom('blocks')
    .select((eb) => eb.fn.max('height').as('h'))
    .executeTakeFirst();
  return r?.h === null || r?.h === undefined ? null : Number(r.h);
}

/** A block number's suggestion: the block, or "not yet produced" above the newest; none for a gap below. */
async function blockSuggestion(db: Kysely<Database>, height: number): Promise<SuggestionItem | null> {
  if (await blockExists(db, height))
    return { type: 'block', value: String(height), label: `Block #${height}` };
  const newest = await newestHeight(db);
  if (newest !== null && height <= newest) return null;
  return {
    type: 'block',
    value: String(height),
    label: `Block #${height} (not yet produced)`,
    notYetProduced: true,
  };
}

/** The block produced in a slot, by its height (other explorers' block links name slots). */
async function blockAtSlot(db: Kysely<Database>, slot: number): Promise<SuggestionItem | null> {
  const b = await db.selectFrom('blocks').select(['height']).where('slot', '=', slot).executeTakeFirst();
  if (!b || b.height === null) return null;
  const height = Number(b.height);
  return { type: 'block', value: String(height), label: `Block #${height} (slot ${slot})` };
}

/** A token's suggestion: its symbol and name, else its short address. */
function tokenItem(m: { address: string; symbol: string | null; name: string | null }): SuggestionItem {
  return {
    type: 'token',
    value: m.address,
    label: [m.symbol, m.name].filter(Boolean).join(' — ') || short(m.address),
  };
}

/**
 * By name: indexed mints, listed mints by exact symbol, known programs, then listed mints the index
 * lacks (a listed name is a guess until the chain has the mint: "Raydium" finds the programs first).
 */
async function byName(db: Kysely<Database>, text: string): Promise<SuggestionItem[]> {
  const indexed = await tokensMatching(db, text, NAME_MATCHES);
  const seen = new Set(indexed.map((m) => m.address));
  const programs = findProgramsByName(text, NAME_MATCHES).map((p): SuggestionItem => ({
    type: 'address',
    value: p.address,
    label: `Program: ${p.name}`,
  }));
  const listed = listedTokensMatching(text, NAME_MATCHES).filter((m) => !seen.has(m.address));
  const bySymbol = (m: { symbol: string }) => m.symbol.toLowerCase() === text.toLowerCase();
  return [
    ...indexed.map((m) => tokenItem({ address: m.address, ...tokenNames(m) })),
    ...listed.filter(bySymbol).map(tokenItem),
    ...programs,
    ...listed.filter((m) => !bySymbol(m)).map(tokenItem),
  ].slice(0, MAX_SUGGESTIONS);
}

export function searchRoutes(app: FastifyInstance, opts: ChainPluginOptions): void {
  const { db, txs } = opts;

  async function suggestions(text: string): Promise<SuggestionItem[]> {
    const out: SuggestionItem[] = [];
    const b58 = BASE58.test(text);
    if (b58 && text.length >= 64 && text.length <= 88) {
      const tx = await txs.bySignature(text);
      if (tx) out.push({ type: 'transaction', value: text, label: `Transaction ${short(text)}` });
    }
    if (b58 && text.length >= 32 && text.length <= 44) {
      const f = await addressFacts(db, text);
      if (exists(f)) {
        const kind = kindOf(text, f);
        if (kind === 'mint') {
          const named = f.mint ? tokenNames(f.mint) : null;
          const name = named?.symbol || named?.name;
          out.push({ type: 'token', value: text, label: name ? `Token ${name}` : `Token ${short(text)}` });
        } else out.push({ type: 'address', value: text, label: `${KIND_LABEL[kind]} ${short(text)}` });
      }
    }
    if (/^[0-9]{1,15}$/.test(text)) {
      const block = await blockSuggestion(db, Number(text));
      if (block) out.push(block);
    }
    if (out.length === 0 && text.length >= 2 && text.length <= 64) out.push(...(await byName(db, text)));
    return out;
  }

  defineRoute(
    app,
    apiRoutes.search,
    async (req): Promise<SearchResult> => {
      const text = req.query.q.trim();
      let list: SuggestionItem[] = [];
      if (req.query.slot) {
        const block = /^[0-9]{1,15}$/.test(text) ? await blockAtSlot(db, Number(text)) : null;
        list = block ? [block] : [];
      } else if (text) list = await suggestions(text);
      const first = list.find((s) => !s.notYetProduced);
      return first
        ? { type: first.type, value: first.value, suggestions: list }
        : { type: 'unknown', value: null, suggestions: list };
    },
    { cacheControl: 'no-cache' },
  );
}
