// Converts LiteSVM's transaction errors into the JSON shape a real Solana node returns
// (serde's externally tagged enums: "Name" or { "Name": payload }).
import {
  TransactionErrorInstructionError,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
  InstructionErrorCustom,
  InstructionErrorBorshIo,
  type FailedTransactionMetadata,
} from 'litesvm/dist/internal';

export type JsonTxError = string | Record<string, unknown>;

// Order matches the const enums TransactionErrorFieldless / InstructionErrorFieldless of litesvm.
const TX_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
];
const IX_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
];

export function txErrorToJson(failed: FailedTransactionMetadata): JsonTxError {
  const e: unknown = failed.err();
  if (typeof e === 'number') return TX_ERRORS[e] ?? 'InvalidError';
  if (e instanceof TransactionErrorInstructionError) {
    const inner: unknown = e.err();
    let ie: unknown;
    if (typeof inner === 'number') ie = IX_ERRORS[inner] ?? 'InvalidError';
    else if (inner instanceof InstructionErrorCustom) ie = { Custom: inner.code };
    else if (inner instanceof InstructionErrorBorshIo) ie = 'BorshIoError';
    else ie = 'GenericError';
    return { InstructionError: [e.index, ie] };
  }
  if (e instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: e.index };
  if (e instanceof TransactionErrorInsufficientFundsForRent)
    return { InsufficientFundsForRent: { account_index: e.accountIndex } };
  if (e instanceof TransactionErrorProgramExecutionTemporarilyRestricted)
    return { ProgramExecutionTemporarilyRestricted: { account_index: e.accountIndex } };
  return 'InvalidError';
}

/** Human text of an error, as the node puts it in -32002 messages. */
export function txErrorMessage(err: JsonTxError): string {
  if (typeof err === 'string') {
    if (err === 'BlockhashNotFound') return 'Blockhash not found';
    if (err === 'AlreadyProcessed') return 'This transaction has already been processed';
    if (err === 'InsufficientFundsForFee')
      return 'Attempt to debit an account but found no record of a prior credit.';
    return err;
  }
  if ('InstructionError' in err) {
    const [idx, ie] = err.InstructionError as [number, unknown];
    const what =
      typeof ie === 'object' && ie && 'Custom' in ie
        ? `custom program error: 0x${(ie as { Custom: number }).Custom.toString(16)}`
        : String(ie);
    return `Error processing Instruction ${idx}: ${what}`;
  }
  return JSON.stringify(err);
}
