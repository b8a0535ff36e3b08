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
  /** Tokens whose name or symbol contains the text (empty for text that is not a name). */
  suggestNames(text: string, signal?: AbortSignal): Promise<SearchSuggestion[]>;
  target(type: string, value: string, query: string): SearchTarget;
}

export const searchAdapter: SearchAdapterShape = {
  classify: classifySearch,
  lookupType: (address, signal) => api.get(apiPaths.addressType, { params: { address }, signal }),
  resolve: (text) => api.get(apiPaths.search, { query: { q: text } }),
  suggestNames: async (text, signal) => {
    if (!wantsNameSearch(text)) return [];
    const r = await api.get(apiPaths.search, { query: { q: text.trim() }, signal });
    return r.suggestions.filter((s) => s.type === 'token');
  },
  target: searchTarget,
};
