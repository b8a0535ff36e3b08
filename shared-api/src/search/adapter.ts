// The SearchBox's connection to the classifier and the server (shared-ui stays free of API code).
import { api } from '../client';
import {
  classifySearch,
  searchTarget,
  wantsNameSearch,
  type SearchSuggestion,
  type SearchTarget,
} from './classify';
import * as apiPaths from '../paths';

export interface SearchAdapterShape {
  classify(text: string): SearchSuggestion[];
  lookupType(address: string, signal?: AbortSignal): Promise<{ type: string; exists: boolean }>;
  resolve(text: string): Promise<{ type: string; value: string | null }>;
  /**
   * What only the server knows: whether a block exists (a number, or a slot with `slot`), and the
   * tokens and programs whose name or symbol matches a name. Empty for any other text.
   */
  suggestRemote(text: string, signal?: AbortSignal, slot?: boolean): Promise<SearchSuggestion[]>;
  /** What a pasted link names (its reader is loaded on first use). */
  readLink(text: string): Promise<SearchSuggestion[]>;
  target(type: string, value: string, query: string): SearchTarget;
}

export const searchAdapter: SearchAdapterShape = {
  classify: classifySearch,
  lookupType: (address, signal) => api.get(apiPaths.addressType, { params: { address }, signal }),
  resolve: (text) => api.get(apiPaths.search, { query: { q: text } }),
  suggestRemote: async (text, signal, slot) => {
    const q = text.trim();
    if (!slot && !/^\d{1,15}$/.test(q) && !wantsNameSearch(q)) return [];
    const r = await api.get(apiPaths.search, { query: slot ? { q, slot } : { q }, signal });
    return r.suggestions;
  },
  // This site's own links are read like other explorers' (the host a visitor copied them from).
  readLink: async (text) => (await import('./pasted')).linkSuggestions(text, globalThis.location?.host),
  target: searchTarget,
};
