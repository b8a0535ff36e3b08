// The faucet's transfer transaction (requestAirdrop and the traffic generator's top-ups).
import { COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM } from 'shared-api/programs';
import type { Keypair } from '../keys';
import { buildTransaction, type Ix } from '../txbuild';

/** `attempt` > 0 adds a compute-unit-limit instruction so a repeated request gets a new signature. */
export function buildFaucetTransfer(
  faucet: Keypair,
  to: string,
  lamports: bigint,
  attempt: number,
  blockhash: string,
): Uint8Array {
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(lamports, 4);
  const ixs: Ix[] = [
    {
      programAddress: SYSTEM_PROGRAM,
      accounts: [
        { address: faucet.address, role: 3 },
        { address: to, role: 1 },
      ],
      data,
    },
  ];
  if (attempt > 0) {
    const cu = Buffer.alloc(5);
    cu.writeUInt8(2, 0);
    cu.writeUInt32LE(200_000 + attempt, 1);
    ixs.unshift({ programAddress: COMPUTE_BUDGET_PROGRAM, data: cu });
  }
  return buildTransaction(faucet, ixs, blockhash);
}
