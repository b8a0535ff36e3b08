// A mints row as the indexer stores a mint it has seen but not read: no metadata, no creation
// known, supply 0 and not followed; a test names only the fields its case is about.
import type { Insertable } from 'kysely';
import { amountKey, type MintsTable } from '../../src/db/schema';

export function mintRow(
  address: string,
  fields: Partial<Insertable<MintsTable>> = {},
): Insertable<MintsTable> {
  return {
    address,
    program: 'spl-token',
    decimals: 0,
    supply: '0',
    supply_key: amountKey('0'),
    supply_tracked: 0,
    mint_authority: null,
    freeze_authority: null,
    name: null,
    symbol: null,
    uri: null,
    logo: null,
    metadata: null,
    metadata_source: null,
    first_mint_signature: null,
    first_mint_slot: null,
    creator: null,
    created_slot: null,
    created_signature: null,
    holder_count: 0,
    transfer_count: 0,
    volume_24h: '0',
    volume_24h_key: amountKey('0'),
    needs_refresh: 1,
    updated_slot: 0,
    ...fields,
  };
}
