import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { amountKey } from '../src/db/schema';
import { epochOfSlot } from '../src/indexer/indexer';
import { parseMetaplexMetadata } from '../src/decode/mintAccount';
import { tpsFromSamples } from '../src/indexer/periodic';
import { fetchPublicJson, isPublicAddress } from '../src/indexer/safefetch';

test('amountKey sorts like numbers, up to u64::MAX', () => {
  const values = ['0', '9', '10', '18446744073709551615', '100000000000000000'];
  const sorted = [...values].sort((a, b) => (amountKey(a) < amountKey(b) ? -1 : 1));
  expect(sorted).toEqual(['0', '9', '10', '100000000000000000', '18446744073709551615']);
  expect(amountKey(5n)).toBe('00000000000000000005');
});

test('epoch of a slot, with and without warmup', () => {
  const normal = {
    slotsPerEpoch: 432000,
    leaderScheduleSlotOffset: 432000,
    warmup: false,
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
  };
  expect(epochOfSlot(normal, 431999)).toBe(0);
  expect(epochOfSlot(normal, 432000)).toBe(1);
  const warm = {
    slotsPerEpoch: 8192,
    leaderScheduleSlotOffset: 8192,
    warmup: true,
    firstNormalEpoch: 8,
    firstNormalSlot: 8160,
  };
  expect(epochOfSlot(warm, 0)).toBe(0);
  expect(epochOfSlot(warm, 32)).toBe(1);
  expect(epochOfSlot(warm, 8160)).toBe(8);
  expect(epochOfSlot(warm, 8160 + 8192)).toBe(9);
  expect(epochOfSlot(null, 5)).toBeNull();
});

test('TPS from performance samples', () => {
  expect(tpsFromSamples([{ slot: 10, numTransactions: 600, numSlots: 150, samplePeriodSecs: 60 }])).toBe(10);
  expect(tpsFromSamples([])).toBe(0);
});

test('Metaplex metadata layout: name, symbol, uri without padding', () => {
  const str = (s: string, pad: number) => {
    const b = Buffer.alloc(4 + pad);
    b.writeUInt32LE(pad, 0);
    Buffer.from(s).copy(b, 4);
    return b;
  };
  const data = Buffer.concat([
    Buffer.from([4]),
    Buffer.alloc(64),
    str('Gorb', 32),
    str('GOR', 10),
    str('https://x.example/m.json', 200),
  ]);
  expect(parseMetaplexMetadata(data)).toMatchObject({
    name: 'Gorb',
    symbol: 'GOR',
    uri: 'https://x.example/m.json',
    source: 'metaplex',
  });
  expect(parseMetaplexMetadata(Buffer.alloc(10))).toBeNull();
});

describe('off-chain metadata fetch never reaches private addresses', () => {
  test.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
  ])('%s public=%s', (ip, ok) => expect(isPublicAddress(ip)).toBe(ok));

  test('a loopback URL is refused without being requested', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.end('{"image":"x"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    expect(await fetchPublicJson(`http://127.0.0.1:${port}/m.json`)).toBeNull();
    expect(await fetchPublicJson(`http://localhost:${port}/m.json`)).toBeNull();
    expect(await fetchPublicJson('file:///etc/passwd')).toBeNull();
    expect(hits).toBe(0);
    await new Promise<void>((r) => server.close(() => r()));
  });
});
