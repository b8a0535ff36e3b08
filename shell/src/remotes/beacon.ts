// Reports to the server: a remote version that failed (POST /api/telemetry/remote-failure) and,
// once per remote per page load, the version that loaded (POST /api/telemetry/remote-load), so the
// server can weigh a canary's failures against its loads (/metrics, `npm run remotes -- status`,
// auto-rollback). sendBeacon survives page unloads and costs nothing on the page's critical path;
// fetch keepalive is the fallback where it is missing.
import { api, type RemoteFailureBody, type RemoteLoadBody } from 'shared-api';
import * as apiPaths from 'shared-api/paths';

export type RemoteFailureReport = RemoteFailureBody;
export type RemoteLoadReport = RemoteLoadBody;

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
  post(api.url(apiPaths.remoteFailure), JSON.stringify({ ...report, message: report.message.slice(0, 500) }));
}

export function sendLoadBeacon(report: RemoteLoadReport): void {
  post(api.url(apiPaths.remoteLoad), JSON.stringify(report));
}
