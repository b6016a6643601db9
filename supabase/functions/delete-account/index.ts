// delete-account: the erasure of a person (GDPR art. 17), in two forms.
//
// - A member deletes their own account: POST { password } with their access token. The password is checked
//   again here, on the server, by a password grant against the Auth API (the session it opens is signed out at
//   once). Auth limits wrong passwords per client address, and every call of this function reaches Auth from
//   the function's own address: so the grant carries the caller's address (cf-connecting-ip, set by the edge)
//   in Sb-Forwarded-For with the secret key, which Auth trusts with it (hosted: "IP address forwarding" on).
//   Wrong passwords then slow the caller's client only, never every member at once nor the owner elsewhere.
//   An account with a verified TOTP factor must call with an aal2 session. Then public.erase_person(p_user_id)
//   runs with the service role, and the auth user is deleted with the admin API (DELETE /auth/v1/admin/users/{id}).
// - An admin erases a CRM contact: POST { contact_id } with the admin's access token. erase_person runs with
//   the admin's own token, so SQL checks the admin role and aal2 itself; a contact with an account has that
//   account deleted too (never an admin's: SQL refuses).
//
// Both answer { erased: true, orders_kept, account_deleted }. Errors: { error: { code, message } } with
// sign_in_required 401, invalid_request 400, invalid_password 403, two_factor_required 403, forbidden 403,
// cannot_erase_admin 403, person_not_found 404, orders_in_progress 409 (message: the order numbers),
// rate_limited 429, account_not_deleted 500.
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../_shared/database-api.ts';
import { jsonObject } from '../_shared/json-answer.ts';
import { bearerToken, identifyCaller } from '../_shared/bearer.ts';
import { publishableKeys, requireEnv, secretKey } from '../_shared/env.ts';
import { failure, json, jsonBody, preflight } from '../_shared/http.ts';
import { serviceClient } from '../_shared/service-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SqlError {
  code?: string;
  message?: string;
  details?: string | null;
}

interface Erased {
  user_id: string | null;
  orders_kept: number;
}

function sqlFailure(error: SqlError): Response {
  switch (error.message) {
    case 'two_factor_required':
      return failure(403, 'two_factor_required', 'Two-factor authentication (aal2) is required');
    case 'admins_only':
      return failure(403, 'forbidden', 'Only an admin may erase a contact');
    case 'cannot_erase_admin':
      return failure(403, 'cannot_erase_admin', "An admin's account is not erased from the CRM");
    case 'person_not_found':
      return failure(404, 'person_not_found', 'No such person');
    case 'orders_in_progress':
      return failure(409, 'orders_in_progress', error.details ?? 'Orders are in progress');
    case 'invalid_request':
      return failure(400, 'invalid_request', error.details ?? 'Invalid request');
    default:
      console.error('erase_person failed:', error.code, error.message);
      return failure(500, 'server_error', 'The erasure failed');
  }
}

/**
 * The Auth API with the secret key, so that Auth counts the attempt against `client` (Sb-Forwarded-For) and
 * not against this function's own address; a user's token, when given, is who the call is for.
 */
async function authFetch(
  path: string,
  init: RequestInit & { token?: string; client?: string | null } = {},
): Promise<Response> {
  const { token, client, ...request } = init;
  return fetch(`${requireEnv('SUPABASE_URL')}/auth/v1${path}`, {
    ...request,
    headers: {
      apikey: secretKey(),
      'Content-Type': 'application/json',
      ...(client ? { 'Sb-Forwarded-For': client } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** 'ok', 'wrong' or 'limited': a password grant for `client`, whose new session is signed out at once. */
async function checkPassword(
  email: string,
  password: string,
  client: string | null,
): Promise<'ok' | 'wrong' | 'limited'> {
  const response = await authFetch('/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
    client,
  });
  if (response.status === 429) {
    await response.body?.cancel();
    return 'limited';
  }
  if (!response.ok) {
    await response.body?.cancel();
    return 'wrong';
  }
  const session = (await response.json()) as { access_token?: string };
  if (session.access_token) {
    const out = await authFetch('/logout?scope=local', { method: 'POST', token: session.access_token });
    await out.body?.cancel();
  }
  return 'ok';
}

async function deleteAuthUser(userId: string): Promise<boolean> {
  const { error } = await serviceClient().auth.admin.deleteUser(userId);
  if (error && error.status !== 404) {
    console.error('deleteUser failed:', error.status, error.message);
    return false;
  }
  return true;
}

async function deleteOwnAccount(
  token: string,
  userId: string,
  claims: Record<string, unknown>,
  password: unknown,
  client: string | null,
) {
  if (typeof password !== 'string' || password === '' || password.length > 1000) {
    return failure(400, 'invalid_request', 'Type your password to delete your account');
  }
  // The account as Auth knows it now (its address and second factors), read with the caller's own token.
  const { data, error } = await serviceClient().auth.getUser(token);
  if (error || !data.user || data.user.id !== userId || !data.user.email) {
    return failure(401, 'sign_in_required', 'Sign in again to delete your account');
  }
  const hasSecondFactor = (data.user.factors ?? []).some((factor) => factor.status === 'verified');
  if (hasSecondFactor && claims.aal !== 'aal2') {
    return failure(403, 'two_factor_required', 'Confirm your authenticator code first (aal2)');
  }
  const checked = await checkPassword(data.user.email, password, client);
  if (checked === 'limited') return failure(429, 'rate_limited', 'Too many attempts; try again later');
  if (checked === 'wrong') return failure(403, 'invalid_password', 'The password is not right');

  const erased = await serviceClient().rpc('erase_person', { p_user_id: userId });
  if (erased.error) return sqlFailure(erased.error);
  const result = jsonObject<Erased>(erased.data, ['user_id', 'orders_kept'], 'erase_person');
  if (!(await deleteAuthUser(userId))) {
    return failure(
      500,
      'account_not_deleted',
      'Your data was erased but the account could not be closed; try again',
    );
  }
  return json(200, { erased: true, orders_kept: result.orders_kept, account_deleted: true });
}

async function eraseContact(token: string, contactId: unknown) {
  if (typeof contactId !== 'string' || !UUID.test(contactId)) {
    return failure(400, 'invalid_request', 'contact_id must be a UUID');
  }
  const key = publishableKeys()[0] ?? '';
  // The admin's own token: erase_person checks the admin role and aal2 in SQL.
  const asAdmin = createClient<Database>(requireEnv('SUPABASE_URL'), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const erased = await asAdmin.rpc('erase_person', { p_contact_id: contactId });
  if (erased.error) return sqlFailure(erased.error);
  const result = jsonObject<Erased>(erased.data, ['user_id', 'orders_kept'], 'erase_person');
  if (result.user_id && !(await deleteAuthUser(result.user_id))) {
    return failure(
      500,
      'account_not_deleted',
      'The data was erased but the account could not be deleted; try again',
    );
  }
  return json(200, {
    erased: true,
    orders_kept: result.orders_kept,
    account_deleted: Boolean(result.user_id),
  });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');
  const caller = await identifyCaller(req);
  const token = bearerToken(req);
  if (caller.kind !== 'user' || !token) {
    return failure(401, 'sign_in_required', 'Sign in to delete an account');
  }
  const read = await jsonBody(req);
  if (!read.ok) return read.response;
  const body = read.value as { password?: unknown; contact_id?: unknown };
  if (body === null || typeof body !== 'object')
    return failure(400, 'invalid_request', 'The body must be an object');
  if (body.contact_id !== undefined) return eraseContact(token, body.contact_id);
  // The caller's address as the edge reports it (Cloudflare on hosted, the local gateway here): not forgeable.
  return deleteOwnAccount(
    token,
    caller.id,
    caller.claims,
    body.password,
    req.headers.get('cf-connecting-ip'),
  );
}

Deno.serve(handler);
