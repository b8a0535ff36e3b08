/**
 * The transaction page's explanation on real transactions: names, accounts, arguments, events,
 * compute units and failures as a reader needs them, with the public IDLs available.
 */
import { explainAll, fixtureIdls } from './helpers/explainFixtures';
import { JUPITER } from './helpers/idlFixtures';

const idls = fixtureIdls();
const all = explainAll(idls);
const bySignature = (prefix: string) => {
  const found = all.find((e) => e.derived.signature.startsWith(prefix));
  if (!found) throw new Error(`no fixture ${prefix}`);
  return found;
};

describe('real transactions explained', () => {
  it('decodes a Jupiter route: name, named accounts, arguments, the emit_cpi event and compute units', () => {
    const { explained } = bySignature('2NPwsoX7');
    const flat = explained.instructions.flatMap((i) => [i.decoding, ...i.inner]);
    const route = flat.find((d) => d.name === 'route');
    expect(route).toBeDefined();
    expect(route?.label).toBe('Route');
    expect(route?.decodedBy).toBe('idl');
    expect(route?.accountList[0].name).toBe('tokenProgram');
    expect(route?.args.find((a) => a.name === 'inAmount')?.value).toBe('400000000');
    expect(route?.computeUnits).toBeGreaterThan(0);
    const event = flat.find((d) => d.name === 'anchorEvent');
    expect(event?.events[0]?.name).toBe('swapEvent');
    // The emitting instruction shows the event too.
    expect(route?.events.map((e) => e.name)).toContain('swapEvent');
  });

  it('names every instruction of the native programs', () => {
    for (const { explained, derived } of all) {
      explained.instructions.forEach((i, n) => {
        const programs = [derived.instructions[n].programId, ...derived.instructions[n].inner.map((x) => x.programId)];
        [i.decoding, ...i.inner].forEach((d, k) => {
          if (['11111111111111111111111111111111', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'ComputeBudget111111111111111111111111111111'].includes(programs[k]))
            expect({ sig: derived.signature, path: d.path, name: d.name }).toEqual(expect.objectContaining({ name: expect.any(String) }));
        });
      });
    }
  });

  it('sets compute budget arguments and the fee split', () => {
    const withLimit = all.find((e) =>
      e.explained.instructions.some((i) => i.decoding.name === 'setComputeUnitLimit'),
    );
    const ix = withLimit?.explained.instructions.find((i) => i.decoding.name === 'setComputeUnitLimit');
    expect(ix?.decoding.label).toBe('Set Compute Unit Limit');
    expect(typeof ix?.decoding.args[0].value).toBe('number');
    expect(withLimit?.explained.fees.computeUnitLimit).toBe(ix?.decoding.args[0].value);
  });

  it('derives a swap for the Jupiter route signer', () => {
    const { explained } = bySignature('2NPwsoX7');
    expect(explained.action.kind).toBe('swap');
    expect(explained.action.sent[0]).toMatchObject({ mint: null });
    expect(explained.action.received.length).toBe(1);
    void JUPITER;
  });
});
