/**
 * Transfers, mints, burns, account creations and closes of one transaction, from its decoded
 * instructions in execution order. A failed transaction (`ok` false) moves nothing.
 *   const m = deriveMovements(instructions, tokenInfo, ok);
 */
import type { TokenAccountInfo } from './balances';
import { ASSOCIATED_TOKEN_PROGRAM, isTokenProgram, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM } from './programs';
import { walkInstructions } from './summary';
import type {
  AccountClose,
  AccountCreation,
  BurnRecord,
  DecodedInstruction,
  JsonValue,
  MintRecord,
  TransferRecord,
} from './types';

export interface Movements {
  transfers: TransferRecord[];
  mints: MintRecord[];
  burns: BurnRecord[];
  creations: AccountCreation[];
  closes: AccountClose[];
}

type Info = Record<string, JsonValue>;
interface Position {
  instruction: number;
  innerInstruction: number;
}

const str = (v: JsonValue | undefined): string | null => (typeof v === 'string' ? v : null);

/** What has been read so far: the records, plus the token accounts initialised in this transaction
 * (their owner and mint are known before any balance lists them). */
class MovementReader implements Movements {
  transfers: TransferRecord[] = [];
  mints: MintRecord[] = [];
  burns: BurnRecord[] = [];
  creations: AccountCreation[] = [];
  closes: AccountClose[] = [];
  private readonly initialised = new Map<string, { mint: string | null; owner: string | null }>();

  constructor(private readonly tokenInfo: Map<string, TokenAccountInfo>) {}

  system(ix: DecodedInstruction, info: Info, pos: Position): void {
    if (ix.type === 'transfer' || ix.type === 'transferWithSeed') {
      const from = str(info.source);
      const to = str(info.destination);
      this.transfers.push({
        kind: 'transfer',
        mint: null,
        source: from,
        destination: to,
        sourceOwner: from,
        destinationOwner: to,
        amount: String(info.amount ?? info.lamports ?? '0'),
        decimals: 9,
        ...pos,
      });
    } else if (ix.type === 'createAccount' || ix.type === 'createAccountWithSeed') {
      const addr = str(info.newAccount);
      if (addr)
        this.creations.push({ kind: 'account', address: addr, owner: str(info.programAddress), mint: null });
    }
  }

  associatedAccount(ix: DecodedInstruction, info: Info): void {
    const addr = str(info.ata);
    if (!addr || ix.programId !== ASSOCIATED_TOKEN_PROGRAM) return;
    this.creations.push({
      kind: 'associatedTokenAccount',
      address: addr,
      owner: str(info.owner),
      mint: str(info.mint),
    });
    this.initialised.set(addr, { mint: str(info.mint), owner: str(info.owner) });
  }

  token(ix: DecodedInstruction, info: Info, pos: Position): void {
    const program = ix.programId === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token';
    switch (ix.type) {
      case 'initializeMint':
      case 'initializeMint2':
        return this.initializeMint(info, program);
      case 'initializeAccount':
      case 'initializeAccount2':
      case 'initializeAccount3':
        return this.initializeAccount(info);
      case 'transfer':
      case 'transferChecked':
      case 'transferCheckedWithFee':
        return this.tokenTransfer(info, pos);
      case 'mintTo':
      case 'mintToChecked':
        return this.mintTo(info, pos, program);
      case 'burn':
      case 'burnChecked':
        return this.burn(info, pos);
      case 'closeAccount': {
        const addr = str(info.account);
        if (addr)
          this.closes.push({ address: addr, destination: str(info.destination), owner: str(info.owner) });
        return;
      }
      default:
        return;
    }
  }

  private initializeMint(info: Info, program: string): void {
    const mint = str(info.mint) ?? '';
    this.creations.push({ kind: 'mint', address: mint, owner: null, mint });
    this.mints.push({
      type: 'create',
      mint,
      amount: '0',
      decimals: Number(info.decimals ?? 0),
      account: null,
      owner: null,
      mintAuthority: str(info.mintAuthority),
      freezeAuthority: str(info.freezeAuthority),
      program,
    });
  }

  private initializeAccount(info: Info): void {
    const addr = str(info.account);
    if (!addr) return;
    const owner = str(info.owner);
    this.initialised.set(addr, { mint: str(info.mint), owner });
    this.creations.push({ kind: 'tokenAccount', address: addr, owner, mint: str(info.mint) });
  }

  private tokenTransfer(info: Info, pos: Position): void {
    const from = str(info.source);
    const to = str(info.destination);
    const fi = from ? this.tokenInfo.get(from) : undefined;
    const ti = to ? this.tokenInfo.get(to) : undefined;
    this.transfers.push({
      kind: 'transfer',
      mint: str(info.mint) ?? fi?.mint ?? ti?.mint ?? null,
      source: from,
      destination: to,
      sourceOwner: fi?.owner ?? null,
      destinationOwner: ti?.owner ?? (to ? this.initialised.get(to)?.owner : null) ?? null,
      amount: String(info.amount ?? '0'),
      decimals: info.decimals !== undefined ? Number(info.decimals) : (fi?.decimals ?? ti?.decimals ?? 0),
      ...pos,
    });
  }

  private mintTo(info: Info, pos: Position, program: string): void {
    const mint = str(info.mint) ?? '';
    const acct = str(info.token);
    const ti = acct ? this.tokenInfo.get(acct) : undefined;
    const decimals = info.decimals !== undefined ? Number(info.decimals) : (ti?.decimals ?? 0);
    const owner = ti?.owner ?? (acct ? this.initialised.get(acct)?.owner : null) ?? null;
    const amount = String(info.amount ?? '0');
    this.mints.push({ type: 'mint', mint, amount, decimals, account: acct, owner, program });
    this.transfers.push({
      kind: 'mint',
      mint,
      source: null,
      destination: acct,
      sourceOwner: null,
      destinationOwner: owner,
      amount,
      decimals,
      ...pos,
    });
  }

  private burn(info: Info, pos: Position): void {
    const mint = str(info.mint) ?? '';
    const acct = str(info.account) ?? '';
    const ti = this.tokenInfo.get(acct);
    const decimals = info.decimals !== undefined ? Number(info.decimals) : (ti?.decimals ?? 0);
    const amount = String(info.amount ?? '0');
    this.burns.push({ mint, amount, decimals, account: acct, owner: ti?.owner ?? null });
    this.transfers.push({
      kind: 'burn',
      mint,
      source: acct,
      destination: null,
      sourceOwner: ti?.owner ?? null,
      destinationOwner: null,
      amount,
      decimals,
      ...pos,
    });
  }
}

export function deriveMovements(
  instructions: DecodedInstruction[],
  tokenInfo: Map<string, TokenAccountInfo>,
  ok: boolean,
): Movements {
  const r = new MovementReader(tokenInfo);
  if (!ok) return r;
  for (const { ix, outer, inner } of walkInstructions(instructions)) {
    const info = ix.parsed?.info;
    if (!info) continue;
    const pos = { instruction: outer, innerInstruction: inner };
    if (ix.programId === SYSTEM_PROGRAM) r.system(ix, info, pos);
    else if (ix.type === 'create' || ix.type === 'createIdempotent') r.associatedAccount(ix, info);
    else if (isTokenProgram(ix.programId)) r.token(ix, info, pos);
  }
  return r;
}
