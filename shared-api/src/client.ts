// The one HTTP client of the pages: GET with cookies included, JSON body, and a
// non-ok answer raised as '{status}: {response text}' (the status text when the body is empty).
// fetch rather than axios: the browser already has it, which keeps the remotes' bundles small.

/** An API answer that was not ok; `status` lets pages tell 'not found' from 'offline'. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

let apiBase = '';

/** Origin (or path prefix) the calls go to; '' = same origin. Tests and dev hosts set it. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

export function getApiBase(): string {
  return apiBase;
}

export type QueryValue = string | number | boolean | null | undefined;

/** Builds '/api/…?a=1' skipping empty values. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${apiBase}${path}${qs ? `?${qs}` : ''}`;
}

/** GET a JSON resource. Throws ApiError on a non-ok answer. */
export async function apiGet<T>(
  path: string,
  query?: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<T> {
  const res = await fetch(apiUrl(path, query), {
    method: 'GET',
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text);
  }
  return (await res.json()) as T;
}

/** True when an error is an API answer with the given status (e.g. 404 → a not-found page). */
export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** 404, or 400 (a malformed id the server refused), both mean "no such thing" to a visitor. */
export function isNotFound(error: unknown): boolean {
  return isStatus(error, 404) || isStatus(error, 400);
}
