// What the Auth conformance tests share: raw requests with the service role or the publishable key, users
// made through the admin API (so the tests hold whether config.toml asks for e-mail confirmations or not),
// and the setting the backend reads from config.toml.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { readProjectConfig } from '../../supabase/local/config.ts';
import { publishableKey, secretKey, serviceClient, supabaseUrl, uniqueEmail } from '../integration/helpers';

export interface RawAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A request to /auth/v1 as supabase-js sends it (API version header), with the given key as apikey and bearer. */
export async function authFetch(
  pathAndQuery: string,
  init: { method?: string; body?: unknown; key?: string; bearer?: string | null; versioned?: boolean } = {},
): Promise<RawAnswer> {
  const key = init.key ?? publishableKey();
  const headers: Record<string, string> = { apikey: key, 'Content-Type': 'application/json' };
  const bearer = init.bearer === undefined ? key : init.bearer;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (init.versioned !== false) headers['X-Supabase-Api-Version'] = '2024-01-01';
  const response = await fetch(`${supabaseUrl()}/auth/v1${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

export const adminFetch = (
  pathAndQuery: string,
  init: { method?: string; body?: unknown; versioned?: boolean } = {},
): Promise<RawAnswer> => authFetch(pathAndQuery, { ...init, key: secretKey() });

/** A confirmed user with a password, made with the admin API. */
export async function confirmedUser(
  label = 'conf',
  metadata: Record<string, unknown> = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = `pw-${randomUUID()}`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: metadata,
  });
  if (error || !data.user) throw new Error(`admin.createUser failed: ${error?.message ?? 'no user'}`);
  return { id: data.user.id, email, password };
}

/** `[auth.email] enable_confirmations` of supabase/config.toml, read as the local backend reads it. */
export function confirmationsOn(): boolean {
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), '../../supabase/config.toml');
  return readProjectConfig(file).enableConfirmations ?? false;
}
