// Public reads straight from PostgREST with the publishable key, for the pages a visitor lands on: the
// product list must not wait for supabase-js (about 50 KB gzip) to download before it can even ask.
// Same rows and RLS as the client's query (the anon role), a plain fetch instead.
import { readEnv } from './env';

export class PublicRestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PublicRestError';
  }
}

/** GET /rest/v1/<path> as anon, e.g. `products_public?select=*&order=price.asc`. */
export async function publicRestGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const env = readEnv();
  const response = await fetch(`${env.supabaseUrl}/rest/v1/${path}`, {
    headers: {
      apikey: env.supabasePublishableKey,
      Authorization: `Bearer ${env.supabasePublishableKey}`,
      Accept: 'application/json',
    },
    signal: init.signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new PublicRestError(response.status, String(body?.message ?? response.statusText));
  }
  return (await response.json()) as T;
}
