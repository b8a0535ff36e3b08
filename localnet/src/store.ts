// Durable ledger in SQLite (WAL). One SQLite transaction per slot holds the block, its transactions,
// the address index and the post-state of every account the slot wrote, so a SIGKILL at any instant
// leaves the ledger at the end of the last committed slot. A full LiteSVM snapshot is stored every
// few slots; restart = snapshot + the account rows written after it.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export interface BlockRow {
  slot: number;
  parentSlot: number;
  blockHeight: number;
  blockhash: string;
  previousBlockhash: string;
  blockTime: number;
  skipped: boolean;
  txCount: number;
  rewards: string;
}
export interface TxRow {
  slot: number;
  idx: number;
  signature: string;
  wire: Uint8Array;
  meta: string;
  failed: boolean;
  memo: string | null;
}
export interface AccountRow {
  pubkey: string;
  lamports: bigint;
  owner: Uint8Array;
  executable: boolean;
  rentEpoch: bigint;
  data: Uint8Array;
}
export interface SlotCommit {
  block: BlockRow;
  txs: TxRow[];
  /** address → tx indexes (within the slot) that reference it */
  addrIndex: Array<[string, number]>;
  accounts: AccountRow[];
  snapshot?: Uint8Array;
  meta?: Record<string, string>;
}

interface RawBlock {
  slot: number;
  parent_slot: number;
  block_height: number;
  blockhash: string;
  previous_blockhash: string;
  block_time: number;
  skipped: number;
  tx_count: number;
  rewards: string;
}
interface RawTx {
  slot: number;
  idx: number;
  signature: string;
  wire: Buffer;
  meta: string;
  failed: number;
  memo: string | null;
}
function toBlock(r: RawBlock): BlockRow {
  return {
    slot: r.slot,
    parentSlot: r.parent_slot,
    blockHeight: r.block_height,
    blockhash: r.blockhash,
    previousBlockhash: r.previous_blockhash,
    blockTime: r.block_time,
    skipped: r.skipped === 1,
    txCount: r.tx_count,
    rewards: r.rewards,
  };
}
function toTx(r: RawTx): TxRow {
  return {
    slot: r.slot,
    idx: r.idx,
    signature: r.signature,
    wire: new Uint8Array(r.wire),
    meta: r.meta,
    failed: r.failed === 1,
    memo: r.memo,
  };
}

export class Store {
  readonly db: Database.Database;
  private readonly st;

  constructor(dir: string, durable = true) {
    fs.mkdirSync(dir, { recursive: true });
    this.db = new Database(path.join(dir, 'ledger.sqlite'), { timeout: 0 });
    // One node per ledger: hold an exclusive lock for the process lifetime (released by the OS on a
    // crash), so a second localnet on the same directory fails fast instead of forking the chain.
    this.db.pragma('locking_mode = EXCLUSIVE');
    try {
      this.db.exec('BEGIN IMMEDIATE; COMMIT;');
    } catch (e) {
      this.db.close();
      throw new Error(
        `ledger ${dir} is in use by another localnet (${e instanceof Error ? e.message : String(e)})`,
      );
    }
    this.db.pragma('journal_mode = WAL');
    // FULL: every slot commit is fsync'd; NORMAL (bulk mode) still survives a process kill.
    this.db.pragma(`synchronous = ${durable ? 'FULL' : 'NORMAL'}`);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS kv (k TEXT PRIMARY KEY, v TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS blocks (slot INTEGER PRIMARY KEY, parent_slot INTEGER NOT NULL, block_height INTEGER NOT NULL,
        blockhash TEXT NOT NULL, previous_blockhash TEXT NOT NULL, block_time INTEGER NOT NULL, skipped INTEGER NOT NULL,
        tx_count INTEGER NOT NULL, rewards TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS txs (slot INTEGER NOT NULL, idx INTEGER NOT NULL, signature TEXT NOT NULL, wire BLOB NOT NULL,
        meta TEXT NOT NULL, failed INTEGER NOT NULL, memo TEXT, PRIMARY KEY (slot, idx)) WITHOUT ROWID;
      CREATE UNIQUE INDEX IF NOT EXISTS txs_signature ON txs(signature);
      CREATE TABLE IF NOT EXISTS addr_txs (address TEXT NOT NULL, slot INTEGER NOT NULL, idx INTEGER NOT NULL,
        PRIMARY KEY (address, slot, idx)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS accounts (pubkey TEXT PRIMARY KEY, slot INTEGER NOT NULL, lamports TEXT NOT NULL, owner BLOB NOT NULL,
        executable INTEGER NOT NULL, rent_epoch TEXT NOT NULL, data BLOB NOT NULL);
      CREATE INDEX IF NOT EXISTS accounts_slot ON accounts(slot);
      CREATE TABLE IF NOT EXISTS snapshot (id INTEGER PRIMARY KEY CHECK (id = 1), slot INTEGER NOT NULL, state BLOB NOT NULL);
    `);
    this.st = {
      putKv: this.db.prepare('INSERT OR REPLACE INTO kv (k, v) VALUES (?, ?)'),
      getKv: this.db.prepare<[string], { v: string }>('SELECT v FROM kv WHERE k = ?'),
      putBlock: this.db.prepare(
        'INSERT OR REPLACE INTO blocks (slot, parent_slot, block_height, blockhash, previous_blockhash, block_time, skipped, tx_count, rewards) VALUES (?,?,?,?,?,?,?,?,?)',
      ),
      putTx: this.db.prepare(
        'INSERT INTO txs (slot, idx, signature, wire, meta, failed, memo) VALUES (?,?,?,?,?,?,?)',
      ),
      putAddr: this.db.prepare('INSERT OR IGNORE INTO addr_txs (address, slot, idx) VALUES (?,?,?)'),
      putAccount: this.db.prepare(
        'INSERT OR REPLACE INTO accounts (pubkey, slot, lamports, owner, executable, rent_epoch, data) VALUES (?,?,?,?,?,?,?)',
      ),
      putSnapshot: this.db.prepare('INSERT OR REPLACE INTO snapshot (id, slot, state) VALUES (1, ?, ?)'),
      getBlock: this.db.prepare<[number], RawBlock>('SELECT * FROM blocks WHERE slot = ?'),
      lastBlock: this.db.prepare<[], RawBlock>(
        'SELECT * FROM blocks WHERE skipped = 0 ORDER BY slot DESC LIMIT 1',
      ),
      lastSlot: this.db.prepare<[], { slot: number }>('SELECT max(slot) AS slot FROM blocks'),
      firstBlock: this.db.prepare<[], { slot: number | null }>(
        'SELECT min(slot) AS slot FROM blocks WHERE skipped = 0',
      ),
      recentBlocks: this.db.prepare<[number], RawBlock>(
        'SELECT * FROM blocks WHERE skipped = 0 ORDER BY slot DESC LIMIT ?',
      ),
      blocksRange: this.db.prepare<[number, number, number], { slot: number }>(
        'SELECT slot FROM blocks WHERE skipped = 0 AND slot >= ? AND slot <= ? ORDER BY slot LIMIT ?',
      ),
      blockTxs: this.db.prepare<[number], RawTx>('SELECT * FROM txs WHERE slot = ? ORDER BY idx'),
      txBySig: this.db.prepare<[string], RawTx>('SELECT * FROM txs WHERE signature = ?'),
      txPos: this.db.prepare<[string], { slot: number; idx: number }>(
        'SELECT slot, idx FROM txs WHERE signature = ?',
      ),
      addrTxs: this.db.prepare<[string, number, number, number, number], RawTx & { block_time: number }>(
        `SELECT t.*, b.block_time FROM addr_txs a JOIN txs t ON t.slot = a.slot AND t.idx = a.idx JOIN blocks b ON b.slot = a.slot
         WHERE a.address = ? AND (a.slot < ? OR (a.slot = ? AND a.idx < ?)) ORDER BY a.slot DESC, a.idx DESC LIMIT ?`,
      ),
      snapshot: this.db.prepare<[], { slot: number; state: Buffer }>(
        'SELECT slot, state FROM snapshot WHERE id = 1',
      ),
      accountsAfter: this.db.prepare<
        [number],
        {
          pubkey: string;
          lamports: string;
          owner: Buffer;
          executable: number;
          rent_epoch: string;
          data: Buffer;
        }
      >('SELECT * FROM accounts WHERE slot > ?'),
      txCount: this.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM txs'),
      countBlocks: this.db.prepare<[number, number], { n: number }>(
        'SELECT count(*) AS n FROM blocks WHERE skipped = 0 AND slot >= ? AND slot <= ?',
      ),
    };
    this.commitFn = this.db.transaction((c: SlotCommit) => this.commitTx(c));
  }
  private readonly commitFn: (c: SlotCommit) => void;

  private readonly commitTx = (c: SlotCommit): void => {
    const b = c.block;
    this.st.putBlock.run(
      b.slot,
      b.parentSlot,
      b.blockHeight,
      b.blockhash,
      b.previousBlockhash,
      b.blockTime,
      b.skipped ? 1 : 0,
      b.txCount,
      b.rewards,
    );
    for (const t of c.txs)
      this.st.putTx.run(t.slot, t.idx, t.signature, t.wire, t.meta, t.failed ? 1 : 0, t.memo);
    for (const [a, idx] of c.addrIndex) this.st.putAddr.run(a, b.slot, idx);
    for (const a of c.accounts)
      this.st.putAccount.run(
        a.pubkey,
        b.slot,
        a.lamports.toString(),
        a.owner,
        a.executable ? 1 : 0,
        a.rentEpoch.toString(),
        a.data,
      );
    if (c.snapshot) this.st.putSnapshot.run(b.slot, c.snapshot);
    if (c.meta) for (const [k, v] of Object.entries(c.meta)) this.st.putKv.run(k, v);
  };

  commitSlot(c: SlotCommit): void {
    this.commitFn(c);
  }
  getKv(k: string): string | undefined {
    return this.st.getKv.get(k)?.v;
  }
  putKv(k: string, v: string): void {
    this.st.putKv.run(k, v);
  }
  getBlock(slot: number): BlockRow | undefined {
    const r = this.st.getBlock.get(slot);
    return r ? toBlock(r) : undefined;
  }
  lastBlock(): BlockRow | undefined {
    const r = this.st.lastBlock.get();
    return r ? toBlock(r) : undefined;
  }
  lastSlot(): number | null {
    return this.st.lastSlot.get()?.slot ?? null;
  }
  firstBlock(): number | null {
    return this.st.firstBlock.get()?.slot ?? null;
  }
  recentBlocks(n: number): BlockRow[] {
    return this.st.recentBlocks.all(n).map(toBlock);
  }
  blocksInRange(from: number, to: number, limit: number): number[] {
    return this.st.blocksRange.all(from, to, limit).map((r) => r.slot);
  }
  blockTxs(slot: number): TxRow[] {
    return this.st.blockTxs.all(slot).map(toTx);
  }
  txBySignature(sig: string): TxRow | undefined {
    const r = this.st.txBySig.get(sig);
    return r ? toTx(r) : undefined;
  }
  txPosition(sig: string): { slot: number; idx: number } | undefined {
    return this.st.txPos.get(sig);
  }
  /** Transactions touching `address`, newest first, strictly before (slot, idx). */
  addressTxs(
    address: string,
    before: { slot: number; idx: number },
    limit: number,
  ): Array<TxRow & { blockTime: number }> {
    return this.st.addrTxs
      .all(address, before.slot, before.slot, before.idx, limit)
      .map((r) => ({ ...toTx(r), blockTime: r.block_time }));
  }
  snapshot(): { slot: number; state: Uint8Array } | undefined {
    const r = this.st.snapshot.get();
    return r ? { slot: r.slot, state: new Uint8Array(r.state) } : undefined;
  }
  accountsAfter(slot: number): AccountRow[] {
    return this.st.accountsAfter.all(slot).map((r) => ({
      pubkey: r.pubkey,
      lamports: BigInt(r.lamports),
      owner: new Uint8Array(r.owner),
      executable: r.executable === 1,
      rentEpoch: BigInt(r.rent_epoch),
      data: new Uint8Array(r.data),
    }));
  }
  countBlocks(from: number, to: number): number {
    return this.st.countBlocks.get(from, to)?.n ?? 0;
  }
  txCount(): number {
    return this.st.txCount.get()?.n ?? 0;
  }
  close(): void {
    this.db.close();
  }
}
