// The SearchBox's connection to the classifier and the server (shared-ui stays free of API code).
import { apiGet } from '../client';
import type { AddressTypeResult, SearchResult } from '../contract';
import { classifySearch, searchTarget, wantsNameSearch, type SearchSuggestion } from './classify';

export interface SearchAdapterShape {
  classify(text: string): SearchSuggestion[];
  lookupType(address: string, signal?: AbortSignal): Promise<{ type: string; exists: boolean }>;
  resolve(text: string): Promise<{ type: string; value: string | null }>;
  /** Tokens whose name or symbol contains the text (empty for text that is not a name). */
  suggestNames(text: string, signal?: AbortSignal): Promise<SearchSuggestion[]>;
  target(type: string, value: string, query: string): string;
}

export const searchAdapter: SearchAdapterShape = {
  classify: classifySearch,
  lookupType: (address, signal) =>
    apiGet<AddressTypeResult>(`/api/address/${encodeURIComponent(address)}/type`, undefined, signal),
  resolve: (text) => apiGet<SearchResult>('/api/search', { q: text }),
  suggestNames: async (text, signal) => {
    if (!wantsNameSearch(text)) return [];
    const r = await apiGet<SearchResult>('/api/search', { q: text.trim() }, signal);
    return r.suggestions.filter((s) => s.type === 'token');
  },
  target: searchTarget,
};
