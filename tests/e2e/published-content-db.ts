// The published content as the e2e run's backend holds it: what a visitor reads (rpc published_content, as anon)
// and a change the owner publishes (the SQL the content-admin Edge Function calls, with the service role), for
// the specs that check visitors see it without a rebuild. The admin's editor has its own specs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from './accounts';
import { adminAal2Token, apiKeyOf } from './content-db';

export interface PublishedDocument {
  kind: 'article' | 'page';
  key: string;
  content: { shared: { related?: string[] }; en?: unknown; fr?: unknown };
  languages: string[];
  modified_at: string;
}

/** The app's publishable key, read from the request for the live published content a page sends. */
export async function appKey(page: Page, path = '/journal'): Promise<string> {
  const request = page.waitForRequest(
    (r) => r.url().startsWith(`${API_URL}/rest/v1/rpc/published_content`) && Boolean(r.headers()['apikey']),
  );
  await page.goto(path);
  return apiKeyOf(await request);
}

export async function publishedDocument(
  api: APIRequestContext,
  apiKey: string,
  kind: PublishedDocument['kind'],
  key: string,
): Promise<PublishedDocument> {
  const response = await api.get(`${API_URL}/rest/v1/rpc/published_content`, {
    headers: { apikey: apiKey, Authorization: `Bearer ${apiKey}` },
  });
  if (!response.ok()) throw new Error(`published_content: ${response.status()} ${await response.text()}`);
  const rows = (await response.json()) as PublishedDocument[];
  const row = rows.find((candidate) => candidate.kind === kind && candidate.key === key);
  if (!row) throw new Error(`Nothing published as ${kind} ${key}`);
  return row;
}

interface DocumentRow {
  id: string;
  draft: unknown;
}

/** The run's secret key (role service_role), which scripts/e2e-server.mjs writes beside the build. */
function secretKey(): string {
  const file = path.resolve(
    import.meta.dirname,
    '../../.e2e',
    `backend-${process.env.E2E_PORT ?? 4173}.json`,
  );
  return (JSON.parse(readFileSync(file, 'utf8')) as { secretKey: string }).secretKey;
}

/** POST /rest/v1/rpc/<name> with the secret key: the content_* writes only the service role may call. */
async function serviceRpc(api: APIRequestContext, name: string, args: object): Promise<void> {
  const key = secretKey();
  const response = await api.post(`${API_URL}/rest/v1/rpc/${name}`, {
    // A server's request, not the browser's (Playwright's request context says Chrome): secret keys are refused
    // from browsers, on hosted as locally.
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'User-Agent': 'e2e-owner/1.0' },
    data: args,
  });
  if (!response.ok()) throw new Error(`${name}: ${response.status()} ${await response.text()}`);
}

/**
 * Saves a change to a document's draft and publishes it now, as the owner: the same SQL the content-admin Edge
 * Function calls (the demo admin as the actor, read at aal2 as the admin's editor reads it). Answers a function
 * that puts the draft back and publishes it again.
 */
export async function publishAsOwner<Content>(
  api: APIRequestContext,
  apiKey: string,
  kind: PublishedDocument['kind'],
  key: string,
  change: (draft: Content) => Content,
): Promise<() => Promise<void>> {
  const token = await adminAal2Token(api, apiKey);
  const auth = { apikey: apiKey, Authorization: `Bearer ${token}` };
  const admin = (await (await api.get(`${API_URL}/auth/v1/user`, { headers: auth })).json()) as {
    id: string;
  };
  const found = await api.get(
    `${API_URL}/rest/v1/content_documents?select=id,draft&kind=eq.${kind}&key=eq.${encodeURIComponent(key)}`,
    { headers: auth },
  );
  const [document] = (await found.json()) as DocumentRow[];
  if (!document) throw new Error(`No ${kind} ${key}: ${found.status()}`);
  const publish = async (draft: unknown) => {
    await serviceRpc(api, 'content_save_draft', {
      p_actor: admin.id,
      p_id: document.id,
      p_kind: kind,
      p_key: key,
      p_draft: draft,
    });
    await serviceRpc(api, 'content_publish', { p_actor: admin.id, p_id: document.id });
  };
  await publish(change(document.draft as Content));
  return () => publish(document.draft);
}
