// GET /api/search?q=: classify like the search box (shared-api/search), then keep only what exists.
import type { FastifyInstance } from 'fastify';
import { apiRoutes, type SearchResult, type SuggestionItem } from 'shared-api/contract';
import { defineRoute } from '../api/define';
import { exists, kindOf } from './addresses';
import type { ChainPluginOptions } from './plugin';
import { addressFacts, blockExists, tokensMatching } from './repository';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const short = (s: string) => (s.length > 10 ? `${s.slice(0, 6)}...${s.slice(-4)}` : s);

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
          const name = f.mint?.symbol || f.mint?.name;
          out.push({ type: 'token', value: text, label: name ? `Token ${name}` : `Token ${short(text)}` });
        } else {
          const what =
            kind === 'validator'
              ? 'Validator'
              : kind === 'vote'
                ? 'Vote Account'
                : kind === 'token_account'
                  ? 'Token Account'
                  : kind === 'program'
                    ? 'Program'
                    : 'Address';
          out.push({ type: 'address', value: text, label: `${what} ${short(text)}` });
        }
      }
    }
    if (/^[0-9]{1,15}$/.test(text)) {
      if (await blockExists(db, Number(text)))
        out.push({ type: 'block', value: text, label: `Block #${text}` });
    }
    if (out.length === 0 && text.length <= 64) {
      for (const m of await tokensMatching(db, text, 8)) {
        const label = [m.symbol, m.name].filter(Boolean).join(' — ') || short(m.address);
        out.push({ type: 'token', value: m.address, label });
      }
    }
    return out;
  }

  defineRoute(
    app,
    apiRoutes.search,
    async (req): Promise<SearchResult> => {
      const text = req.query.q.trim();
      const list = text ? await suggestions(text) : [];
      const first = list[0];
      return first
        ? { type: first.type, value: first.value, suggestions: list }
        : { type: 'unknown', value: null, suggestions: [] };
    },
    { cacheControl: 'no-cache' },
  );
}
