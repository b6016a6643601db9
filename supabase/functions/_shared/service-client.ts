// The server client the functions use for their SQL functions and to verify callers' tokens (never sent to a
// browser): the secret key, the legacy service_role key as a fallback (env.ts).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { requireEnv, secretKey } from './env.ts';

let client: SupabaseClient | undefined;

export function serviceClient(): SupabaseClient {
  client ??= createClient(requireEnv('SUPABASE_URL'), secretKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}
