// Configuration of the payment functions, read from the environment (Deno.env on Supabase and locally).

export type ProviderName = 'test' | 'stripe';

export function env(key: string): string | undefined {
  const value = Deno.env.get(key);
  return value === undefined || value === '' ? undefined : value;
}

export function requireEnv(key: string): string {
  const value = env(key);
  if (!value) throw new Error(`${key} is not set`);
  return value;
}

/**
 * The values of a key dictionary as hosted injects it (SUPABASE_SECRET_KEYS = {"default": "sb_secret_..."}),
 * the `default` entry first.
 */
function keyDictionary(name: string): string[] {
  const raw = env(name);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${name} must be a JSON object of named keys, e.g. {"default":"sb_..."}`);
  }
  const entries = Object.entries(parsed as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .sort(([a], [b]) => (a === 'default' ? -1 : b === 'default' ? 1 : 0));
  return entries.map(([, value]) => value);
}

/**
 * The server key: SUPABASE_SECRET_KEYS' default (what hosted injects), else SUPABASE_SECRET_KEY (a single-key
 * setup), else the legacy SUPABASE_SERVICE_ROLE_KEY.
 */
export function secretKey(): string {
  const [key] = secretKeys();
  if (!key) {
    throw new Error('None of SUPABASE_SECRET_KEYS, SUPABASE_SECRET_KEY or SUPABASE_SERVICE_ROLE_KEY is set');
  }
  return key;
}

/** Every key that means "the app, nobody signed in": the publishable keys and the legacy anon key. */
export function publishableKeys(): string[] {
  return [
    ...keyDictionary('SUPABASE_PUBLISHABLE_KEYS'),
    env('SUPABASE_PUBLISHABLE_KEY'),
    env('SUPABASE_ANON_KEY'),
  ].filter((key): key is string => Boolean(key));
}

/** Every key that means "one of our servers": the secret keys and the legacy service_role key. */
export function secretKeys(): string[] {
  return [
    ...keyDictionary('SUPABASE_SECRET_KEYS'),
    env('SUPABASE_SECRET_KEY'),
    env('SUPABASE_SERVICE_ROLE_KEY'),
  ].filter((key): key is string => Boolean(key));
}

export function isProduction(): boolean {
  return env('APP_ENV') === 'production';
}

/** Stripe when a secret key is set (or PAYMENT_PROVIDER says so); the test provider only outside production. */
export function paymentProvider(): ProviderName | undefined {
  const chosen = env('PAYMENT_PROVIDER') ?? (env('STRIPE_SECRET_KEY') ? 'stripe' : 'test');
  if (chosen === 'stripe') return 'stripe';
  if (chosen === 'test' && !isProduction()) return 'test';
  return undefined;
}

/**
 * The test provider's webhook secret: TEST_WEBHOOK_SECRET, else one derived from the server key, so that only
 * this backend can sign test events and nothing needs configuring locally.
 */
export async function testWebhookSecret(): Promise<string> {
  const configured = env('TEST_WEBHOOK_SECRET');
  if (configured) return configured;
  const material = new TextEncoder().encode(`test-payment-webhook:${secretKey()}`);
  const digest = await crypto.subtle.digest('SHA-256', material);
  return `whsec_test_${toHex(new Uint8Array(digest))}`;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Where payment pages may send the customer back to: SITE_URL and ALLOWED_ORIGINS (comma separated), and
 * outside production any localhost or 127.0.0.1 origin (the dev server and the e2e preview).
 */
export function isAllowedOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || !['http:', 'https:'].includes(url.protocol)) return false;
  const listed = [env('SITE_URL'), ...(env('ALLOWED_ORIGINS') ?? '').split(',')]
    .map((entry) => entry?.trim())
    .filter((entry): entry is string => Boolean(entry))
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        return undefined;
      }
    });
  if (listed.includes(origin)) return true;
  return !isProduction() && ['localhost', '127.0.0.1'].includes(url.hostname);
}
