import fs from 'node:fs';
import path from 'node:path';
import { compileIdl } from './registry';

const IDLS = path.join(__dirname, '../../test/fixtures/idl/idls');
const read = (f: string) => fs.readFileSync(path.join(IDLS, f), 'utf8');
const WHIRLPOOL = 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc';
const CPMM = 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C';

describe('ProgramIdl', () => {
  it('reads every public IDL here but one (a type alias Codama does not read: refused, not thrown)', () => {
    const refused: string[] = [];
    for (const f of fs.readdirSync(IDLS)) {
      try {
        const idl = compileIdl(read(f), WHIRLPOOL);
        expect(idl.instructionCount).toBeGreaterThan(5);
      } catch {
        refused.push(f);
      }
    }
    expect(refused).toEqual(['raydium-clmm-devnet.v030.explorer.json']);
  });

  it('decodes the same instruction alike from the legacy and the 0.30 IDL, and from a Codama root', () => {
    // swap(amount, otherAmountThreshold, sqrtPriceLimit, amountSpecifiedIsInput, aToB)
    const data = Buffer.concat([
      Buffer.from('f8c69e91e17587c8', 'hex'),
      Buffer.from('e803000000000000', 'hex'),
      Buffer.from('0a00000000000000', 'hex'),
      Buffer.alloc(16, 0),
      Buffer.from([1, 0]),
    ]);
    const results = [
      'orca-whirlpool.legacy.json',
      'orca-whirlpool.v030-0.9.0.visualsign.json',
      'orca-whirlpool.codama.explorer.json',
    ].map((f) => compileIdl(read(f), WHIRLPOOL).decodeInstruction(data));
    for (const r of results) {
      expect(r?.name).toBe('swap');
      expect(r?.args).toMatchObject({
        amount: '1000',
        otherAmountThreshold: '10',
        amountSpecifiedIsInput: true,
        aToB: false,
      });
      expect(r?.accountNames.slice(0, 2)).toEqual(['tokenProgram', 'tokenAuthority']);
    }
  });

  it('names errors from the IDL, and reads nothing it does not know', () => {
    const cpmm = compileIdl(read('raydium-cp-swap.v030.json'), CPMM);
    expect(cpmm.error(6000)).toMatchObject({ name: expect.any(String) });
    expect(cpmm.error(1)).toBeNull();
    expect(cpmm.decodeInstruction(Buffer.from('0000000000000000', 'hex'))).toBeNull();
    expect(cpmm.decodeInstruction(new Uint8Array())).toBeNull();
    expect(cpmm.decodeEvent(new Uint8Array(3))).toBeNull();
  });
});
