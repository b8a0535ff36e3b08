/**
 * Writes a run of consecutive slots, every derived row, the state they imply and the checkpoint in
 * ONE transaction, so restarting from the checkpoint after a crash never loses or repeats anything.
 */
import type { PreparedTransaction } from '../decode/stored';
import type { SqlExec } from './sql';
import { AddressBook } from './write/addresses';
import { AccountStates } from './write/accounts';
import { ChainHistory } from './write/history';
import { MintEffects } from './write/mints';
import { TokenAccountStates, type TokenAccountWrites } from './write/tokens';
import { forgetTails } from './write/tails';
import { WalletHistory } from './write/wallet';
import type { WrittenBlock } from './writtenBlock';

export type BatchItem =
  | {
      kind: 'block';
      block: WrittenBlock;
      /** Per transaction, its stored body before address ids (decode/stored.ts). */
      prepared: PreparedTransaction[];
      epoch: number | null;
      leader: string | null;
    }
  | { kind: 'skipped'; slot: number };

export interface Checkpoint {
  slot: number;
  blockhash: string;
  blockHeight: number | null;
}

/** Writes `items` (consecutive) and the checkpoint in one transaction, through write/*.ts's collectors. */
export async function writeBatch(
  exec: SqlExec,
  items: BatchItem[],
  checkpoint: Checkpoint | null,
): Promise<{
  txCount: number;
  /** mints the batch flagged for the metadata refresher (MintEffects.merge) */
  mintsFlagged: string[];
  stateRows: number;
  postingRows: number;
  /** addresses the batch stored for the first time */
  newAddresses: number;
}> {
  const history = new ChainHistory();
  const accounts = new AccountStates();
  const tokens = new TokenAccountStates();
  const mints = new MintEffects();
  const wallets = new WalletHistory();
  let txCount = 0;

  for (const item of items) {
    if (item.kind === 'skipped') {
      history.addSkipped(item.slot);
      continue;
    }
    const b = item.block;
    history.addBlock(b, item.epoch, item.leader);
    b.transactions.forEach((t, i) => {
      txCount++;
      history.addTransaction(t, item.prepared[i]);
      accounts.add(t);
      mints.add(t);
      tokens.add(t, mints);
      wallets.add(t);
    });
  }
  const book = bookOf(exec);

  let stateRows = 0;
  let postings = { taken: 0, commit: () => {} };
  const mintsFlagged = await exec
    .transaction(async () => {
      // Every address the batch names gets its id first: the state tables are keyed by them too.
      const candidates = history.candidates;
      wallets.candidates(candidates);
      accounts.candidates(candidates);
      tokens.candidates(candidates);
      await book.prefetch(exec, candidates);
      // Token account transitions next: they need the stored amounts and feed the mints' holder counts.
      const tokenWrites = await tokens.resolve(exec, mints, book);
      const mintMerge = await mints.merge(exec);
      postings = await writeStored(exec, book, history, wallets);
      await accounts.upsert(exec, book);
      await TokenAccountStates.write(exec, tokenWrites);
      await MintEffects.upsert(exec, mintMerge.rows);
      if (checkpoint) await saveCheckpoint(exec, checkpoint);
      stateRows = accounts.size + tokenRows(tokenWrites) + mintMerge.rows.length;
      return mintMerge.flagged;
    })
    .catch((e: unknown) => {
      // The ids numbered in the failed batch were never stored, nor its posting rows.
      book.reset();
      forgetTails(exec);
      throw e;
    });
  postings.commit();
  return { txCount, mintsFlagged, stateRows, postingRows: postings.taken, newAddresses: book.numbered };
}

/** Token account and holder rows a batch rewrites or deletes. */
function tokenRows(w: TokenAccountWrites): number {
  return w.upserts.length + w.deletes.length + w.holders.upserts.length + w.holders.deletes.length;
}

/**
 * The rows that refer to addresses by id, encoded again if one beyond the candidates proves stored.
 * Returns how many stored posting rows the batch's grew from, and what to do once it commits.
 */
async function writeStored(
  exec: SqlExec,
  book: AddressBook,
  history: ChainHistory,
  wallets: WalletHistory,
): Promise<{ taken: number; commit(): void }> {
  const encode = () => ({ chain: history.encode(book), wallet: wallets.encode(book) });
  let rows = encode();
  if (await book.conflicts(exec)) rows = encode();
  await book.flush(exec);
  const chain = await history.insert(exec, rows.chain, book.isNew);
  const wallet = await WalletHistory.insert(exec, rows.wallet, book.isNew);
  return {
    taken: chain.taken + wallet.taken,
    commit: () => {
      chain.commit();
      wallet.commit();
    },
  };
}

// One address book per write connection (its ids are numbered by that connection's batches).
const books = new WeakMap<SqlExec, AddressBook>();
function bookOf(exec: SqlExec): AddressBook {
  let b = books.get(exec);
  if (!b) books.set(exec, (b = new AddressBook()));
  return b;
}

export async function saveCheckpoint(exec: SqlExec, c: Checkpoint): Promise<void> {
  await exec.insert(
    'checkpoint',
    ['id', 'slot', 'blockhash', 'block_height', 'updated_at'],
    [[1, c.slot, c.blockhash, c.blockHeight, Math.floor(Date.now() / 1000)]],
    `ON CONFLICT (id) DO UPDATE SET slot = excluded.slot, blockhash = excluded.blockhash,
      block_height = excluded.block_height, updated_at = excluded.updated_at`,
  );
}

export interface ResumeState {
  /** Last indexed block (continuity reference), null before the first block. */
  last: Checkpoint | null;
  /** First slot not yet indexed (blocks or skipped), null on an empty database. */
  resumeSlot: number | null;
}

export async function loadResumeState(exec: SqlExec): Promise<ResumeState> {
  const rows = await exec.all<{ slot: number; blockhash: string; block_height: number | null }>(
    'SELECT slot, blockhash, block_height FROM checkpoint WHERE id = 1',
  );
  const sk = await exec.all<{ m: number | null }>('SELECT MAX(slot) AS m FROM skipped_slots');
  const maxSkipped = sk[0]?.m === null || sk[0]?.m === undefined ? null : Number(sk[0].m);
  const c = rows[0];
  const last = c
    ? {
        slot: Number(c.slot),
        blockhash: c.blockhash,
        blockHeight: c.block_height === null ? null : Number(c.block_height),
      }
    : null;
  const top = Math.max(last?.slot ?? -1, maxSkipped ?? -1);
  return { last, resumeSlot: top < 0 ? null : top + 1 };
}
