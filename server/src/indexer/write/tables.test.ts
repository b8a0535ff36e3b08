import { inKeyOrder } from './tables';

describe('inKeyOrder', () => {
  test('sorts rows by their leading key columns, numbers as numbers and text by its bytes', () => {
    const rows = [
      [10, 2, 'b'],
      [9, 7, 'a'],
      [10, 1, 'c'],
      [100, 0, 'd'],
    ];
    expect(inKeyOrder(rows, 2)).toEqual([
      [9, 7, 'a'],
      [10, 1, 'c'],
      [10, 2, 'b'],
      [100, 0, 'd'],
    ]);
    const addresses = [['So111'], ['9xQe'], ['Es9v'], ['11111']];
    expect(inKeyOrder(addresses, 1).map((r) => r[0])).toEqual(['11111', '9xQe', 'Es9v', 'So111']);
  });

  test('leaves rows equal on the key in their order: only the key is compared', () => {
    const rows = [
      [1, 'second'],
      [0, 'first'],
      [1, 'third'],
    ];
    expect(inKeyOrder(rows, 1)).toEqual([
      [0, 'first'],
      [1, 'second'],
      [1, 'third'],
    ]);
  });
});
