// Reads the rows the brand forms wrote, as the admin would: the app's own publishable key (taken from the
// request the form sent) and the admin demo account, against the e2e run's local backend.
import type { APIRequestContext, Request } from '@playwright/test';
import { ADMIN, API_URL } from './accounts';

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

/** GET /rest/v1/<table>?<query> as the admin; RLS lets admins read contacts and contact messages. */
export async function adminSelect<T>(
  api: APIRequestContext,
  apiKey: string,
  table: string,
  query: string,
): Promise<T[]> {
  const token = await adminToken(api, apiKey);
  const response = await api.get(`${API_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: apiKey, Authorization: `Bearer ${token}` },
  });
  if (!response.ok())
    throw new Error(`Select on ${table} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T[];
}
