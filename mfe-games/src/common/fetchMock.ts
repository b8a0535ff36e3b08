// Test helper: a fetch answering by "METHOD path" (method-aware, unlike shared-api/testing), recording calls.
export interface MockAnswer {
  status?: number;
  body?: unknown;
}
export type MockRoute =
  MockAnswer | ((init: RequestInit | undefined, url: URL) => MockAnswer | Promise<MockAnswer>);

export function mockFetch(routes: Record<string, MockRoute>): jest.Mock {
  const fn = jest.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const a: MockAnswer = route
      ? typeof route === 'function'
        ? await route(init, url)
        : route
      : { status: 404, body: { statusCode: 404, error: 'Not Found', message: `no mock for ${key}` } };
    const status = a.status ?? 200;
    const text = a.body === undefined ? '' : JSON.stringify(a.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    };
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
