import { getSetComputeUnitLimitInstruction } from '@solana-program/compute-budget';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  MEMO_PROGRAM,
  VOTE_PROGRAM,
} from 'shared-api/programs';
import { labelOf } from './label';
import { decodeTiers } from './tiers';

const none = { get: () => null };
const A = Array.from({ length: 6 }, (_, i) => `Acct${i}111111111111111111111111111111111111`.slice(0, 44));

describe('decodeTiers', () => {
  it("names an Associated Token create by its own name, not the idempotent one's", () => {
    const create = decodeTiers(ASSOCIATED_TOKEN_PROGRAM, A, Uint8Array.from([0]), none);
    const legacy = decodeTiers(ASSOCIATED_TOKEN_PROGRAM, A, new Uint8Array(), none);
    const idempotent = decodeTiers(ASSOCIATED_TOKEN_PROGRAM, A, Uint8Array.from([1]), none);
    expect([create.name, legacy.name, idempotent.name]).toEqual([
      'createAssociatedToken',
      'createAssociatedToken',
      'createAssociatedTokenIdempotent',
    ]);
    expect(create.accountNames.slice(0, 3)).toEqual(['payer', 'ata', 'owner']);
    expect(create.decodedBy).toBe('native');
  });

  it('reads a compute unit limit of 600,000', () => {
    const { data } = getSetComputeUnitLimitInstruction({ units: 600_000 });
    const d = decodeTiers(COMPUTE_BUDGET_PROGRAM, [], Uint8Array.from(data), none);
    expect(d).toMatchObject({ decodedBy: 'native', name: 'setComputeUnitLimit', args: { units: 600_000 } });
    expect(labelOf(d.name)).toBe('Set Compute Unit Limit');
  });

  it('reads a memo and a tower sync vote by their layouts', () => {
    expect(decodeTiers(MEMO_PROGRAM, [A[0]], Buffer.from('gm GOR'), none)).toMatchObject({
      name: 'memo',
      args: { memo: 'gm GOR' },
      accountNames: ['signer'],
    });
    // towerSync: u32 14, root u64, 1 lockout (offset 5, confirmations 1), hash, no timestamp, block id.
    const vote = Buffer.concat([
      Buffer.from([14, 0, 0, 0]),
      Buffer.from([100, 0, 0, 0, 0, 0, 0, 0]),
      Buffer.from([1, 5, 1]),
      Buffer.alloc(32, 1),
      Buffer.from([0]),
      Buffer.alloc(32, 2),
    ]);
    expect(decodeTiers(VOTE_PROGRAM, [A[0], A[1]], vote, none)).toMatchObject({
      name: 'towerSync',
      accountNames: ['voteAccount', 'voteAuthority'],
      args: { root: '100', lockouts: 1, lastVotedSlot: '105', timestamp: null },
    });
  });

  it('leaves an unknown program raw, and a known program with bad data raw', () => {
    expect(
      decodeTiers('Unknown1111111111111111111111111111111111', [A[0]], Uint8Array.from([1, 2]), none),
    ).toMatchObject({
      decodedBy: 'none',
      name: null,
      accountNames: [null],
    });
    expect(decodeTiers(COMPUTE_BUDGET_PROGRAM, [], Uint8Array.from([2, 1]), none).name).toBeNull();
  });
});
