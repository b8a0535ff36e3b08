// The admin token is asked once and kept for this browser session only (sessionStorage).
export const TOKEN_KEY = 'gorbagana.adminToken';

export function loadToken(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeToken(token: string): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: the token lives in memory for this page only.
  }
}
