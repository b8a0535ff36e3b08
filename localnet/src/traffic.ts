// Seeded traffic generator (filled in below the basic path).
import type { Chain } from './chain';

export class TrafficGenerator {
  constructor(
    readonly chain: Chain,
    readonly seed: number,
    readonly tps: number,
  ) {}
  onSlot(_slotMs: number): void {}
}
