import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { migrate, openDatabase } from '../db';
import { hashOf } from './store';
import { IdlRegistry } from './registry';

const IDLS = path.join(__dirname, '../../test/fixtures/idl/idls');
const CPMM = 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C';
const BROKEN = 'Broken1111111111111111111111111111111111111';

describe('IdlRegistry with IDL_DIR', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idl-dir-'));
  fs.copyFileSync(path.join(IDLS, 'raydium-cp-swap.v030.json'), path.join(dir, `${CPMM}.json`));
  fs.writeFileSync(path.join(dir, `${BROKEN}.json`), '{"instructions": [');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("decodes with an operator's file, logs a broken one once, and never reads outside the folder", async () => {
    const logged: string[] = [];
    const registry = new IdlRegistry({ dir, log: (l) => logged.push(l) });
    const idls = await registry.prepare([
      CPMM,
      BROKEN,
      '../../etc/passwd',
      'Unknown111111111111111111111111111111111111',
    ]);
    expect(idls.get(CPMM)?.instructionCount).toBe(10);
    expect(idls.get(BROKEN)).toBeNull();
    expect(idls.get('../../etc/passwd')).toBeNull();
    await registry.prepare([BROKEN]);
    idls.failed?.(BROKEN);
    expect(logged).toEqual([
      expect.stringMatching(new RegExp(`^IDL of ${BROKEN} not used: IDL_DIR: not JSON`)),
    ]);
  });
});

describe("IdlRegistry over the indexer's table", () => {
  it('an IDL the indexer stores after a list asked explains the next transaction page read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idl-db-'));
    const { db } = await openDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
    try {
      await migrate(db);
      const registry = new IdlRegistry({ db, absentTtlMs: 60_000 });
      expect((await registry.prepare([CPMM])).get(CPMM)).toBeNull();
      const json = fs.readFileSync(path.join(IDLS, 'raydium-cp-swap.v030.json'));
      await db
        .insertInto('program_idls')
        .values({
          program: CPMM,
          source: 'anchor',
          account: null,
          slot: 1,
          hash: hashOf(json),
          idl: deflateSync(json),
          checked_at: 1,
        })
        .execute();
      // A list within the few seconds a missing IDL is believed still reads none; a page asks again.
      expect((await registry.prepare([CPMM])).get(CPMM)).toBeNull();
      expect((await registry.prepare([CPMM], { recheckAbsent: true })).get(CPMM)?.instructionCount).toBe(10);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
