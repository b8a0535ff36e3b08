// What an address can be, as the address page names it: a plain list both the contract's enum and
// the pages' tests read, so it lives outside the schemas.
export const ADDRESS_KINDS = [
  'validator',
  'vote',
  'token_account',
  'mint',
  'wallet',
  'program',
  'stake',
  /** a program derived address: off the ed25519 curve, signed for by its program only */
  'pda',
  /** an account a program (not the System program) owns, at an ordinary key */
  'program_owned',
  /** a sysvar: the runtime's own account of cluster state (clock, rent, ...) */
  'sysvar',
  /** an address lookup table (owned by the Address Lookup Table program) */
  'lookup_table',
] as const;
