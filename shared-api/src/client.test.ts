import { api, ApiError, apiUrl, isNotFound, isStatus, routePath, setApiBase } from './client';
import { installFetchStub } from './testing/fetchStub';
import * as apiPaths from './paths';

afterEach(() => setApiBase(''));

test('builds urls skipping empty query values', () => {
  expect(apiUrl('/api/transactions', { block: 5, limit: undefined, x: '', y: null })).toBe(
    '/api/transactions?block=5',
  );
  setApiBase('http://h:1/');
  expect(apiUrl('/api/blocks')).toBe('http://h:1/api/blocks');
});

test('a route name gives its path, with path parameters and query encoded', () => {
  expect(api.url(apiPaths.networkStats)).toBe('/api/network/stats');
  expect(api.url(apiPaths.token, { params: { address: 'a/b c?#' } })).toBe('/api/token/a%2Fb%20c%3F%23');
  expect(api.url(apiPaths.block, { params: { height: 42 } })).toBe('/api/block/42');
  expect(
    api.url(apiPaths.walletTransfersCsv, {
      params: { address: 'W1' },
      query: { mint: 'M&1', direction: 'in', from: 0, to: undefined, action: null },
    }),
  ).toBe('/api/address/W1/transfers.csv?mint=M%261&direction=in&from=0');
  expect(api.url(apiPaths.search, { query: { q: 'ä b+c' } })).toBe('/api/search?q=%C3%A4+b%2Bc');
  setApiBase('http://api.example:8080');
  expect(api.url(apiPaths.proxyImage, { query: { url: 'https://x.test/a.png?s=1' } })).toBe(
    'http://api.example:8080/api/proxy-image?url=https%3A%2F%2Fx.test%2Fa.png%3Fs%3D1',
  );
});

test('a missing path parameter is refused before any request', () => {
  expect(() => routePath('/api/token/:address', {})).toThrow('missing path parameter address');
  expect(routePath('/api/trollbox/messages/:id', { id: 7 })).toBe('/api/trollbox/messages/7');
});

test('GET answers JSON, with cookies included and JSON accepted', async () => {
  const f = installFetchStub({ '/api/token/M1': { body: { address: 'M1' } } });
  const signal = new AbortController().signal;
  await expect(api.get(apiPaths.token, { params: { address: 'M1' }, signal })).resolves.toEqual({
    address: 'M1',
  });
  expect(f).toHaveBeenCalledWith(
    '/api/token/M1',
    expect.objectContaining({
      method: 'GET',
      credentials: 'include',
      headers: { accept: 'application/json' },
      body: undefined,
      signal,
    }),
  );
});

test('a send posts its JSON body with the method of its route and the admin token', async () => {
  const f = installFetchStub({
    '/api/trollbox/settings/trollbox_enabled': {
      body: { success: true, key: 'trollbox_enabled', value: 'false' },
    },
    '/api/trollbox/messages/9': { body: { success: true } },
  });
  await api.send(apiPaths.settingPost, {
    params: { key: 'trollbox_enabled' },
    body: { value: 'false' },
    token: 'T',
  });
  expect(f.mock.calls[0][1]).toEqual(
    expect.objectContaining({
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: 'Bearer T' },
      body: '{"value":"false"}',
    }),
  );
  await api.send(apiPaths.trollboxDelete, { params: { id: 9 } });
  expect(f.mock.calls[1][0]).toBe('/api/trollbox/messages/9');
  expect(f.mock.calls[1][1]).toEqual(
    expect.objectContaining({ method: 'DELETE', headers: { accept: 'application/json' }, body: undefined }),
  );
});

test('non-ok raises ApiError "{status}: {response text}"', async () => {
  installFetchStub({ '/api/block/1': { status: 404, body: '{"message":"Block Not Found"}' } });
  const err = await api.get(apiPaths.block, { params: { height: 1 } }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).message).toBe('404: {"message":"Block Not Found"}');
  expect((err as ApiError).body).toBe('{"message":"Block Not Found"}');
  expect(isNotFound(err)).toBe(true);
  expect(isStatus(err, 404)).toBe(true);
  expect(isStatus(err, 500)).toBe(false);
});

test('empty body falls back to the status text; 400 is not found too, 5xx is not', async () => {
  installFetchStub({
    '/api/network/stats': { status: 503, statusText: 'Service Unavailable' },
    '/api/address/bad': { status: 400, body: '{"message":"bad address"}' },
  });
  const down = await api.get(apiPaths.networkStats).catch((e: unknown) => e);
  expect((down as Error).message).toBe('503: Service Unavailable');
  expect(isNotFound(down)).toBe(false);
  const bad = await api.get(apiPaths.address, { params: { address: 'bad' } }).catch((e: unknown) => e);
  expect(isNotFound(bad)).toBe(true);
  expect(isNotFound(new Error('404'))).toBe(false);
});

test('types follow the route: parameters required, query and body checked, the answer typed', () => {
  // checked by the type checker (tsc), never run
  const typed = async () => {
    const t = await api.get(apiPaths.token, { params: { address: 'M' } });
    const decimals: number = t.decimals;
    const list = await api.get(apiPaths.blocks, { query: { limit: 5 } });
    const slot: number | undefined = list[0]?.slot;
    // @ts-expect-error a route with path parameters needs them
    await api.get(apiPaths.token);
    // @ts-expect-error a GET route is read, not sent to
    await api.send(apiPaths.token, { params: { address: 'M' } });
    // @ts-expect-error a query parameter the route does not take
    await api.get(apiPaths.blocks, { query: { nope: 1 } });
    // @ts-expect-error a body the route does not take
    await api.send(apiPaths.settingPost, { params: { key: 'trollbox_enabled' }, body: { value: 'maybe' } });
    return [decimals, slot];
  };
  expect(typeof typed).toBe('function');
});
