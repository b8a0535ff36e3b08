/**
 * Figures of the fault suites for `npm run chaos`: when CHAOS_REPORT names a file, each suite adds
 * its section (JSON lines), and bench/chaos.ts turns them into bench/results/chaos.json. Inside
 * `npm test` the variable is unset and nothing is written.
 */
import fs from 'node:fs';

export function reportChaos(section: string, figures: Record<string, unknown>): void {
  const file = process.env.CHAOS_REPORT;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ section, ...figures })}\n`);
}
