/**
 * The stored format's preset dictionaries by format byte: what transactions repeat across each other,
 * so per-row compression finds it. Bodies depend on these exact bytes: never change one, add a format.
 * The commonest content comes last, where both compressors code matches cheapest.
 */

/** Format 3: the most common log phrases. */
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

/**
 * Format 4: the log phrases of the commonly called programs, then the binary layout of a typical
 * transaction (signatures and hashes zero).
 */
export const DICTIONARY_V4 = Buffer.concat([
  Buffer.from(
    [
      'Please upgrade to SPL Token 2022 for immutable owner support',
      'Instruction: InitializeImmutableOwner',
      'Instruction: SyncNative',
      'Instruction: Approve',
      'Instruction: Revoke',
      'Instruction: InitializeMint',
      'Instruction: InitializeMint2',
      'Instruction: MintToChecked',
      'Instruction: BurnChecked',
      'Instruction: InitializeAccount',
      'Instruction: InitializeAccount2',
      'Memo (len ',
      'Instruction: Route',
      'Instruction: SharedAccountsRoute',
      'Instruction: ExactOutRoute',
      'Instruction: SharedAccountsExactOutRoute',
      'Instruction: Buy',
      'Instruction: Sell',
      'Instruction: SwapV2',
      'Instruction: TwoHopSwap',
      'Instruction: SwapBaseInput',
      'Instruction: SwapBaseOutput',
      'Instruction: Create',
      'Instruction: Withdraw',
      'Instruction: Deposit',
      'Instruction: UpdatePrice',
      'Instruction: Claim',
      'AnchorError thrown in programs/',
      'AnchorError occurred. Error Code: SlippageToleranceExceeded. Error Number: 6001. Error Message: Slippage tolerance exceeded.',
      'AnchorError caused by account: ',
      '. Error Code: AccountNotInitialized. Error Number: 3012. Error Message: The program expected this account to be already initialized.',
      'Error: insufficient funds',
      'Transfer: insufficient lamports ',
      ', need ',
      'Allocate: account Address { address: ',
      ', base: None } already in use',
      'Create Account: account Address { address: ',
      'exceeded CUs meter at BPF instruction',
      'Computational budget exceeded',
      'Program failed to complete',
      'custom program error: 0x1771',
      'custom program error: 0x1',
      'ray_log: ',
      '{"InstructionError":[2,"ComputationalBudgetExceeded"]}',
      '{"InstructionError":[1,"ProgramFailedToComplete"]}',
      'Instruction: GetAccountDataSize',
      'Instruction: InitializeAccount3',
      'Initialize the associated token account',
      'Instruction: MintTo',
      'Instruction: Burn',
      'Instruction: CloseAccount',
      'CreateIdempotent',
      'Create',
      'Instruction: Swap',
      'Instruction: TransferChecked',
      'Instruction: Transfer',
    ].join(''),
  ),
  Buffer.from(
    [
      '000202010000000000000000000000000000000000000000000000000000000000000000000000000000000000000000',
      '000000000000000000000000000000000000000002020600010203040502010003020000000000000000000000000000',
      '0000000000000000000000000000000000000203050400090301000000000000000504000502400d0300050503010200',
      '0c02000000f01d1f00000000000201060200010102000002010202882702098094ebdc03f0bb7cf0bb7c01018098b4bd',
      '03f0bb7cf0bb7c0102008f4e0000000000000000020102010605030102000c02000000f01d1f00000000000202040104',
      '010615496e737472756374696f6e3a205472616e736665720304a524c09a0c020402023601080005c0843d0636020800',
      '0500060202360108000500063602080005c0843d06020202070801090002d1260000020100',
    ].join(''),
    'hex',
  ),
]);
