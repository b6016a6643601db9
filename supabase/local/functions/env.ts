// What a function's Deno.env holds: what hosted injects (platform.ts), then supabase/functions/.env, then the
// backend's own secrets. Names starting SUPABASE_ are the platform's: hosted refuses them as secrets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BackendContext } from '../context.ts';
import { functionSecrets } from './platform.ts';

/** `KEY=value` lines, as `supabase functions serve --env-file` reads them. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * `defaults`: what this backend gives unless .env or `extra` set it (the local mailbox's SMTP address);
 * `extra`: startLocalBackend's functionsEnv, over .env.
 */
export function functionEnv(
  ctx: BackendContext,
  defaults: Record<string, string>,
  extra: Record<string, string>,
): Record<string, string> {
  const file = path.join(ctx.functionsDir, '.env');
  const secrets = {
    ...defaults,
    ...(existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : {}),
    ...extra,
  };
  const own = Object.entries(secrets).filter(([key]) => {
    if (!key.startsWith('SUPABASE_')) return true;
    console.error(`[functions] ${key} skipped: names starting with SUPABASE_ are reserved`);
    return false;
  });
  return { ...Object.fromEntries(own), ...functionSecrets(ctx) };
}
