/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { IntegrityPins, UNMATCHABLE, checkFile, fileKey, sriOf } from './integrity';

const root = 'https://explorer.test/remotes/';
const v1 = `${root}mfe_tokens/1.0.0/`;
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

test('a file is known by its URL without query or fragment, resolved against the page', () => {
  expect(fileKey('/remotes/a/1.0.0/remoteEntry.js?retry=2#x', 'https://explorer.test/tokens')).toBe(
    'https://explorer.test/remotes/a/1.0.0/remoteEntry.js',
  );
});

test('pinned files get their hash; unpinned files under the remotes get one nothing matches; others none', () => {
  const pins = new IntegrityPins(root);
  pins.pin(v1, { 'remoteEntry.js': 'sha384-entry', 'Page.1234.js': 'sha384-page' });
  expect(pins.integrityFor(`${v1}remoteEntry.js?retry=1`)).toBe('sha384-entry');
  expect(pins.integrityFor(`${v1}Page.1234.js`)).toBe('sha384-page');
  // a chunk the registry does not list, another version, another remote: never run
  expect(pins.integrityFor(`${v1}Injected.js`)).toBe(UNMATCHABLE);
  expect(pins.integrityFor(`${root}mfe_tokens/1.1.0/remoteEntry.js`)).toBe(UNMATCHABLE);
  expect(pins.integrityFor('https://explorer.test/remotes/../remotes/mfe_x/1.0.0/a.js')).toBe(UNMATCHABLE);
  // the shell's own files and the API are not remote files
  expect(pins.integrityFor('https://explorer.test/main.js')).toBeNull();
  expect(pins.integrityFor('https://explorer.test/api/stats')).toBeNull();
});

test('a development loader may trust one version directory without hashes', () => {
  const pins = new IntegrityPins(root);
  pins.trustUnpinned(v1);
  expect(pins.integrityFor(`${v1}remoteEntry.js`)).toBeNull();
  expect(pins.integrityFor(`${root}mfe_tokens/1.1.0/remoteEntry.js`)).toBe(UNMATCHABLE);
});

test('failures are remembered per version directory until cleared', () => {
  const pins = new IntegrityPins(root);
  pins.recordFailure(`${v1}remoteEntry.js?retry=1`);
  pins.recordFailure(`${root}mfe_chain/1.0.0/remoteEntry.js`);
  expect(pins.failuresUnder(v1)).toEqual([`${v1}remoteEntry.js`]);
  pins.clearFailuresUnder(v1);
  expect(pins.failuresUnder(v1)).toEqual([]);
  expect(pins.failuresUnder(`${root}mfe_chain/1.0.0/`)).toHaveLength(1);
});

test('the WebCrypto hash is the SRI form the publisher writes', async () => {
  const bytes = new TextEncoder().encode('console.log(1)');
  expect(await sriOf(bytes.buffer, globalThis.crypto.subtle)).toBe(sri('console.log(1)'));
});

describe('checkFile tells a refused file from an unreachable one', () => {
  const served = (body: string | null) => async (_url: string, init?: RequestInit) => {
    if (body === null) throw new TypeError('Failed to fetch');
    if (init?.integrity && init.integrity !== sri(body)) throw new TypeError('integrity');
    return new Response(body);
  };
  const subtle = globalThis.crypto.subtle;

  test('with WebCrypto', async () => {
    expect(await checkFile('u', sri('a'), served('a'), subtle)).toBe('intact');
    expect(await checkFile('u', sri('a'), served('a!'), subtle)).toBe('refused');
    expect(await checkFile('u', UNMATCHABLE, served('a'), subtle)).toBe('refused');
    expect(await checkFile('u', sri('a'), served(null), subtle)).toBe('unreachable');
    expect(await checkFile('u', sri('a'), async () => new Response('gone', { status: 404 }), subtle)).toBe(
      'unreachable',
    );
  });

  test('without WebCrypto, by the browser’s own check of fetch integrity', async () => {
    expect(await checkFile('u', sri('a'), served('a'), undefined)).toBe('intact');
    expect(await checkFile('u', sri('a'), served('b'), undefined)).toBe('refused');
  });
});
