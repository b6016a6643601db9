// A stand-in for the supabase-js client in component tests: table reads answer fixed rows (any chain of filters
// resolves to them), and Edge Function calls go to a mock that answers as functions-js does (a non-2xx answer is
// an error whose `context` is the Response). Calls against the real local backend belong in integration and e2e.
import { vi } from 'vitest';

type Rows = Record<string, unknown[]>;

function query(rows: unknown[]) {
  const answer = { data: rows, error: null };
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'order', 'limit', 'retry', 'in']) builder[method] = () => builder;
  builder.maybeSingle = () => Promise.resolve({ data: rows[0] ?? null, error: null });
  builder.single = builder.maybeSingle;
  builder.then = (resolve: (value: typeof answer) => unknown, reject: (reason: unknown) => unknown) =>
    Promise.resolve(answer).then(resolve, reject);
  return builder;
}

export function fakeSupabase(tables: Rows = {}) {
  const invoke =
    vi.fn<(name: string, options: { body: unknown }) => Promise<{ data: unknown; error: unknown }>>();
  const upload = vi.fn(() => Promise.resolve({ data: {}, error: null }));
  const client = {
    from: (table: string) => query(tables[table] ?? []),
    functions: { invoke },
    storage: {
      from: () => ({
        upload,
        getPublicUrl: (path: string) => ({ data: { publicUrl: `https://storage.example/${path}` } }),
      }),
    },
  };
  return { client, invoke, upload, tables };
}

/** What functions-js gives for a refusal of the function: `{ error: { code, message, field } }` with its status. */
export function functionRefusal(code: string, field?: string, status = 400) {
  return {
    data: null,
    error: {
      message: 'Edge Function returned a non-2xx status code',
      context: new Response(JSON.stringify({ error: { code, message: code, field } }), { status }),
    },
  };
}
