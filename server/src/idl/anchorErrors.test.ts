import * as anchorErrors from '@coral-xyz/anchor-errors';
import { ANCHOR_ERRORS } from './anchorErrors';

it("holds the same codes and names as Anchor's own error constants", () => {
  const fromPackage = Object.entries(anchorErrors)
    .filter(([, v]) => typeof v === 'number')
    .map(
      ([k, v]) =>
        [
          v as number,
          k
            .replace(/^ANCHOR_ERROR__/, '')
            .toLowerCase()
            .replace(/_/g, ''),
        ] as const,
    )
    .sort((a, b) => a[0] - b[0]);
  const ours = Object.entries(ANCHOR_ERRORS)
    .map(([code, e]) => [Number(code), e.name.toLowerCase()] as const)
    .sort((a, b) => a[0] - b[0]);
  expect(ours).toEqual(fromPackage);
  expect(ANCHOR_ERRORS[2006]).toEqual({
    name: 'ConstraintSeeds',
    message: 'A seeds constraint was violated',
  });
});
