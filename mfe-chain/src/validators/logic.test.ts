import { validatorColumns } from './logic';

test('validators: optional columns', () => {
  expect(validatorColumns([{ commission: 0, apy: 0, uptime: 0, delegators: 0 }])).toEqual({
    commission: false,
    apy: false,
    uptime: false,
    delegators: false,
  });
  expect(
    validatorColumns([
      { commission: 0, apy: 0, uptime: 0, delegators: 0 },
      { commission: 5, apy: 0, uptime: 1, delegators: 0 },
    ]),
  ).toEqual({ commission: true, apy: false, uptime: true, delegators: false });
});
