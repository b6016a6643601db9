// The server client the functions use for their SQL functions and to verify callers' tokens (never sent to a
// browser): the secret key, the legacy service_role key as a fallback (env.ts). Typed by the app's generated
// Database (npm run db:types): a type-only import, erased before the function runs.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database-api.ts';
import { requireEnv, secretKey } from './env.ts';

export type ServiceClient = SupabaseClient<Database>;

let client: ServiceClient | undefined;

export function serviceClient(): ServiceClient {
  client ??= createClient<Database>(requireEnv('SUPABASE_URL'), secretKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}
