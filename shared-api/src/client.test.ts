import { ApiError, apiGet, apiUrl, isNotFound, setApiBase } from './client';
import { installFetchStub } from './testing/fetchStub';

afterEach(() => setApiBase(''));

test('builds urls skipping empty query values', () => {
  expect(apiUrl('/api/transactions', { block: 5, limit: undefined, x: '' })).toBe(
    '/api/transactions?block=5',
  );
  setApiBase('http://h:1/');
  expect(apiUrl('/api/blocks')).toBe('http://h:1/api/blocks');
});

test('returns JSON on ok, with cookies included', async () => {
  const f = installFetchStub({ '/api/x': { body: { a: 1 } } });
  await expect(apiGet('/api/x')).resolves.toEqual({ a: 1 });
  expect(f).toHaveBeenCalledWith(
    '/api/x',
    expect.objectContaining({ method: 'GET', credentials: 'include' }),
  );
});

test('non-ok raises "{status}: {response text}"', async () => {
  installFetchStub({ '/api/block/1': { status: 404, body: '{"message":"Block Not Found"}' } });
  const err = await apiGet('/api/block/1').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).message).toBe('404: {"message":"Block Not Found"}');
  expect(isNotFound(err)).toBe(true);
});

test('empty body falls back to the status text', async () => {
  installFetchStub({ '/api/x': { status: 503, statusText: 'Service Unavailable' } });
  await expect(apiGet('/api/x')).rejects.toThrow('503: Service Unavailable');
});
