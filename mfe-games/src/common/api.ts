// JSON calls the games pages make besides the shared GET hooks: POST/DELETE with an optional admin
// bearer token. A non-ok answer throws ApiError carrying the server's `message`.
import { ApiError, apiUrl } from 'shared-api';

export async function apiSend<T>(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(apiUrl(path), {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return (await res.json()) as T;
}

/** The `message` of a JSON error answer, or a fallback. */
export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiError) {
    try {
      const m = (JSON.parse(e.body) as { message?: unknown }).message;
      if (typeof m === 'string' && m) return m;
    } catch {
      // not JSON
    }
  }
  return fallback;
}
