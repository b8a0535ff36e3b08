/**
 * Pure derivation of everything the explorer stores about one transaction from a getBlock /
 * getTransaction (`encoding: "json"`) entry: accounts (legacy and v0 with loaded addresses),
 * decoded instructions with their inner ones, balance changes, transfers, mints, burns,
 * account creations and closes.
 */
import type { RpcTokenBalance, RpcTransactionWithMeta } from '../rpc/types';
import { decodeInstruction } from './instruction';
import { isTokenProgram, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, VOTE_PROGRAM } from './programs';
import type {
  AccountClose,
  AccountCreation,
  AccountEntry,
  BurnRecord,
  DecodedInstruction,
  DerivedTransaction,
  JsonValue,
  MintRecord,
  NativeBalanceChange,
  TokenAccountState,
  TokenBalanceChange,
  TransferRecord,
} from './types';

export interface TxContext {
  slot: number;
  blockTime: number | null;
  index: number;
}

interface TokenAccountInfo {
  mint: string;
  owner: string | null;
  decimals: number;
  programId: string | null;
}

const str = (v: JsonValue | undefined): string | null => (typeof v === 'string' ? v : null);

/** Resolves the full account list: static keys, then loaded writable, then loaded readonly. */
export function resolveAccounts(tx: RpcTransactionWithMeta): {
  keys: string[];
  signer: boolean[];
  writable: boolean[];
  lookup: boolean[];
} {
  const msg = tx.transaction.message;
  const h = msg.header;
  const loaded = tx.meta?.loadedAddresses;
  const staticKeys = msg.accountKeys;
  const keys = [...staticKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
  const n = staticKeys.length;
  const signer: boolean[] = [];
  const writable: boolean[] = [];
  const lookup: boolean[] = [];
  for (let i = 0; i < keys.length; i++) {
    if (i < n) {
      const isSigner = i < h.numRequiredSignatures;
      signer.push(isSigner);
      writable.push(
        isSigner
          ? i < h.numRequiredSignatures - h.numReadonlySignedAccounts
          : i < n - h.numReadonlyUnsignedAccounts,
      );
      lookup.push(false);
    } else {
      signer.push(false);
      writable.push(i < n + (loaded?.writable.length ?? 0));
      lookup.push(true);
    }
  }
  return { keys, signer, writable, lookup };
}

function tokenInfoMap(
  keys: string[],
  pre: RpcTokenBalance[],
  post: RpcTokenBalance[],
): Map<string, TokenAccountInfo> {
  const m = new Map<string, TokenAccountInfo>();
  for (const b of [...pre, ...post]) {
    const addr = keys[b.accountIndex];
    if (!addr) continue;
    const prev = m.get(addr);
    m.set(addr, {
      mint: b.mint,
      owner: b.owner ?? prev?.owner ?? null,
      decimals: b.uiTokenAmount.decimals,
      programId: b.programId ?? prev?.programId ?? null,
    });
  }
  return m;
}

/** Flattens outer + inner instructions in execution order with their positions. */
function* walk(
  ixs: DecodedInstruction[],
): Generator<{ ix: DecodedInstruction; outer: number; inner: number }> {
  for (let i = 0; i < ixs.length; i++) {
    yield { ix: ixs[i], outer: i, inner: -1 };
    for (let j = 0; j < ixs[i].inner.length; j++) yield { ix: ixs[i].inner[j], outer: i, inner: j };
  }
}

export function deriveTransaction(tx: RpcTransactionWithMeta, ctx: TxContext): DerivedTransaction {
  const meta = tx.meta;
  const msg = tx.transaction.message;
  const { keys, signer, writable, lookup } = resolveAccounts(tx);
  const ok = meta ? meta.err === null || meta.err === undefined : true;

  // Instructions (outer, with their inner ones attached by outer index).
  const innerByIndex = new Map<number, DecodedInstruction[]>();
  for (const group of meta?.innerInstructions ?? []) {
    innerByIndex.set(
      group.index,
      group.instructions.map((ci) =>
        decodeInstruction(
          keys[ci.programIdIndex] ?? '',
          ci.accounts.map((a) => keys[a] ?? ''),
          ci.data,
          ci.stackHeight ?? 2,
        ),
      ),
    );
  }
  const instructions = msg.instructions.map((ci, i) => {
    const d = decodeInstruction(
      keys[ci.programIdIndex] ?? '',
      ci.accounts.map((a) => keys[a] ?? ''),
      ci.data,
      1,
    );
    d.inner = innerByIndex.get(i) ?? [];
    return d;
  });
  const programs: string[] = [];
  let instructionCount = 0;
  for (const { ix } of walk(instructions)) {
    instructionCount++;
    if (!programs.includes(ix.programId)) programs.push(ix.programId);
  }

  // Native balances.
  const pre = meta?.preBalances ?? [];
  const post = meta?.postBalances ?? [];
  const accounts: AccountEntry[] = [];
  const nativeBalanceChanges: NativeBalanceChange[] = [];
  for (let i = 0; i < keys.length; i++) {
    const p = BigInt(pre[i] ?? 0);
    const q = BigInt(post[i] ?? 0);
    const change = (q - p).toString();
    accounts.push({
      pubkey: keys[i],
      signer: signer[i],
      writable: writable[i],
      feePayer: i === 0,
      source: lookup[i] ? 'lookup' : 'static',
      preBalance: p.toString(),
      postBalance: q.toString(),
      change,
    });
    if (p !== q)
      nativeBalanceChanges.push({
        address: keys[i],
        preBalance: p.toString(),
        postBalance: q.toString(),
        change,
      });
  }

  // Token balances.
  const preTok = meta?.preTokenBalances ?? [];
  const postTok = meta?.postTokenBalances ?? [];
  const tokenInfo = tokenInfoMap(keys, preTok, postTok);
  const tokenBalanceChanges: TokenBalanceChange[] = [];
  const preByIdx = new Map(preTok.map((b) => [b.accountIndex, b]));
  const postByIdx = new Map(postTok.map((b) => [b.accountIndex, b]));
  const idxs = [...new Set([...preByIdx.keys(), ...postByIdx.keys()])].sort((a, b) => a - b);
  for (const i of idxs) {
    const a = preByIdx.get(i);
    const b = postByIdx.get(i);
    const ref = (b ?? a) as RpcTokenBalance;
    const pa = BigInt(a?.uiTokenAmount.amount ?? '0');
    const pb = BigInt(b?.uiTokenAmount.amount ?? '0');
    if (pa === pb && a && b) continue;
    tokenBalanceChanges.push({
      account: keys[i],
      mint: ref.mint,
      owner: b?.owner ?? a?.owner ?? null,
      programId: ref.programId ?? null,
      decimals: ref.uiTokenAmount.decimals,
      preAmount: pa.toString(),
      postAmount: pb.toString(),
      change: (pb - pa).toString(),
    });
  }

  const tokenAccountsAfter: TokenAccountState[] = postTok.map((b) => ({
    account: keys[b.accountIndex],
    mint: b.mint,
    owner: b.owner ?? null,
    programId: b.programId ?? null,
    decimals: b.uiTokenAmount.decimals,
    amount: b.uiTokenAmount.amount,
  }));

  // Effects of successful instructions: transfers, mints, burns, creations, closes.
  const transfers: TransferRecord[] = [];
  const mints: MintRecord[] = [];
  const burns: BurnRecord[] = [];
  const creations: AccountCreation[] = [];
  const closes: AccountClose[] = [];
  // Token accounts initialised in this tx (owner/mint known even before balances list them).
  const initialised = new Map<string, { mint: string | null; owner: string | null }>();
  if (ok) {
    for (const { ix, outer, inner } of walk(instructions)) {
      const info = ix.parsed?.info;
      if (!info) continue;
      const pos = { instruction: outer, innerInstruction: inner };
      if (ix.programId === SYSTEM_PROGRAM) {
        if (ix.type === 'transfer' || ix.type === 'transferWithSeed') {
          const from = str(info.source);
          const to = str(info.destination);
          transfers.push({
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
            creations.push({ kind: 'account', address: addr, owner: str(info.programAddress), mint: null });
        }
        continue;
      }
      if (ix.type === 'create' || ix.type === 'createIdempotent') {
        const addr = str(info.ata);
        if (addr && ix.programId === 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL') {
          creations.push({
            kind: 'associatedTokenAccount',
            address: addr,
            owner: str(info.owner),
            mint: str(info.mint),
          });
          initialised.set(addr, { mint: str(info.mint), owner: str(info.owner) });
        }
        continue;
      }
      if (!isTokenProgram(ix.programId)) continue;
      const program = ix.programId === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token';
      switch (ix.type) {
        case 'initializeMint':
        case 'initializeMint2': {
          const mint = str(info.mint) ?? '';
          creations.push({ kind: 'mint', address: mint, owner: null, mint });
          mints.push({
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
          break;
        }
        case 'initializeAccount':
        case 'initializeAccount2':
        case 'initializeAccount3': {
          const addr = str(info.account);
          if (addr) {
            const owner = str(info.owner);
            initialised.set(addr, { mint: str(info.mint), owner });
            creations.push({ kind: 'tokenAccount', address: addr, owner, mint: str(info.mint) });
          }
          break;
        }
        case 'transfer':
        case 'transferChecked':
        case 'transferCheckedWithFee': {
          const from = str(info.source);
          const to = str(info.destination);
          const fi = from ? tokenInfo.get(from) : undefined;
          const ti = to ? tokenInfo.get(to) : undefined;
          transfers.push({
            kind: 'transfer',
            mint: str(info.mint) ?? fi?.mint ?? ti?.mint ?? null,
            source: from,
            destination: to,
            sourceOwner: fi?.owner ?? null,
            destinationOwner: ti?.owner ?? (to ? initialised.get(to)?.owner : null) ?? null,
            amount: String(info.amount ?? '0'),
            decimals:
              info.decimals !== undefined ? Number(info.decimals) : (fi?.decimals ?? ti?.decimals ?? 0),
            ...pos,
          });
          break;
        }
        case 'mintTo':
        case 'mintToChecked': {
          const mint = str(info.mint) ?? '';
          const acct = str(info.token);
          const ti = acct ? tokenInfo.get(acct) : undefined;
          const decimals = info.decimals !== undefined ? Number(info.decimals) : (ti?.decimals ?? 0);
          const owner = ti?.owner ?? (acct ? initialised.get(acct)?.owner : null) ?? null;
          const amount = String(info.amount ?? '0');
          mints.push({ type: 'mint', mint, amount, decimals, account: acct, owner, program });
          transfers.push({
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
          break;
        }
        case 'burn':
        case 'burnChecked': {
          const mint = str(info.mint) ?? '';
          const acct = str(info.account) ?? '';
          const ti = tokenInfo.get(acct);
          const decimals = info.decimals !== undefined ? Number(info.decimals) : (ti?.decimals ?? 0);
          const amount = String(info.amount ?? '0');
          burns.push({ mint, amount, decimals, account: acct, owner: ti?.owner ?? null });
          transfers.push({
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
          break;
        }
        case 'closeAccount': {
          const addr = str(info.account);
          if (addr)
            closes.push({ address: addr, destination: str(info.destination), owner: str(info.owner) });
          break;
        }
        default:
          break;
      }
    }
  }

  const signers = keys.filter((_, i) => signer[i]);
  const writables = keys.filter((_, i) => writable[i]);
  const isVote = instructions.length > 0 && instructions.every((ix) => ix.programId === VOTE_PROGRAM);
  const version = tx.version === undefined || tx.version === 'legacy' ? 'legacy' : '0';

  return {
    signature: tx.transaction.signatures[0],
    signatures: tx.transaction.signatures,
    slot: ctx.slot,
    blockTime: ctx.blockTime,
    index: ctx.index,
    version,
    status: ok ? 'success' : 'failed',
    err: meta?.err ?? null,
    fee: meta?.fee ?? 0,
    feePayer: keys[0],
    computeUnits: meta?.computeUnitsConsumed ?? null,
    recentBlockhash: msg.recentBlockhash,
    signers,
    writables,
    accountKeys: keys,
    accounts,
    programs,
    isVote,
    instructions,
    instructionCount,
    nativeBalanceChanges,
    tokenBalanceChanges,
    tokenAccountsAfter,
    transfers,
    mints,
    burns,
    creations,
    closes,
    logMessages: meta?.logMessages ?? [],
  };
}
