// The one typed Supabase client. Import it lazily (see get-supabase.ts) so it stays out of the first load.
import { createClient } from '@supabase/supabase-js';
import type { Database } from './database-api';
import { readEnv } from './env';

const env = readEnv();

export const supabase = createClient<Database>(env.supabaseUrl, env.supabasePublishableKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});

export type SupabaseClient = typeof supabase;
