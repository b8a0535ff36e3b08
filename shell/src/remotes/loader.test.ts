// Unit tests of the remote loader with its dependencies injected: an in-memory registry and
// manifests, a fake Module Federation runtime whose behaviour is set per version, in-memory
// session storage and recorded beacons. The same rules run in Chromium in e2e/mf.test.ts.
import { bucketOf, type Registry } from 'shared-api/registry';
import type { RemoteFailureReport, RemoteLoadReport } from './beacon';
import type { LoaderDeps } from './deps';
import { IntegrityPins, UNMATCHABLE } from './integrity';
import { RemoteLoadError, RemoteLoader } from './loader';

type Behaviour = 'ok' | 'fail' | 'fail-once';

interface World {
  registry: Registry;
  /** remote@version → what loading its container does */
  behaviour: Map<string, Behaviour>;
  /** remote@version → shared-ui version its manifest declares */
  sharedUi: Map<string, string>;
  session: Set<string>;
  visitor: string;
  search: string;
  inline: Registry | null;
  fetched: string[];
  entries: string[];
  failures: RemoteFailureReport[];
  loads: RemoteLoadReport[];
  /** Served files whose bytes differ from what was published: 'mfe_tokens/1.1.0/remoteEntry.js' */
  tampered: Set<string>;
  /** The integrity each entry script was created with (what the browser would check). */
  entryIntegrity: (string | null)[];
  /** The pins of the last loader made (a page chunk's refusal is recorded there by the browser hook). */
  pins?: IntegrityPins;
}

function world(registry: Registry, over: Partial<World> = {}): World {
  return {
    registry,
    behaviour: new Map(),
    sharedUi: new Map(),
    session: new Set(),
    visitor: 'visitor-1',
    search: '',
    inline: null,
    fetched: [],
    entries: [],
    failures: [],
    loads: [],
    tampered: new Set(),
    entryIntegrity: [],
    ...over,
  };
}

function json(body: unknown, status = 200): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

/** A loader over `w`, as one page load sees it (a new loader = a reload in the same session). */
function loaderFor(w: World, opts: { allowUnpinned?: boolean } = {}): RemoteLoader {
  const registered = new Map<string, string>();
  const attempts = new Map<string, number>();
  const page = 'http://explorer.test/';
  const pins = new IntegrityPins(`${page}remotes/`);
  w.pins = pins;
  const fileOf = (url: string) => new URL(url, page).pathname.replace(/^\/remotes\//, '');
  const deps: LoaderDeps = {
    fetch: async (url, init) => {
      w.fetched.push(url);
      if (url === '/remotes.json') return json(w.registry);
      const m = /^\/remotes\/([a-z_]+)\/([^/]+)\/mf-manifest\.json$/.exec(url);
      if (!m) return json({}, 404);
      // The browser's own check of fetch's integrity: a network error on a mismatch.
      if (init?.integrity && (w.tampered.has(fileOf(url)) || init.integrity === UNMATCHABLE))
        throw new TypeError('Failed to fetch');
      const ui = w.sharedUi.get(`${m[1]}@${m[2]}`) ?? '1.0.0';
      return json({ name: m[1], shared: [{ name: 'shared-ui', version: ui }] });
    },
    visitorId: () => w.visitor,
    loadFailed: () => new Set(w.session),
    saveFailed: (failed) => {
      w.session.clear();
      failed.forEach((f) => w.session.add(f));
    },
    registerRemotes: (remotes) => {
      for (const r of remotes) {
        registered.set(r.name, r.entry);
        w.entries.push(r.entry);
      }
    },
    loadRemote: async (id) => {
      const [name, expose] = id.split('/');
      const entry = registered.get(name) ?? '';
      const version = /\/remotes\/[a-z_]+\/([^/]+)\//.exec(entry)?.[1] ?? '';
      const key = `${name}@${version}`;
      // The entry script, created as the federation runtime's hook would: refused on a mismatch.
      const entryUrl = new URL(entry, page).href;
      const sri = pins.integrityFor(entryUrl);
      w.entryIntegrity.push(sri);
      if (sri === UNMATCHABLE || (sri !== null && w.tampered.has(fileOf(entry)))) {
        pins.recordFailure(entryUrl);
        throw new Error(`ScriptNetworkError: Failed to load script "${entry}"`);
      }
      const n = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, n);
      const b = w.behaviour.get(key) ?? 'ok';
      if (b === 'fail' || (b === 'fail-once' && n === 1)) throw new Error(`container ${key} failed`);
      return { expose, version };
    },
    forgetChunks: () => undefined,
    sendFailure: (r) => w.failures.push(r),
    sendLoaded: (r) => w.loads.push(r),
    location: () => ({ search: w.search, href: `http://explorer.test/${w.search}` }),
    inlineRegistry: () => w.inline,
    pins: () => pins,
    checkFile: async (url, expected) =>
      expected === UNMATCHABLE || w.tampered.has(fileOf(url)) ? 'refused' : 'intact',
    pageUrl: () => page,
  };
  return new RemoteLoader({
    deps,
    hostVersions: { 'shared-ui': '1.4.0', 'shared-api': '1.0.0' },
    allowUnpinned: opts.allowUnpinned ?? false,
  });
}

const hashes = (tag: string) => ({
  'remoteEntry.js': `sha384-entry${tag}`,
  'mf-manifest.json': `sha384-manifest${tag}`,
});

const tokens = (over: Partial<Registry[string]> = {}): Registry => ({
  mfe_tokens: {
    stable: '1.0.0',
    canary: null,
    versions: ['1.0.0', '1.1.0'],
    integrity: { '1.0.0': hashes('a'), '1.1.0': hashes('b') },
    ...over,
  },
});

async function versionLoaded(loader: RemoteLoader, remote = 'mfe_tokens'): Promise<string> {
  const mod = await loader.load<{ version: string }>(remote, './routes');
  return mod.version;
}

test('without a canary every visitor gets stable, and the load is reported once', async () => {
  const w = world(tokens());
  const loader = loaderFor(w);
  expect(await versionLoaded(loader)).toBe('1.0.0');
  expect(w.entries).toEqual(['/remotes/mfe_tokens/1.0.0/remoteEntry.js']);
  expect(loader.currentChoice('mfe_tokens')).toEqual({ version: '1.0.0', reason: 'stable' });
  await loader.load('mfe_tokens', './Other');
  expect(w.loads).toEqual([{ remote: 'mfe_tokens', version: '1.0.0', reason: 'stable' }]);
  expect(w.failures).toEqual([]);
});

test('a canary reaches its share of visitors, and each visitor keeps its version across reloads', async () => {
  const registry = tokens({ canary: { version: '1.1.0', percent: 30 } });
  const visitors = Array.from({ length: 400 }, (_, i) => `v-${i}`);
  let inCanary = 0;
  for (const visitor of visitors) {
    const w = world(registry, { visitor });
    const first = await versionLoaded(loaderFor(w));
    // the same visitor on two more page loads
    expect(await versionLoaded(loaderFor(w))).toBe(first);
    expect(await versionLoaded(loaderFor(w))).toBe(first);
    expect(first).toBe(bucketOf(visitor, 'mfe_tokens') < 30 ? '1.1.0' : '1.0.0');
    if (first === '1.1.0') inCanary++;
  }
  expect(inCanary / visitors.length).toBeGreaterThan(0.22);
  expect(inCanary / visitors.length).toBeLessThan(0.38);
});

test('a URL override picks a listed version only', async () => {
  const listed = world(tokens(), { search: '?remote.mfe_tokens=1.1.0' });
  const loader = loaderFor(listed);
  expect(await versionLoaded(loader)).toBe('1.1.0');
  expect(loader.currentChoice('mfe_tokens')?.reason).toBe('override');
  const unlisted = world(tokens(), { search: '?remote.mfe_tokens=6.6.6' });
  expect(await versionLoaded(loaderFor(unlisted))).toBe('1.0.0');
  expect(unlisted.entries.some((e) => e.includes('6.6.6'))).toBe(false);
});

test('a flaky canary is retried once and kept when the retry works', async () => {
  const w = world(tokens({ canary: { version: '1.1.0', percent: 100 } }));
  w.behaviour.set('mfe_tokens@1.1.0', 'fail-once');
  expect(await versionLoaded(loaderFor(w))).toBe('1.1.0');
  expect(w.entries).toEqual([
    '/remotes/mfe_tokens/1.1.0/remoteEntry.js',
    expect.stringMatching(/^\/remotes\/mfe_tokens\/1\.1\.0\/remoteEntry\.js\?retry=\d+$/),
  ]);
  expect(w.failures).toEqual([]);
  expect(w.loads).toEqual([{ remote: 'mfe_tokens', version: '1.1.0', reason: 'canary' }]);
});

test('a failing canary: one retry, then stable for the rest of the session, and one failure beacon', async () => {
  const w = world(tokens({ canary: { version: '1.1.0', percent: 100 } }), { visitor: 'v-42' });
  w.behaviour.set('mfe_tokens@1.1.0', 'fail');
  const loader = loaderFor(w);
  expect(await versionLoaded(loader)).toBe('1.0.0');
  expect(w.entries.filter((e) => e.includes('/1.1.0/'))).toHaveLength(2);
  expect(loader.currentChoice('mfe_tokens')).toEqual({ version: '1.0.0', reason: 'fallback' });
  expect(w.failures).toEqual([
    {
      remote: 'mfe_tokens',
      version: '1.1.0',
      phase: 'load',
      message: 'container mfe_tokens@1.1.0 failed',
      fallbackVersion: '1.0.0',
      visitorId: 'v-42',
      url: 'http://explorer.test/',
    },
  ]);
  expect(w.loads).toEqual([{ remote: 'mfe_tokens', version: '1.0.0', reason: 'fallback' }]);
  expect(w.session).toEqual(new Set(['mfe_tokens@1.1.0']));
  // the next page load of the session goes straight to stable
  w.entries.length = 0;
  expect(await versionLoaded(loaderFor(w))).toBe('1.0.0');
  expect(w.entries).toEqual(['/remotes/mfe_tokens/1.0.0/remoteEntry.js']);
  expect(w.failures).toHaveLength(1);
});

test('a failing stable is an error to show (with its retry button), not a loop', async () => {
  const w = world(tokens());
  w.behaviour.set('mfe_tokens@1.0.0', 'fail');
  await expect(loaderFor(w).load('mfe_tokens', './routes')).rejects.toBeInstanceOf(RemoteLoadError);
  expect(w.entries).toHaveLength(2);
  expect(w.failures).toEqual([]);
  expect(w.loads).toEqual([]);
});

test('a remote built against another major of shared-ui is refused without running it', async () => {
  const w = world(tokens({ canary: { version: '1.1.0', percent: 100 } }));
  w.sharedUi.set('mfe_tokens@1.1.0', '2.0.0');
  expect(await versionLoaded(loaderFor(w))).toBe('1.0.0');
  expect(w.entries).toEqual(['/remotes/mfe_tokens/1.0.0/remoteEntry.js']);
  expect(w.failures).toEqual([
    expect.objectContaining({ version: '1.1.0', phase: 'incompatible', fallbackVersion: '1.0.0' }),
  ]);
  expect(w.failures[0].message).toMatch(/shared-ui 2\.0\.0 is not compatible/);
});

test('a page that throws twice falls back to stable and is reported as a render failure', async () => {
  const w = world(tokens({ canary: { version: '1.1.0', percent: 100 } }));
  const loader = loaderFor(w);
  expect(await versionLoaded(loader)).toBe('1.1.0');
  const err = new Error('page threw');
  expect(await loader.renderFailed('mfe_tokens', err)).toBe('retry');
  expect(await loader.renderFailed('mfe_tokens', err)).toBe('fallback');
  expect(await versionLoaded(loader)).toBe('1.0.0');
  expect(w.failures).toEqual([
    expect.objectContaining({ version: '1.1.0', phase: 'render', fallbackVersion: '1.0.0' }),
  ]);
  // a failing stable page gives up (the boundary shows its retry button)
  expect(await loader.renderFailed('mfe_tokens', err)).toBe('retry');
  expect(await loader.renderFailed('mfe_tokens', err)).toBe('give-up');
});

test('the registry inlined into the page saves the request; the retry button reads it again', async () => {
  const w = world(tokens(), { inline: tokens({ stable: '1.1.0' }) });
  const loader = loaderFor(w);
  expect(await versionLoaded(loader)).toBe('1.1.0');
  expect(w.fetched).not.toContain('/remotes.json');
  loader.invalidate('mfe_tokens', { rereadRegistry: true });
  expect(await versionLoaded(loader)).toBe('1.0.0');
  expect(w.fetched).toContain('/remotes.json');
});

test('a remote the registry does not list is a load error', async () => {
  const w = world(tokens());
  await expect(loaderFor(w).load('mfe_nope', './routes')).rejects.toThrow(/not in the registry/);
});

test('every remote entry is created with the hash the registry pinned for it', async () => {
  const w = world(tokens({ canary: { version: '1.1.0', percent: 100 } }));
  expect(await versionLoaded(loaderFor(w))).toBe('1.1.0');
  expect(w.entryIntegrity).toEqual(['sha384-entryb']);
  expect(w.failures).toEqual([]);
});

test('a canary whose entry was tampered with is refused, retried once, reported as integrity, and stable runs', async () => {
  const w = world(tokens({ canary: { version: '1.1.0', percent: 100 } }));
  w.tampered.add('mfe_tokens/1.1.0/remoteEntry.js');
  const loader = loaderFor(w);
  expect(await versionLoaded(loader)).toBe('1.0.0');
  expect(w.entries.filter((e) => e.includes('/1.1.0/'))).toHaveLength(2);
  expect(w.failures).toEqual([
    expect.objectContaining({ version: '1.1.0', phase: 'integrity', fallbackVersion: '1.0.0' }),
  ]);
  expect(w.failures[0].message).toMatch(/remoteEntry\.js differs from the published file/);
  expect(w.loads).toEqual([{ remote: 'mfe_tokens', version: '1.0.0', reason: 'fallback' }]);
});

test('a version stripped of its hashes never has a file requested; stable runs instead', async () => {
  const registry = tokens({ canary: { version: '1.1.0', percent: 100 } });
  delete registry.mfe_tokens.integrity?.['1.1.0'];
  const w = world(registry);
  expect(await versionLoaded(loaderFor(w))).toBe('1.0.0');
  expect(w.entries.some((e) => e.includes('/1.1.0/'))).toBe(false);
  expect(w.fetched.some((e) => e.includes('/1.1.0/'))).toBe(false);
  expect(w.failures).toEqual([
    expect.objectContaining({ version: '1.1.0', phase: 'integrity', fallbackVersion: '1.0.0' }),
  ]);
  expect(w.failures[0].message).toMatch(/no integrity hashes/);
});

test('a development loader allowed to run unpinned versions runs them without a check', async () => {
  const registry = tokens();
  delete registry.mfe_tokens.integrity;
  const w = world(registry);
  expect(await versionLoaded(loaderFor(w, { allowUnpinned: true }))).toBe('1.0.0');
  expect(w.entryIntegrity).toEqual([null]);
});

test('a refused stable is the region error, reported once as an integrity failure without fallback', async () => {
  const w = world(tokens());
  w.tampered.add('mfe_tokens/1.0.0/mf-manifest.json');
  await expect(loaderFor(w).load('mfe_tokens', './routes')).rejects.toThrow(
    /mf-manifest\.json differs from the published file/,
  );
  expect(w.entries).toEqual([]);
  expect(w.failures).toEqual([
    expect.objectContaining({ version: '1.0.0', phase: 'integrity', fallbackVersion: null }),
  ]);
  expect(w.loads).toEqual([]);
});

test('a file that fails for another reason (network) is a load failure, not a refusal', async () => {
  const w = world(tokens({ canary: { version: '1.1.0', percent: 100 } }));
  w.behaviour.set('mfe_tokens@1.1.0', 'fail');
  await versionLoaded(loaderFor(w));
  expect(w.failures).toEqual([expect.objectContaining({ version: '1.1.0', phase: 'load' })]);
});

test('a page chunk refused while rendering: one retry, then stable, reported as integrity', async () => {
  const w = world(tokens({ canary: { version: '1.1.0', percent: 100 } }));
  const loader = loaderFor(w);
  expect(await versionLoaded(loader)).toBe('1.1.0');
  const chunk = 'http://explorer.test/remotes/mfe_tokens/1.1.0/TokensPage.1234.js';
  w.tampered.add('mfe_tokens/1.1.0/TokensPage.1234.js');
  const err = new Error(`Loading chunk 1 failed. (error: ${chunk})`);
  w.pins?.recordFailure(chunk);
  expect(await loader.renderFailed('mfe_tokens', err)).toBe('retry');
  w.pins?.recordFailure(chunk);
  expect(await loader.renderFailed('mfe_tokens', err)).toBe('fallback');
  expect(w.failures).toEqual([
    expect.objectContaining({
      version: '1.1.0',
      phase: 'integrity',
      fallbackVersion: '1.0.0',
      afterLoad: true,
    }),
  ]);
  expect(w.failures[0].message).toMatch(/TokensPage\.1234\.js differs from the published file/);
  expect(await versionLoaded(loader)).toBe('1.0.0');
});
