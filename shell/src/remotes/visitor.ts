// Identity used for sticky canary buckets, and the session memory of versions that failed.
const VISITOR_KEY = 'mf-visitor-id';
const FAILED_KEY = 'mf-failed-versions';

function randomId(): string {
  if (globalThis.crypto?.randomUUID) return globalThis.crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A random id kept in local storage so a visitor stays in the same bucket across reloads. */
export function visitorId(): string {
  try {
    const existing = localStorage.getItem(VISITOR_KEY);
    if (existing) return existing;
    const id = randomId();
    localStorage.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    return 'anonymous';
  }
}

/** Versions that failed for this visitor in this session, per remote ("name@version"). */
export function loadFailed(): Set<string> {
  try {
    const raw = sessionStorage.getItem(FAILED_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function saveFailed(failed: Set<string>): void {
  try {
    sessionStorage.setItem(FAILED_KEY, JSON.stringify([...failed]));
  } catch {
    /* session memory is best effort */
  }
}
