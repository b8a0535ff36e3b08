/**
 * The preset deflate dictionary of the binary stored format (format byte 3): what a transaction's
 * compressed part repeats across transactions but not within one, so per-row compression finds it
 * without a block around it. Bodies of this format were compressed with exactly these bytes: never
 * change them; a better dictionary comes with a new format byte.
 */
export const DICTIONARY_V3 = Buffer.from(
  [
    'Instruction: Transfer',
    'Instruction: TransferChecked',
    'Instruction: InitializeAccount3',
    'Instruction: GetAccountDataSize',
    'Create',
    'Instruction: CloseAccount',
    'Instruction: MintTo',
    'Instruction: Burn',
    'Instruction: Swap',
    'Initialize the associated token account',
    'custom program error: 0x1',
  ].join(''),
);
