// A Metaplex Token Metadata account (MetadataV1) for a classic SPL mint. The Metaplex program is not
// loaded in LiteSVM, so the traffic generator writes the account directly (owned by the metadata
// program, at its PDA, as the program would leave it): explorers must read names from it.
import {
  addEncoderSizePrefix,
  address,
  getAddressEncoder,
  getArrayEncoder,
  getBooleanEncoder,
  getOptionEncoder,
  getProgramDerivedAddress,
  getStructEncoder,
  getU16Encoder,
  getU32Encoder,
  getU8Encoder,
  getUtf8Encoder,
  some,
  type Address,
} from '@solana/kit';
import { METAPLEX_METADATA_PROGRAM as METAPLEX_PROGRAM_ID } from 'shared-api/programs';

export const METAPLEX_METADATA_PROGRAM = address(METAPLEX_PROGRAM_ID);
/** The program's fixed account size (MAX_METADATA_LEN). */
export const METAPLEX_METADATA_LEN = 679;

export async function metaplexMetadataPda(mint: string): Promise<Address> {
  const enc = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: METAPLEX_METADATA_PROGRAM,
    seeds: ['metadata', enc.encode(METAPLEX_METADATA_PROGRAM), enc.encode(address(mint))],
  });
  return pda;
}

const str = () => addEncoderSizePrefix(getUtf8Encoder(), getU32Encoder());
const metadataEncoder = getStructEncoder([
  ['key', getU8Encoder()],
  ['updateAuthority', getAddressEncoder()],
  ['mint', getAddressEncoder()],
  ['name', str()],
  ['symbol', str()],
  ['uri', str()],
  ['sellerFeeBasisPoints', getU16Encoder()],
  [
    'creators',
    getOptionEncoder(
      getArrayEncoder(
        getStructEncoder([
          ['address', getAddressEncoder()],
          ['verified', getBooleanEncoder()],
          ['share', getU8Encoder()],
        ]),
      ),
    ),
  ],
  ['primarySaleHappened', getBooleanEncoder()],
  ['isMutable', getBooleanEncoder()],
]);

/** Account data of a MetadataV1 account, zero-padded to the program's size (trailing options = None). */
export function encodeMetaplexMetadata(o: {
  mint: string;
  updateAuthority: string;
  name: string;
  symbol: string;
  uri: string;
}): Uint8Array {
  const body = metadataEncoder.encode({
    key: 4,
    updateAuthority: address(o.updateAuthority),
    mint: address(o.mint),
    name: o.name,
    symbol: o.symbol,
    uri: o.uri,
    sellerFeeBasisPoints: 0,
    creators: some([{ address: address(o.updateAuthority), verified: true, share: 100 }]),
    primarySaleHappened: false,
    isMutable: true,
  });
  const out = new Uint8Array(Math.max(METAPLEX_METADATA_LEN, body.length));
  out.set(body);
  return out;
}
