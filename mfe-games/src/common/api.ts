// Reading the server's answer to a refused call: a JSON error carries a `message` for the visitor.
import { ApiError } from 'shared-api';

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
