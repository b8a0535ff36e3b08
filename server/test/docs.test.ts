// /api/docs: the rendered reference for a browser, the raw OpenAPI document for any other client
// and at /api/docs/json; the page's scripts and styles load under its own policy.
import { startTestApi, type TestApi } from './helpers/api';
import { tempSqlite, type TestDb } from './helpers/databases';

let db: TestDb;
let api: TestApi;
beforeAll(async () => {
  db = tempSqlite();
  api = await startTestApi(db.url);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

test('a browser gets the rendered reference with its assets', async () => {
  const page = await api.request({ url: '/api/docs', headers: { accept: BROWSER } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('swagger-ui-bundle.js');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  for (const asset of ['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js']) {
    const r = await api.request(asset);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/javascript/);
  }
});

test('other clients get the raw document at /api/docs, and it stays at /api/docs/json', async () => {
  for (const r of [
    await api.request('/api/docs'),
    await api.request({ url: '/api/docs', headers: { accept: 'application/json' } }),
    await api.request({ url: '/api/docs/json', headers: { accept: BROWSER } }),
  ]) {
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/application\/json/);
    const doc = r.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/transaction/{signature}');
  }
});
