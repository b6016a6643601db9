// Runs the edge functions' modules inside a test worker: a Deno global whose env the test controls (the local
// backend's URL and keys, plus whatever a test sets, e.g. a fake Stripe), so a handler can be called directly.
import { anonKey, serviceRoleKey, supabaseUrl } from './helpers';

const vars = new Map<string, string>();

export function installEdgeRuntime(extra: Record<string, string> = {}): void {
  vars.clear();
  vars.set('SUPABASE_URL', supabaseUrl());
  vars.set('SUPABASE_ANON_KEY', anonKey());
  vars.set('SUPABASE_SERVICE_ROLE_KEY', serviceRoleKey());
  for (const [key, value] of Object.entries(extra)) vars.set(key, value);
  const global = globalThis as { Deno?: unknown; WebSocket?: unknown };
  global.WebSocket ??= class NoWebSocket {
    constructor() {
      throw new Error('Realtime is not used by the functions');
    }
  };
  global.Deno ??= {
    env: { get: (key: string) => vars.get(key) },
    serve: () => ({ finished: Promise.resolve() }),
  };
}

export function setEdgeEnv(key: string, value: string | undefined): void {
  if (value === undefined) vars.delete(key);
  else vars.set(key, value);
}

/** The secret the local backend's test provider signs webhooks with (derived there the same way). */
export async function testWebhookSecretFor(): Promise<string> {
  if (!vars.has('SUPABASE_SERVICE_ROLE_KEY')) installEdgeRuntime();
  const { testWebhookSecret } = await import('../../supabase/functions/_shared/env.ts');
  return testWebhookSecret();
}
