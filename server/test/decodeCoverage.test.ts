/**
 * The transaction page explains the recorded real traffic (the real blocks and the IDL fixtures'
 * transactions: 456 transactions, their top-level and inner instructions) with the public IDLs
 * available: every native-program instruction is named, nearly every IDL or native instruction has
 * its name, named accounts and arguments, most instructions of any program are named, and nearly
 * every instruction names its program.
 */
import { decodeCoverage, percent } from './helpers/decodeCoverage';
import { explainAll, fixtureIdls } from './helpers/explainFixtures';

const idls = fixtureIdls();
const coverage = decodeCoverage(explainAll(idls), idls.programs);

it('reports and meets the coverage goals', () => {
  const report = {
    transactions: coverage.transactions,
    instructions: coverage.instructions,
    namedPct: percent(coverage.named, coverage.instructions),
    decodableFullyPct: percent(coverage.decodedFully, coverage.decodable),
    programNamedPct: percent(coverage.programNamed, coverage.instructions),
    byTier: coverage.byTier,
    rawPrograms: coverage.rawPrograms.slice(0, 8),
  };
  console.log(JSON.stringify(report, null, 1));
  expect(coverage.nativeUnknown).toEqual([]);
  expect(report.decodableFullyPct).toBeGreaterThanOrEqual(99);
  expect(report.namedPct).toBeGreaterThanOrEqual(80);
  expect(report.programNamedPct).toBeGreaterThanOrEqual(97);
  expect(coverage.transactions).toBeGreaterThan(400);
});
