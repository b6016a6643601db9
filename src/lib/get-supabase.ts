// Loads the Supabase client on demand: it weighs about 50 KB gzip and is not needed for the first paint.
import type { SupabaseClient } from './supabase';

let pending: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  pending ??= import('./supabase').then((module) => module.supabase);
  return pending;
}
