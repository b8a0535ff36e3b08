// GET /api/search?q=: what the typed text could be, with existence checks on the server.
import { Type, type Static } from '@sinclair/typebox';
import { NullableString, StringEnum } from './common';

export const SearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 128, description: 'text typed in the search box' }),
    slot: Type.Optional(
      Type.Boolean({
        description:
          'q is a slot number (a block link copied from another explorer names its slot): the block produced in that slot is looked up',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

export const SuggestionKind = StringEnum(['transaction', 'address', 'block', 'token']);
export const SuggestionItem = Type.Object({
  type: SuggestionKind,
  value: Type.String(),
  label: Type.String(),
  /** a block height above the chain's newest block: not yet produced (the label says so) */
  notYetProduced: Type.Optional(Type.Boolean()),
});
export type SuggestionItem = Static<typeof SuggestionItem>;

/**
 * `type`/`value` = the best match (to navigate to); 'unknown' with value null when nothing matched
 * (a block not yet produced is only a suggestion, never the match).
 */
export const SearchResult = Type.Object({
  type: StringEnum(['transaction', 'address', 'block', 'token', 'unknown']),
  value: NullableString,
  suggestions: Type.Array(SuggestionItem),
});
export type SearchResult = Static<typeof SearchResult>;
