import bs58 from 'bs58';

test('bs58 decodes under jest', () => {
  expect(bs58.decode('11111111111111111111111111111111')).toHaveLength(32);
});
