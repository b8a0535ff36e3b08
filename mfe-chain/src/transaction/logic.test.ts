import {
  computeUnitsText,
  failurePath,
  innerOpenAtFirst,
  instructionAnchor,
  INNER_OPEN_MAX,
  programLabel,
  tokenChange,
  tokenChangesByOwner,
  versionText,
  gorChange,
  makeSymbolOf,
  signOf,
  tokenLines,
  transferAmount,
  transferAmountExact,
  visibleAccounts,
  withTokenSymbols,
} from './logic';

test('transaction view helpers', () => {
  expect(visibleAccounts([1, 2, 3, 4, 5, 6, 7], false)).toHaveLength(5);
  expect(visibleAccounts([1, 2, 3, 4, 5, 6, 7], true)).toHaveLength(7);
  expect(signOf('-5')).toBe(-1);
  expect(signOf('0')).toBe(0);
  expect(signOf('12')).toBe(1);
  expect(gorChange('-1000005000')).toBe('-1.00 GOR');
  expect(gorChange('5000')).toBe('+0.000005000 GOR');
  // an exact zero follows the amount rule (below 0.001: 9 decimals)
  expect(gorChange('0')).toBe('0.000000000 GOR');
  const sym = makeSymbolOf([{ mint: 'M1', symbol: 'TRASH' }]);
  expect(sym(null)).toBe('GOR');
  expect(sym('M1')).toBe('TRASH');
  expect(sym('Mint111111111111')).toBe('Mint11...1111');
  expect(transferAmount({ amount: '2500000', decimals: 6, mint: 'M1' }, sym)).toBe('2.5 TRASH');
  expect(transferAmount({ amount: '1000000000', decimals: 9, mint: null }, sym)).toBe('1.00 GOR');
  // the exact value a focus away, and the bare number Copy takes
  expect(transferAmountExact({ amount: '402039280', decimals: 9, mint: null }, sym)).toEqual({
    text: '0.402039 GOR',
    exact: '0.40203928 GOR',
    copy: '0.40203928',
  });
  expect(transferAmountExact({ amount: '2500001', decimals: 6, mint: 'M1' }, sym)).toEqual({
    text: '2.500001 TRASH',
    exact: '2.500001 TRASH',
    copy: '2.500001',
  });
  const lines = tokenLines(
    [
      { type: 'create', mint: 'M1', account: null, owner: null, amount: '0', decimals: 6 },
      { type: 'mint', mint: 'M1', account: null, owner: null, amount: '5000000', decimals: 6 },
    ],
    [{ mint: 'M1', account: null, owner: null, amount: '1000000', decimals: 6 }],
    sym,
  );
  expect(lines.created[0].text).toBe('TRASH (6 decimals)');
  expect(lines.minted[0].text).toBe('5 TRASH');
  expect(lines.burned[0].text).toBe('1 TRASH');
});

describe('complete transaction page helpers', () => {
  const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
  test('programs by name', () => {
    expect(programLabel(TOKEN)).toBe('Token Program');
    expect(programLabel('Abc1111111111111111111111111111111111111111', 'my-program')).toBe('my-program');
    expect(programLabel('Abc1111111111111111111111111111111111111111')).toBe('Abc111...1111');
  });
  test('token balance changes per owner and mint', () => {
    const c = (account: string, owner: string | null, mint: string, pre: string, post: string) => ({
      account,
      owner,
      mint,
      decimals: 6,
      preAmount: pre,
      postAmount: post,
      change: String(BigInt(post) - BigInt(pre)),
    });
    const rows = tokenChangesByOwner([
      c('acc1', 'alice', 'USDC', '1000000', '500000'),
      c('acc2', 'alice', 'USDC', '0', '200000'),
      c('acc3', 'bob', 'USDC', '0', '300000'),
      c('acc4', 'bob', 'BONK', '5', '5'),
    ]);
    expect(rows.map((r) => [r.owner, r.mint, r.change])).toEqual([
      ['alice', 'USDC', -300000n],
      ['bob', 'USDC', 300000n],
    ]);
    expect(rows[0].accounts).toEqual(['acc1', 'acc2']);
    expect(tokenChange(-300000n, 6, 'USDC')).toBe('-0.3 USDC');
    expect(tokenChange(300000n, 6, 'USDC')).toBe('+0.3 USDC');
  });
  test('compute units and version', () => {
    expect(computeUnitsText(285017)).toBe('285,017 CU');
    expect(computeUnitsText(null)).toBeNull();
    expect(versionText('legacy')).toBe('Legacy');
    expect(versionText('0')).toBe('Version 0');
  });
});

describe('instruction cards', () => {
  test('a card is found by its number, and the failure names the card', () => {
    expect(instructionAnchor('6')).toBe('ix-6');
    expect(instructionAnchor('6.1')).toBe('ix-6-1');
    expect(failurePath({ instruction: 6, innerInstruction: null })).toBe('6');
    expect(failurePath({ instruction: 6, innerInstruction: 2 })).toBe('6.2');
    expect(failurePath({ instruction: null, innerInstruction: null })).toBeNull();
    expect(failurePath(null)).toBeNull();
  });
  test('inner instructions fold when many, unless the failing one is among them', () => {
    const ok = { failed: false };
    expect(innerOpenAtFirst(Array(INNER_OPEN_MAX).fill(ok))).toBe(true);
    expect(innerOpenAtFirst(Array(INNER_OPEN_MAX + 1).fill(ok))).toBe(false);
    expect(innerOpenAtFirst([...Array(INNER_OPEN_MAX + 1).fill(ok), { failed: true }])).toBe(true);
  });
});

test('the action names a token by the token list when the answer has no symbol for it', () => {
  const amount = (mint: string | null, symbol: string | null) => ({ mint, amount: '1', decimals: 0, symbol });
  const action = {
    kind: 'swap' as const,
    signer: 'S',
    sent: [amount(null, null)],
    received: [amount('M1', null), amount('M2', 'OWN'), amount('M3', null)],
    counterparty: null,
    reason: null,
  };
  const named = withTokenSymbols(action, [
    { mint: 'M1', symbol: 'TRASH' },
    { mint: 'M2', symbol: 'LIST' },
    { mint: 'M4', symbol: null },
  ]);
  // GOR stays unnamed (the coin), the answer's own symbol wins, an unknown mint stays unnamed
  expect(named.sent[0].symbol).toBeNull();
  expect(named.received.map((a) => a.symbol)).toEqual(['TRASH', 'OWN', null]);
  expect(withTokenSymbols(action, undefined)).toBe(action);
});
