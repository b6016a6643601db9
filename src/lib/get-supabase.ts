// Loads the Supabase client on demand: it weighs about 50 KB gzip and is not needed for the first paint.
import type { SupabaseClient } from './supabase';

let pending: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  pending ??= import('./supabase').then((module) => module.supabase);
  return pending;
}

/** Starts loading the client once the browser is idle after first paint. */
export function preloadSupabase(): void {
  const start = () => void getSupabase().catch((error: unknown) => console.error(error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}
