import { argFields, argNode } from './argView';
import { makeSymbolOf } from './logic';

const PUMP = '3p7eCgdQx1RiJUfr4t7Z8w6DpVbP7CMa9Z6Ff69tpump';
const symbolOf = makeSymbolOf([{ mint: PUMP, symbol: 'PUMP' }]);

describe('argNode', () => {
  it('an amount with decimals: GOR by the amount rule, a token by the token rule, exact beside it', () => {
    expect(argNode('400000000', symbolOf, { decimals: 9, mint: null })).toEqual({
      kind: 'amount',
      text: '0.400000 GOR',
      exact: '0.4 GOR',
      copy: '0.4',
    });
    expect(argNode('3861519639304', symbolOf, { decimals: 6, mint: PUMP })).toEqual({
      kind: 'amount',
      text: '3,861,519.639304 PUMP',
      exact: '3,861,519.639304 PUMP',
      copy: '3861519.639304',
    });
    // decimals without a mint named: the number alone
    expect(argNode(1500, symbolOf, { decimals: 3 })).toMatchObject({ text: '1.5', exact: '1.5' });
  });
  it('integers with separators (past 2^53 too), addresses to link, text as is', () => {
    expect(argNode(103335, symbolOf)).toEqual({ kind: 'text', text: '103,335' });
    expect(argNode('18446744073709551615', symbolOf)).toEqual({
      kind: 'text',
      text: '18,446,744,073,709,551,615',
    });
    expect(argNode(PUMP, symbolOf)).toEqual({ kind: 'address', address: PUMP });
    expect(argNode('deadbeef', symbolOf)).toEqual({ kind: 'text', text: 'deadbeef' });
    expect(argNode(true, symbolOf)).toEqual({ kind: 'text', text: 'true' });
    expect(argNode(0.5, symbolOf)).toEqual({ kind: 'text', text: '0.5' });
    expect(argNode(null, symbolOf)).toEqual({ kind: 'none' });
  });
  it('structs as named fields, arrays as items, enums with fields as their variant', () => {
    const plan = [
      { swap: 'Raydium', percent: 100 },
      { swap: { Whirlpool: { aToB: true } }, percent: 0 },
    ];
    expect(argNode(plan, symbolOf)).toEqual({
      kind: 'list',
      items: [
        {
          kind: 'fields',
          fields: [
            { name: 'swap', node: { kind: 'text', text: 'Raydium' } },
            { name: 'percent', node: { kind: 'text', text: '100' } },
          ],
        },
        {
          kind: 'fields',
          fields: [
            {
              name: 'swap',
              node: {
                kind: 'fields',
                fields: [
                  {
                    name: 'Whirlpool',
                    node: {
                      kind: 'fields',
                      fields: [{ name: 'aToB', node: { kind: 'text', text: 'true' } }],
                    },
                  },
                ],
              },
            },
            { name: 'percent', node: { kind: 'text', text: '0' } },
          ],
        },
      ],
    });
  });
  it('nesting past any real IDL is shown as JSON text', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 12; i++) deep = [deep];
    let node = argNode(deep, symbolOf);
    let depth = 0;
    while (node.kind === 'list') {
      node = node.items[0];
      depth++;
    }
    expect(depth).toBe(8);
    expect(node).toEqual({ kind: 'text', text: '[[[[1]]]]' });
  });
});

test('argFields: an argument carries its own decimals and mint', () => {
  const fields = argFields(
    [
      { name: 'inAmount', value: '400000000', decimals: 9, mint: null },
      { name: 'slippageBps', value: 80 },
    ],
    symbolOf,
  );
  expect(
    fields.map((f) => [
      f.name,
      f.node.kind === 'amount' || f.node.kind === 'text' ? f.node.text : f.node.kind,
    ]),
  ).toEqual([
    ['inAmount', '0.400000 GOR'],
    ['slippageBps', '80'],
  ]);
});
