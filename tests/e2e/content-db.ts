// Reads the rows the brand forms wrote, as the admin would: the app's own publishable key (taken from the
// request the form sent) and the admin demo account, against the e2e run's local backend.
import type { APIRequestContext, Request } from '@playwright/test';
import { ADMIN, API_URL, demoAdminTotpCode } from './accounts';

export function apiKeyOf(request: Request): string {
  const key = request.headers()['apikey'];
  if (!key) throw new Error(`No apikey header on ${request.url()}`);
  return key;
}

async function adminToken(api: APIRequestContext, apiKey: string): Promise<string> {
  const response = await api.post(`${API_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: apiKey },
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * GET /rest/v1/<table>?<query> as the admin at aal2: RLS lets admins read contacts and contact messages after the
 * second factor only (personal data, 20261127400000_admin_reads_aal2.sql).
 */
export async function adminSelect<T>(
  api: APIRequestContext,
  apiKey: string,
  table: string,
  query: string,
): Promise<T[]> {
  const token = await adminAal2Token(api, apiKey);
  const response = await api.get(`${API_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: apiKey, Authorization: `Bearer ${token}` },
  });
  if (!response.ok())
    throw new Error(`Select on ${table} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T[];
}

/**
 * The demo admin's token at aal2 (password, then the TOTP factor's challenge and verify), as admin writes need.
 */
export async function adminAal2Token(api: APIRequestContext, apiKey: string): Promise<string> {
  const token = await adminToken(api, apiKey);
  const auth = { apikey: apiKey, Authorization: `Bearer ${token}` };
  const user = (await (await api.get(`${API_URL}/auth/v1/user`, { headers: auth })).json()) as {
    factors?: { id: string; factor_type: string; status: string }[];
  };
  const factor = user.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified');
  if (!factor) throw new Error('The demo admin has no verified TOTP factor');
  const challenge = await api.post(`${API_URL}/auth/v1/factors/${factor.id}/challenge`, { headers: auth });
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verify = await api.post(`${API_URL}/auth/v1/factors/${factor.id}/verify`, {
    headers: auth,
    data: { challenge_id: challengeId, code: demoAdminTotpCode() },
  });
  if (!verify.ok()) throw new Error(`TOTP verify failed: ${verify.status()} ${await verify.text()}`);
  return ((await verify.json()) as { access_token: string }).access_token;
}

/** POST /rest/v1/<table> as the admin at aal2; answers the inserted rows. */
export async function adminInsert<T>(
  api: APIRequestContext,
  apiKey: string,
  table: string,
  row: Record<string, unknown>,
): Promise<T[]> {
  const token = await adminAal2Token(api, apiKey);
  const response = await api.post(`${API_URL}/rest/v1/${table}`, {
    headers: { apikey: apiKey, Authorization: `Bearer ${token}`, Prefer: 'return=representation' },
    data: row,
  });
  if (!response.ok())
    throw new Error(`Insert into ${table} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T[];
}
