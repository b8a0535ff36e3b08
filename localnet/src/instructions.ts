// Instruction recipes shared by the testkit (signed through @solana/kit) and the traffic generator
// (signed by the node). Built with the official @solana-program clients.
import {
  address,
  createNoopSigner,
  some,
  type Address,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  getTransferCheckedInstruction,
  getBurnCheckedInstruction,
  getCloseAccountInstruction,
} from '@solana-program/token';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  extension,
  getMintSize,
  getInitializeMetadataPointerInstruction,
  getInitializeTokenMetadataInstruction,
} from '@solana-program/token-2022';
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import { getAddMemoInstruction } from '@solana-program/memo';
import { MEMO_PROGRAM as MEMO_V2 } from 'shared-api/programs';

export interface TokenMetadataInput {
  name: string;
  symbol: string;
  uri: string;
}

export const signerOf = (a: string): TransactionSigner => createNoopSigner(address(a));

export function transferGorIx(from: TransactionSigner, to: string, lamports: bigint): Instruction {
  return getTransferSolInstruction({ source: from, destination: address(to), amount: lamports });
}

/** Instructions creating an initialized mint (Token-2022 with the metadata pointer + metadata extensions when `metadata`). */
export function createMintIxs(opts: {
  payer: TransactionSigner;
  mint: TransactionSigner;
  mintAuthority: TransactionSigner;
  decimals: number;
  token2022: boolean;
  metadata?: TokenMetadataInput;
  rent: (space: number) => bigint;
}): Instruction[] {
  const { payer, mint, mintAuthority, decimals, metadata } = opts;
  const programAddress = opts.token2022 ? TOKEN_2022_PROGRAM_ADDRESS : TOKEN_PROGRAM_ADDRESS;
  if (!opts.token2022 || !metadata) {
    const space = opts.token2022 ? getMintSize() : 82;
    return [
      getCreateAccountInstruction({
        payer,
        newAccount: mint,
        lamports: opts.rent(space),
        space,
        programAddress,
      }),
      getInitializeMint2Instruction(
        { mint: mint.address, decimals, mintAuthority: mintAuthority.address, freezeAuthority: null },
        { programAddress },
      ),
    ];
  }
  const pointer = extension('MetadataPointer', {
    authority: some(mintAuthority.address),
    metadataAddress: some(mint.address),
  });
  const md = extension('TokenMetadata', {
    updateAuthority: some(mintAuthority.address),
    mint: mint.address,
    name: metadata.name,
    symbol: metadata.symbol,
    uri: metadata.uri,
    additionalMetadata: new Map(),
  });
  const space = getMintSize([pointer]);
  const full = getMintSize([pointer, md]);
  return [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: opts.rent(full),
      space,
      programAddress,
    }),
    getInitializeMetadataPointerInstruction({
      mint: mint.address,
      authority: some(mintAuthority.address),
      metadataAddress: some(mint.address),
    }),
    getInitializeMint2Instruction(
      { mint: mint.address, decimals, mintAuthority: mintAuthority.address, freezeAuthority: null },
      { programAddress },
    ),
    getInitializeTokenMetadataInstruction({
      metadata: mint.address,
      updateAuthority: mintAuthority.address,
      mint: mint.address,
      mintAuthority,
      name: metadata.name,
      symbol: metadata.symbol,
      uri: metadata.uri,
    }),
  ];
}

export async function ataOf(owner: string, mint: string, tokenProgram: string): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: address(tokenProgram),
  });
  return ata;
}

export function createAtaIx(
  payer: TransactionSigner,
  owner: string,
  mint: string,
  ata: string,
  tokenProgram: string,
): Instruction {
  return getCreateAssociatedTokenIdempotentInstruction({
    payer,
    ata: address(ata),
    owner: address(owner),
    mint: address(mint),
    tokenProgram: address(tokenProgram),
  });
}

export function mintToIx(
  mint: string,
  ata: string,
  authority: TransactionSigner,
  amount: bigint,
  tokenProgram: string,
): Instruction {
  return getMintToInstruction(
    { mint: address(mint), token: address(ata), mintAuthority: authority, amount },
    { programAddress: address(tokenProgram) },
  );
}

export function transferCheckedIx(o: {
  source: string;
  mint: string;
  destination: string;
  authority: TransactionSigner;
  amount: bigint;
  decimals: number;
  tokenProgram: string;
}): Instruction {
  return getTransferCheckedInstruction(
    {
      source: address(o.source),
      mint: address(o.mint),
      destination: address(o.destination),
      authority: o.authority,
      amount: o.amount,
      decimals: o.decimals,
    },
    { programAddress: address(o.tokenProgram) },
  );
}

export function burnIx(o: {
  account: string;
  mint: string;
  authority: TransactionSigner;
  amount: bigint;
  decimals: number;
  tokenProgram: string;
}): Instruction {
  return getBurnCheckedInstruction(
    {
      account: address(o.account),
      mint: address(o.mint),
      authority: o.authority,
      amount: o.amount,
      decimals: o.decimals,
    },
    { programAddress: address(o.tokenProgram) },
  );
}

export function closeAccountIx(o: {
  account: string;
  destination: string;
  owner: TransactionSigner;
  tokenProgram: string;
}): Instruction {
  return getCloseAccountInstruction(
    { account: address(o.account), destination: address(o.destination), owner: o.owner },
    { programAddress: address(o.tokenProgram) },
  );
}

export function computeBudgetIxs(units: number, microLamports: bigint): Instruction[] {
  return [getSetComputeUnitLimitInstruction({ units }), getSetComputeUnitPriceInstruction({ microLamports })];
}

// SPL Memo v2, the memo program deployed on Solana-derived chains (and loaded by LiteSVM); the client's
// default program address points at a newer deployment that LiteSVM does not ship.
export const MEMO_PROGRAM = address(MEMO_V2);

export function memoIx(text: string): Instruction {
  return getAddMemoInstruction({ memo: text }, { programAddress: MEMO_PROGRAM });
}
