// Raw JSON-RPC helper for tests that need exact wire responses.
export async function rawCall(url: string, body: string): Promise<unknown> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return r.json();
}
export async function call<T = unknown>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<{ result?: T; error?: { code: number; message: string; data?: unknown } }> {
  return (await rawCall(url, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))) as {
    result?: T;
    error?: { code: number; message: string };
  };
}
