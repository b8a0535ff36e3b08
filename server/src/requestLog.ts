// Whether the server logs every request. `npm start` keeps the terminal readable: per-request lines
// are off by default and come on with LOG_LEVEL=debug (or trace) or ACCESS_LOG=on.

const ON = new Set(['1', 'on', 'true', 'yes']);
const OFF = new Set(['0', 'off', 'false', 'no']);

/** True when each request should be logged (Fastify's "incoming request" / "request completed"). */
export function logsRequests(logLevel: string | undefined, env: Record<string, string | undefined>): boolean {
  const access = env.ACCESS_LOG?.trim().toLowerCase();
  if (access && ON.has(access)) return true;
  if (access && OFF.has(access)) return false;
  return logLevel === 'debug' || logLevel === 'trace';
}
