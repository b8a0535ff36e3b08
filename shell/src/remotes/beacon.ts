// Failure report to the server (POST /api/telemetry/remote-failure). sendBeacon survives page
// unloads; fetch keepalive is the fallback where it is missing.
export interface RemoteFailureReport {
  remote: string;
  version: string;
  phase: 'load' | 'render' | 'incompatible';
  message: string;
  fallbackVersion: string | null;
  visitorId: string;
  url: string;
}

export const TELEMETRY_PATH = '/api/telemetry/remote-failure';

export function sendFailureBeacon(report: RemoteFailureReport): void {
  const body = JSON.stringify({ ...report, message: report.message.slice(0, 500) });
  try {
    if (navigator.sendBeacon?.(TELEMETRY_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    /* fall through */
  }
  void fetch(TELEMETRY_PATH, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
