import { LiteSVM } from 'litesvm';

test('litesvm loads under jest', () => {
  const svm = new LiteSVM();
  expect(typeof svm.latestBlockhash()).toBe('string');
});
