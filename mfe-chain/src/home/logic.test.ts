import { FALLBACK, figure, gorShort } from './logic';

test('a live value, 0 included, is shown as it is; only an unknown one is the placeholder', () => {
  expect(figure(0, String, FALLBACK.validators)).toEqual({ text: '0', placeholder: false });
  expect(figure(3, String, FALLBACK.validators)).toEqual({ text: '3', placeholder: false });
  expect(figure(undefined, String, FALLBACK.validators)).toEqual({ text: '1', placeholder: true });
  expect(figure(null, String, FALLBACK.version)).toEqual({ text: 'v1.18.9', placeholder: true });
  expect(figure('0', gorShort, FALLBACK.staked)).toEqual({ text: '0', placeholder: false });
  expect(figure('785000000000000000', gorShort, FALLBACK.staked)).toEqual({
    text: '785.00M',
    placeholder: false,
  });
});
