/**
 * The trollbox and its admin routes against a real database (SQLite, and PostgreSQL when reachable):
 * posting rules and limits, paging, deletion, the bearer token (401 and nothing changed), hostile texts
 * stored as sent, and the live `trollbox` / `settings` events, across two API processes on PostgreSQL.
 */
import type { Setting, TrollboxEvent, TrollboxMessage } from 'shared-api/core';
import { startTestApi, type TestApi } from './helpers/api';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { openSse, type SseClient } from './helpers/sse';

jest.setTimeout(60_000);

const TOKEN = 'test-admin-token-0123456789';
const json = { 'content-type': 'application/json' };

function post(api: TestApi, author: string, text: string) {
  return api.request({
    method: 'POST',
    url: '/api/trollbox/messages',
    payload: JSON.stringify({ author, text }),
    headers: json,
  });
}

function setSetting(api: TestApi, value: string, auth?: string) {
  return api.request({
    method: 'POST',
    url: '/api/trollbox/settings/trollbox_enabled',
    payload: JSON.stringify({ value }),
    headers: { ...json, ...(auth ? { authorization: auth } : {}) },
  });
}

const variants = [
  { name: 'SQLite', db: async (): Promise<TestDb | { skip: string }> => tempSqlite() },
  { name: 'PostgreSQL', db: () => tempPostgres() },
];

describe.each(variants)('trollbox on $name', ({ name, db }) => {
  let t: TestDb | null = null;
  let api: TestApi;
  let skip: string | null = null;
  const opened: SseClient[] = [];
  const sse = async (a: TestApi, channels: string, headers: Record<string, string> = {}) => {
    const c = await openSse(`${a.baseUrl}/api/stream?channels=${channels}`, headers);
    opened.push(c);
    return c;
  };

  beforeAll(async () => {
    const got = await db();
    if ('skip' in got) {
      skip = got.skip;
      return;
    }
    t = got;
    api = await startTestApi(t.url, {
      adminToken: TOKEN,
      // Limits off for the bulk of the suite; the limit tests use their own instances.
      trollbox: { minIntervalMs: 0, perWindow: 10_000 },
      stream: { listenUrl: name === 'PostgreSQL' ? t.url : undefined },
    });
  });
  afterAll(async () => {
    for (const c of opened) c.close();
    await api?.close();
    await t?.drop();
  });
  const run = (title: string, fn: () => Promise<void>) =>
    test(title, async () => {
      if (skip) {
        console.warn(`skipped (${name}): ${skip}`);
        return;
      }
      await fn();
    });

  run('posts are trimmed, validated and returned oldest first with the newest last', async () => {
    const res = await post(api, '  alice  ', '  hello chain  ');
    expect(res.statusCode).toBe(200);
    const m = res.json<TrollboxMessage>();
    expect(m).toMatchObject({ author: 'alice', text: 'hello chain' });
    expect(m.id).toBeGreaterThan(0);
    expect(Math.abs(m.createdAt - Date.now() / 1000)).toBeLessThan(60);

    const bad: [string, string, RegExp][] = [
      ['', 'x', /author/],
      ['   ', 'x', /author/],
      ['a'.repeat(25), 'x', /author: 1 to 24/],
      ['bob', '   ', /text/],
      ['bob', 'x'.repeat(281), /text: 1 to 280/],
      ['bob', 'line one\nline two', /control characters/],
      ['bob', 'bell\u0007', /control characters/],
      ['b\u0000b', 'x', /control characters/],
    ];
    for (const [author, text, msg] of bad) {
      const r = await post(api, author, text);
      expect([author, text, r.statusCode]).toEqual([author, text, 400]);
      expect(r.json().message).toMatch(msg);
    }
    // Exactly at the limits (emoji count as one character each).
    expect((await post(api, 'a'.repeat(24), '😀'.repeat(280))).statusCode).toBe(200);
  });

  run('hostile texts are stored and returned exactly as sent', async () => {
    const texts = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(document.cookie)">',
      'abc \u202Egnp.exe\u202C ok',
      '"); DROP TABLE trollbox_messages; --',
    ];
    for (const text of texts) expect((await post(api, '<b>eve</b>', text)).statusCode).toBe(200);
    const list = (await api.request('/api/trollbox/messages')).json<TrollboxMessage[]>();
    expect(list.slice(-texts.length).map((m) => m.text)).toEqual(texts);
    expect(list[list.length - 1].author).toBe('<b>eve</b>');
    expect((await api.request('/api/trollbox/messages')).headers['content-type']).toMatch(
      /application\/json/,
    );
  });

  run('a body with a field the contract does not name is refused (400) and nothing is stored', async () => {
    const before = (await api.request('/api/trollbox/messages?limit=100')).json<TrollboxMessage[]>();
    const res = await api.request({
      method: 'POST',
      url: '/api/trollbox/messages',
      payload: JSON.stringify({ author: 'x', text: 'sneaky', createdAt: 1 }),
      headers: json,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field in the request body: "createdAt"');
    const after = (await api.request('/api/trollbox/messages?limit=100')).json<TrollboxMessage[]>();
    expect(after).toEqual(before);
    const setting = await api.request({
      method: 'POST',
      url: '/api/trollbox/settings/trollbox_enabled',
      payload: JSON.stringify({ value: 'false', key: 'other' }),
      headers: { ...json, authorization: `Bearer ${TOKEN}` },
    });
    expect(setting.statusCode).toBe(400);
    expect((await api.request('/api/trollbox/settings/trollbox_enabled')).json().value).toBe('true');
  });

  run('latest 50, then older pages by cursor', async () => {
    for (let i = 0; i < 60; i++) expect((await post(api, 'pager', `msg ${i}`)).statusCode).toBe(200);
    const page1 = (await api.request('/api/trollbox/messages')).json<TrollboxMessage[]>();
    expect(page1).toHaveLength(50);
    expect(page1[49].text).toBe('msg 59');
    const ids = page1.map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const page2 = (await api.request(`/api/trollbox/messages?before=${ids[0]}&limit=5`)).json<
      TrollboxMessage[]
    >();
    expect(page2.map((m) => m.text)).toEqual(['msg 5', 'msg 6', 'msg 7', 'msg 8', 'msg 9']);
    expect(Math.max(...page2.map((m) => m.id))).toBeLessThan(ids[0]);
  });

  run('admin routes: 401 JSON without or with a wrong token, nothing changed', async () => {
    const get = async () =>
      (await api.request('/api/trollbox/settings/trollbox_enabled')).json<Setting>().value;
    expect(await get()).toBe('true');
    for (const auth of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      const r = await setSetting(api, 'false', auth);
      expect([auth, r.statusCode]).toEqual([auth, 401]);
      expect(r.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
    expect(await get()).toBe('true');
    const m = (await post(api, 'victim', 'do not delete me')).json<TrollboxMessage>();
    for (const auth of [undefined, 'Bearer nope']) {
      const r = await api.request({
        method: 'DELETE',
        url: `/api/trollbox/messages/${m.id}`,
        headers: auth ? { authorization: auth } : {},
      });
      expect(r.statusCode).toBe(401);
    }
    const list = (await api.request('/api/trollbox/messages')).json<TrollboxMessage[]>();
    expect(list.map((x) => x.id)).toContain(m.id);
  });

  run('the switch and deletions with the token reach subscribers live', async () => {
    const [s1, s2] = await Promise.all([sse(api, 'trollbox,settings'), sse(api, 'trollbox')]);
    expect(s1.status).toBe(200);
    const sent = (await post(api, 'carol', 'live hello')).json<TrollboxMessage>();
    for (const s of [s1, s2]) {
      const e = await s.waitFor((x) => x.event === 'trollbox' && x.data.includes('live hello'));
      expect(JSON.parse(e.data)).toEqual({ type: 'message', message: sent } satisfies TrollboxEvent);
    }
    const del = await api.request({
      method: 'DELETE',
      url: `/api/trollbox/messages/${sent.id}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(del.statusCode).toBe(200);
    await s2.waitFor(
      (x) => x.event === 'trollbox' && x.data === JSON.stringify({ type: 'deleted', id: sent.id }),
    );
    const again = await api.request({
      method: 'DELETE',
      url: `/api/trollbox/messages/${sent.id}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(again.statusCode).toBe(404);

    const off = await setSetting(api, 'false', `Bearer ${TOKEN}`);
    expect(off.json()).toEqual({ success: true, key: 'trollbox_enabled', value: 'false' });
    const ev = await s1.waitFor((x) => x.event === 'settings');
    expect(JSON.parse(ev.data)).toEqual({ key: 'trollbox_enabled', value: 'false' });
    expect(s2.events.some((x) => x.event === 'settings')).toBe(false);
    expect((await post(api, 'dave', 'anyone there?')).statusCode).toBe(403);
    expect((await setSetting(api, 'true', `Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await post(api, 'dave', 'anyone there?')).statusCode).toBe(200);
  });

  run('Last-Event-ID resumes without losing an event; an unknown id asks for a resync', async () => {
    const s = await sse(api, 'trollbox');
    const first = (await post(api, 'erin', 'resume one')).json<TrollboxMessage>();
    const seen = await s.waitFor((x) => x.data.includes('resume one'));
    s.close();
    await post(api, 'erin', 'resume two');
    await post(api, 'erin', 'resume three');
    const back = await sse(api, 'trollbox', { 'last-event-id': seen.id as string });
    const three = await back.waitFor((x) => x.data.includes('resume three'));
    const texts = back.events.map((e) => (JSON.parse(e.data) as { message: TrollboxMessage }).message.text);
    expect(texts).toEqual(['resume two', 'resume three']);
    expect(three.id).not.toBe(seen.id);
    expect(first.id).toBeGreaterThan(0);
    const stale = await sse(api, 'trollbox', { 'last-event-id': 'ffffffff.1' });
    await stale.waitFor((x) => x.event === 'resync');
  });

  run('stream parameters are validated', async () => {
    for (const q of [
      '',
      '?channels=',
      '?channels=bogus',
      '?channels=blocks,,trollbox',
      '?channels=blocks,trollbox,',
    ]) {
      const r = await api.request(`/api/stream${q}`);
      expect([q, r.statusCode]).toEqual([q, 400]);
      expect(r.json().statusCode).toBe(400);
    }
  });

  /** The limits are kept in the database: earlier tests' posts from this address are forgotten. */
  const forgetLimits = () => api.database.db.deleteFrom('limit_state').execute();

  run('per-client limits: one message per 2 s, 30 per 10 minutes', async () => {
    const strict = await startTestApi((t as TestDb).url, { trollbox: { perWindow: 1000 } });
    const windowed = await startTestApi((t as TestDb).url, { trollbox: { minIntervalMs: 0, perWindow: 30 } });
    try {
      await forgetLimits();
      expect((await post(strict, 'fast', 'one')).statusCode).toBe(200);
      const second = await post(strict, 'fast', 'two');
      expect(second.statusCode).toBe(429);
      expect(second.json().message).toMatch(/one message every 2 seconds/);
      expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await forgetLimits();
      for (let i = 0; i < 30; i++) expect((await post(windowed, 'many', `n${i}`)).statusCode).toBe(200);
      const over = await post(windowed, 'many', 'n30');
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/30 every 10 minutes/);
    } finally {
      await strict.close();
      await windowed.close();
    }
  });

  run('the limits hold across API processes on one database: a client cannot spread its posts', async () => {
    const a = await startTestApi((t as TestDb).url, { trollbox: { perWindow: 3 } });
    const b = await startTestApi((t as TestDb).url, { trollbox: { perWindow: 3 } });
    try {
      await forgetLimits();
      expect((await post(a, 'spread', 'one')).statusCode).toBe(200);
      const second = await post(b, 'spread', 'two');
      expect(second.statusCode).toBe(429);
      expect(second.json().message).toMatch(/one message every 2 seconds/);
      // posted together on both processes at once: exactly one gets through
      await forgetLimits();
      const both = await Promise.all([post(a, 'race', 'a'), post(b, 'race', 'b'), post(a, 'race', 'c')]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  if (name === 'PostgreSQL')
    run('a message posted on one API process reaches subscribers of another (LISTEN/NOTIFY)', async () => {
      const other = await startTestApi((t as TestDb).url, {
        adminToken: TOKEN,
        stream: { listenUrl: (t as TestDb).url },
      });
      try {
        const s = await sse(other, 'trollbox,settings');
        // The LISTEN connection is opened in the background: post until it is there.
        let got = false;
        for (let i = 0; i < 20 && !got; i++) {
          await post(api, 'frank', `across ${i}`);
          got = await s
            .waitFor((x) => x.data.includes('across'), 500)
            .then(() => true)
            .catch(() => false);
        }
        expect(got).toBe(true);
        await setSetting(api, 'true', `Bearer ${TOKEN}`);
        await s.waitFor((x) => x.event === 'settings');
        // Not delivered twice on the process that posted.
        const local = await sse(api, 'trollbox');
        await post(api, 'frank', 'once only');
        await local.waitFor((x) => x.data.includes('once only'));
        await new Promise((r) => setTimeout(r, 300));
        expect(local.events.filter((x) => x.data.includes('once only'))).toHaveLength(1);
      } finally {
        await other.close();
      }
    });
});
