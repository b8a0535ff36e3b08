// A tiny fetch stub for jsdom unit tests (jsdom has no fetch/Response). Routes are matched by
// path prefix, longest first; the real HTTP path is covered by the e2e tests.

export interface StubAnswer {
  status?: number;
  body?: unknown;
  statusText?: string;
}
export type StubRoute = StubAnswer | ((url: URL) => StubAnswer);

function fakeResponse({ status = 200, body, statusText }: StubAnswer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: statusText ?? (status === 200 ? 'OK' : status === 404 ? 'Not Found' : 'Error'),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

/** Installs a fetch answering from `routes` (key = path, or 'path?query' for an exact query). Unmatched → 404. */
export function installFetchStub(routes: Record<string, StubRoute>): jest.Mock {
  const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
  const fn = jest.fn(async (input: string | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const full = url.pathname + url.search;
    const key =
      keys.find((k) => (k.includes('?') ? full === k : url.pathname === k)) ??
      keys.find((k) => !k.includes('?') && url.pathname.startsWith(k) && k.endsWith('*'));
    if (!key)
      return fakeResponse({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'no stub' } });
    const route = routes[key];
    return fakeResponse(typeof route === 'function' ? route(url) : route);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
