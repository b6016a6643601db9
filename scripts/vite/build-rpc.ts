// A build's read of the database: a SQL function (or a public view) called through REST as a visitor (the
// publishable key), as the published content, the legal facts and the published products are read. Any failure is thrown as the caller's error, naming the
// endpoint and what went wrong, so a build stops with a reason.

export interface BackendEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_PUBLISHABLE_KEY?: string;
}

export interface BuildRpc {
  /** The SQL function, /rest/v1/rpc/<fn>. */
  fn?: string;
  /** Instead of a function, a resource read with GET: /rest/v1/<resource> (a view and its query string). */
  resource?: string;
  /** POST with an empty argument object; GET otherwise. */
  post?: boolean;
  /** The caller's error for a reason. */
  fail: (reason: string) => Error;
  fetchImpl?: typeof fetch;
}

/** The function's JSON answer, with the endpoint it came from (for the caller's shape check). */
export async function buildRpc(
  env: BackendEnv,
  { fn, resource, post = false, fail, fetchImpl = fetch }: BuildRpc,
): Promise<{ endpoint: string; answer: unknown }> {
  const url = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '');
  const key = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim();
  if (!url || !key) throw fail('VITE_SUPABASE_URL or VITE_SUPABASE_PUBLISHABLE_KEY is not set.');
  const endpoint = `${url}/rest/v1/${resource ?? `rpc/${fn ?? ''}`}`;
  const headers = { apikey: key, Authorization: `Bearer ${key}`, Accept: 'application/json' };
  let response: Response;
  try {
    response = await fetchImpl(
      endpoint,
      post
        ? {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: '{}',
            signal: AbortSignal.timeout(30_000),
          }
        : { headers, signal: AbortSignal.timeout(30_000) },
    );
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause as Error | undefined)?.message || error.message : error;
    throw fail(`${endpoint} did not answer (${String(cause)}).`);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw fail(`${endpoint} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return { endpoint, answer: await response.json() };
}
