// GET /api/search?q=: what the typed text could be, with existence checks on the server.
import { Type, type Static } from '@sinclair/typebox';
import { NullableString, StringEnum } from './common';

export const SearchQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 128, description: 'text typed in the search box' }) },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

export const SuggestionKind = StringEnum(['transaction', 'address', 'block', 'token']);
export const SuggestionItem = Type.Object({
  type: SuggestionKind,
  value: Type.String(),
  label: Type.String(),
});
export type SuggestionItem = Static<typeof SuggestionItem>;

/** `type`/`value` = the best match (to navigate to); 'unknown' with value null when nothing matched. */
export const SearchResult = Type.Object({
  type: StringEnum(['transaction', 'address', 'block', 'token', 'unknown']),
  value: NullableString,
  suggestions: Type.Array(SuggestionItem),
});
export type SearchResult = Static<typeof SearchResult>;
