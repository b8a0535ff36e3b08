// A getBlock answer is parsed a transaction at a time: every body gives what JSON.parse of the whole
// text gives, whether it is cut apart (a block's list laid out as a node sends it) or parsed whole
// (any other layout).
import fs from 'node:fs';
import path from 'node:path';
import { parseJsonBody } from './jsonBody';

const FIXTURES = path.join(__dirname, '../../test/fixtures/real-blocks');
type Block = { transactions?: unknown[] } & Record<string, unknown>;

const read = (f: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, f), 'utf8')) as Block;
const blockFiles = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.endsWith('getBlock.json') && (read(f).transactions?.length ?? 0) > 0);

/** A block answer of at least 300 KB: the block's transactions repeated (parsing needs no uniqueness). */
function answerOf(block: Block, extra: unknown[] = []): { text: string; count: number } {
  const own = [...(block.transactions ?? []), ...extra];
  const copies = Math.ceil(300_000 / JSON.stringify(own).length);
  const transactions = Array.from({ length: copies }, () => own).flat();
  return {
    text: JSON.stringify({ jsonrpc: '2.0', result: { ...block, transactions }, id: 7 }),
    count: transactions.length,
  };
}

function parsedApart(text: string): { value: unknown; parses: number } {
  const parse = jest.spyOn(JSON, 'parse');
  try {
    const value = parseJsonBody(Buffer.from(text, 'utf8'));
    return { value, parses: parse.mock.calls.length };
  } finally {
    parse.mockRestore();
  }
}

test.each(blockFiles)('%s: read a transaction at a time, equal to the whole text parsed', (file) => {
  const { text, count } = answerOf(read(file));
  const { value, parses } = parsedApart(text);
  expect(value).toEqual(JSON.parse(text));
  // One parse per transaction and one for the rest of the answer.
  expect(parses).toBe(count + 1);
});

const [first] = blockFiles;

test('log lines with UTF-8 text and with the separator written inside a string', () => {
  const block = read(first);
  const tx = structuredClone(block.transactions?.[0]) as { meta: { logMessages: string[] } };
  tx.meta.logMessages = [
    'Program log: caf\u00e9 \u{1f680} \u2014 done',
    'Program log: },{"meta":{},{"transaction":',
  ];
  const { text, count } = answerOf(block, [tx]);
  const { value, parses } = parsedApart(text);
  expect(value).toEqual(JSON.parse(text));
  expect(parses).toBe(count + 1);
});

test('an object inside a transaction that looks like the next one starting is not cut there', () => {
  const block = read(first);
  const tx = structuredClone(block.transactions?.[0]) as Record<string, unknown>;
  const key = Object.keys(tx)[0];
  // Objects nested in a list, each starting with the transaction's own first key.
  tx.extra = [{ [key]: 1 }, { [key]: 2 }];
  const { text } = answerOf({ ...block, transactions: [tx] });
  expect(parseJsonBody(Buffer.from(text))).toEqual(JSON.parse(text));
});

test('other layouts are parsed whole: spaces between values, no list, an error answer', () => {
  const { text } = answerOf(read(first));
  const spaced = JSON.stringify(JSON.parse(text), null, 1);
  expect(parseJsonBody(Buffer.from(spaced))).toEqual(JSON.parse(spaced));
  const noList = JSON.stringify({ jsonrpc: '2.0', result: { logs: ['x'.repeat(300_000)] }, id: 1 });
  expect(parseJsonBody(Buffer.from(noList))).toEqual(JSON.parse(noList));
  const error = '{"jsonrpc":"2.0","error":{"code":-32007,"message":"skipped"},"id":1}';
  expect(parseJsonBody(Buffer.from(error))).toEqual(JSON.parse(error));
});

test('a body cut short fails as JSON.parse fails', () => {
  const { text } = answerOf(read(first));
  for (const end of [text.length - 3, Math.floor(text.length / 2)])
    expect(() => parseJsonBody(Buffer.from(text.slice(0, end)))).toThrow(SyntaxError);
});
