// Reports to the server: a remote version that failed (POST /api/telemetry/remote-failure) and,
// once per remote per page load, the version that loaded (POST /api/telemetry/remote-load), so the
// server can weigh a canary's failures against its loads (/metrics, `npm run remotes -- status`,
// auto-rollback). sendBeacon survives page unloads and costs nothing on the page's critical path;
// fetch keepalive is the fallback where it is missing.
export interface RemoteFailureReport {
  remote: string;
  version: string;
  phase: 'load' | 'render' | 'incompatible' | 'integrity';
  message: string;
  fallbackVersion: string | null;
  /** The version had loaded in this page before it failed (not one more load attempt). */
  afterLoad?: boolean;
  visitorId: string;
  url: string;
}

export interface RemoteLoadReport {
  remote: string;
  version: string;
  /** Why the visitor got this version ('fallback' = after another version failed). */
  reason: 'stable' | 'canary' | 'override' | 'fallback';
}

export const TELEMETRY_PATH = '/api/telemetry/remote-failure';
export const LOAD_TELEMETRY_PATH = '/api/telemetry/remote-load';

function post(path: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(path, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    /* fall through */
  }
  void fetch(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

export function sendFailureBeacon(report: RemoteFailureReport): void {
  post(TELEMETRY_PATH, JSON.stringify({ ...report, message: report.message.slice(0, 500) }));
}

export function sendLoadBeacon(report: RemoteLoadReport): void {
  post(LOAD_TELEMETRY_PATH, JSON.stringify(report));
}
