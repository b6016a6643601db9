// The published content as the e2e run's backend holds it: what a visitor reads (rpc published_content, as anon)
// and a change the owner publishes the way the admin does (the content-admin Edge Function, the demo admin at
// aal2), for the specs that check visitors see it without a rebuild.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from './accounts';
import { adminAal2Token, apiKeyOf } from './content-db';

export interface PublishedDocument {
  kind: 'article' | 'page';
  key: string;
  content: { shared: unknown; en?: unknown; fr?: unknown };
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

async function contentAdmin(api: APIRequestContext, apiKey: string, token: string, body: object) {
  const response = await api.post(`${API_URL}/functions/v1/content-admin`, {
    headers: { apikey: apiKey, Authorization: `Bearer ${token}` },
    data: body,
  });
  if (!response.ok())
    throw new Error(`content-admin ${JSON.stringify(body).slice(0, 80)}: ${await response.text()}`);
  return (await response.json()) as { document: DocumentRow };
}

/**
 * Saves a change to a document's draft and publishes it now, as the owner; answers a function that puts the
 * draft back and publishes it again.
 */
export async function publishAsOwner<Content>(
  api: APIRequestContext,
  apiKey: string,
  kind: PublishedDocument['kind'],
  key: string,
  change: (draft: Content) => Content,
): Promise<() => Promise<void>> {
  const token = await adminAal2Token(api, apiKey);
  const found = await api.get(
    `${API_URL}/rest/v1/content_documents?select=id,draft&kind=eq.${kind}&key=eq.${encodeURIComponent(key)}`,
    { headers: { apikey: apiKey, Authorization: `Bearer ${token}` } },
  );
  const [document] = (await found.json()) as DocumentRow[];
  if (!document) throw new Error(`No ${kind} ${key}: ${found.status()}`);
  const publish = async (draft: unknown) => {
    await contentAdmin(api, apiKey, token, { action: 'save', id: document.id, kind, key, draft });
    await contentAdmin(api, apiKey, token, { action: 'publish', id: document.id });
  };
  await publish(change(document.draft as Content));
  return () => publish(document.draft);
}
