import { layoutDetail } from './publicLayouts';

const SERUM_V3 = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const PYTH = 'FsJ3A3u2vn5cTVofAjvy6y5kwABJAqYWpe4975bi2epH';

test("a Serum order is read field by field from its variant's layout", () => {
  const b = Buffer.alloc(5 + 4 + 8 + 8 + 8 + 4 + 4 + 8 + 2);
  b.writeUInt8(0, 0);
  b.writeUInt32LE(10, 1); // newOrderV3
  let o = 5;
  b.writeUInt32LE(1, o); // side
  b.writeBigUInt64LE(250n, (o += 4)); // limitPrice
  b.writeBigUInt64LE(7n, (o += 8)); // maxCoinQty
  b.writeBigUInt64LE(1750n, (o += 8)); // maxNativePcQtyIncludingFees
  b.writeUInt32LE(2, (o += 8)); // selfTradeBehavior
  b.writeUInt32LE(0, (o += 4)); // orderType
  b.writeBigUInt64LE(99n, (o += 4)); // clientOrderId
  b.writeUInt16LE(65, o + 8); // limit
  expect(layoutDetail(SERUM_V3, ['a'], b)).toEqual({
    name: 'newOrderV3',
    accountNames: [null],
    args: {
      side: 1,
      limitPrice: '250',
      maxCoinQty: '7',
      maxNativePcQtyIncludingFees: '1750',
      selfTradeBehavior: 2,
      orderType: 0,
      clientOrderId: '99',
      limit: 65,
    },
  });
  expect(layoutDetail(SERUM_V3, [], b.subarray(0, b.length - 1))).toBeNull();
  const settle = Buffer.from([0, 5, 0, 0, 0]);
  expect(layoutDetail(SERUM_V3, [], settle)).toEqual({ name: 'settleFunds', accountNames: [], args: {} });
});

test("a Pyth price update names its publisher's price", () => {
  const b = Buffer.alloc(8 + 4 + 4 + 8 + 8 + 8);
  b.writeUInt32LE(2, 0);
  b.writeInt32LE(7, 4); // updPrice
  b.writeUInt32LE(1, 8);
  b.writeBigInt64LE(-5n, 16);
  b.writeBigUInt64LE(3n, 24);
  b.writeBigUInt64LE(42n, 32);
  expect(layoutDetail(PYTH, ['p', 'a', 'c'], b)).toEqual({
    name: 'updPrice',
    accountNames: ['publisher', 'priceAccount', 'clockSysvar'],
    args: { status: 1, price: '-5', conf: '3', publishSlot: '42' },
  });
});
