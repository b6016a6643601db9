// content-admin (issue 31): the only way the shop's words are written. Admins at aal2 only; article bodies are
// sanitized before SQL stores them and a link to a refused URL saves nothing; slugs are checked; what visitors read
// (rpc published_content) follows publish now, a schedule, a language left incomplete, unpublish and delete; a
// revision restores. The build hook has its own backend: content-build-hook.test.ts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  newMember,
  publishableKey,
  serviceClient,
  supabaseUrl,
  tokenOf,
  type Client,
} from './helpers';

interface Answer {
  status: number;
  body: {
    document?: Record<string, unknown> & { id: string; draft: Draft };
    missing?: { en?: string[]; fr?: string[] };
    error?: { code: string; message: string; field?: string; missing?: { en?: string[]; fr?: string[] } };
  };
}

interface Draft {
  shared: Record<string, unknown>;
  en: Record<string, string>;
  fr: Record<string, string>;
}

let admin: Client;

beforeAll(async () => {
  admin = await adminClient();
});

async function contentAdmin(client: Client | undefined, body: unknown): Promise<Answer> {
  const token = client ? await tokenOf(client) : publishableKey();
  const response = await fetch(`${supabaseUrl()}/functions/v1/content-admin`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: publishableKey(),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const slug = (label: string): string => `${label}-${randomUUID().slice(0, 8)}`;

function language(title: string, body: string): Record<string, string> {
  return {
    title,
    description: `${title}: what it is about`,
    excerpt: `${title}, in short`,
    keywords: 'rose, harvest',
    coverAlt: '',
    body,
  };
}

function article(en: Record<string, string>, fr: Record<string, string>): Draft {
  return { shared: { author: 'Claire', date: '2026-11-20', cover: null, related: [] }, en, fr };
}

const complete = (): Draft =>
  article(
    language('Harvest', '<p>The rose hips ripen.</p>'),
    language('Récolte', '<p>Les cynorrhodons mûrissent.</p>'),
  );

async function saved(key: string, draft: Draft = complete()): Promise<string> {
  const answer = await contentAdmin(admin, { action: 'save', kind: 'article', key, draft });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.document!.id;
}

interface PublishedRow {
  kind: string;
  key: string;
  languages: string[];
  content: { en?: { title: string }; fr?: { title: string } };
}

async function publishedArticle(key: string): Promise<PublishedRow | undefined> {
  const { data, error } = await anonClient().rpc('published_content');
  expect(error).toBeNull();
  return (data as PublishedRow[]).find((row) => row.kind === 'article' && row.key === key);
}

async function documentsWithKey(key: string): Promise<number> {
  const { data, error } = await serviceClient().from('content_documents').select('id').eq('key', key);
  expect(error).toBeNull();
  return data!.length;
}

describe('content-admin callers', () => {
  it('serves admins at aal2 only', async () => {
    const draft = complete();
    const key = slug('callers');
    const member = await newMember('Content Reader');
    const refusals = [
      [undefined, 401, 'content_forbidden'],
      [member.client, 403, 'content_forbidden'],
      [await adminClientAal1(), 403, 'two_factor_required'],
    ] as const;
    for (const [client, status, code] of refusals) {
      const answer = await contentAdmin(client, { action: 'save', kind: 'article', key, draft });
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
    }
    expect(await documentsWithKey(key)).toBe(0);
  });

  it('leaves the content SQL to the service role, so nobody skips the sanitizer through the API', async () => {
    const { error } = await admin.rpc(
      'content_save_draft' as never,
      {
        p_actor: randomUUID(),
        p_id: null,
        p_kind: 'article',
        p_key: slug('direct'),
        p_draft: complete(),
        p_autosave: false,
      } as never,
    );
    expect(error?.code).toBe('42501');
  });
});

describe('content-admin save', () => {
  it('stores hostile HTML sanitized, in both languages', async () => {
    const key = slug('hostile');
    const draft = article(
      language(
        'Hostile',
        '<p onclick="alert(1)">Hi<script>alert(1)</script><img src="/m.webp" onerror="alert(1)"></p>',
      ),
      language(
        'Hostile',
        '<svg><script>alert(1)</script></svg><p style="color:red">Salut</p><iframe src="https://e.example"></iframe>',
      ),
    );
    const answer = await contentAdmin(admin, { action: 'save', kind: 'article', key, draft });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data, error } = await serviceClient()
      .from('content_documents')
      .select('draft')
      .eq('id', answer.body.document!.id)
      .single();
    expect(error).toBeNull();
    const stored = data!.draft as unknown as Draft;
    expect(stored.en.body).toBe('<p>Hi<img src="/m.webp"></p>');
    expect(stored.fr.body).toBe('<p>Salut</p>');
    expect(answer.body.document!.draft.en.body).toBe(stored.en.body);
  });

  it('refuses a javascript: link, naming the field, and saves nothing', async () => {
    const key = slug('script-link');
    const draft = article(
      language('Link', '<p>ok</p>'),
      language('Lien', '<p><a href="javascript:alert(document.cookie)">clic</a></p>'),
    );
    const answer = await contentAdmin(admin, { action: 'save', kind: 'article', key, draft });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'content_link_refused', field: 'fr.body' });
    expect(await documentsWithKey(key)).toBe(0);
  });

  it('refuses a missing, malformed or used slug', async () => {
    const draft = complete();
    const missing = await contentAdmin(admin, { action: 'save', kind: 'article', draft });
    expect([missing.status, missing.body.error?.code]).toEqual([400, 'content_slug_required']);
    for (const key of ['Harvest Notes', 'harvest--notes', '-harvest', 'récolte', 'a'.repeat(97)]) {
      const invalid = await contentAdmin(admin, { action: 'save', kind: 'article', key, draft });
      expect([invalid.status, invalid.body.error?.code], key).toEqual([400, 'content_slug_invalid']);
    }
    const key = slug('taken');
    await saved(key);
    const taken = await contentAdmin(admin, { action: 'save', kind: 'article', key, draft });
    expect([taken.status, taken.body.error?.code]).toEqual([409, 'content_slug_taken']);
    expect(await documentsWithKey(key)).toBe(1);
  });
});

/** The journal as it was in src/content, seeded by 20261129200050_content_seed.sql. */
const SEEDED_ARTICLES = [
  'a-morning-at-the-immortelle-harvest',
  'two-drops-of-gold',
  'porcelain-since-1863',
  'the-printmaker-of-arles',
];

describe('content-admin and the seeded content', () => {
  it('saves every seeded article and page back unchanged, and refuses a page of another shape', async () => {
    const { data: documents, error } = await serviceClient()
      .from('content_documents')
      .select('id, kind, key, draft')
      .or(`kind.eq.page,key.in.(${SEEDED_ARTICLES.join(',')})`);
    expect(error).toBeNull();
    const seeded = documents!;
    expect(seeded).toHaveLength(5 + SEEDED_ARTICLES.length);
    for (const document of seeded) {
      const answer = await contentAdmin(admin, { action: 'save', ...document, autosave: true });
      expect(answer.status, `${document.key}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.document!.draft, document.key).toEqual(document.draft);
    }
    const home = seeded.find((document) => document.key === 'home')!;
    const reshaped = {
      ...(home.draft as unknown as Draft),
      en: { ...(home.draft as unknown as Draft).en, extra: 'x' },
    };
    const refused = await contentAdmin(admin, {
      action: 'save',
      id: home.id,
      kind: 'page',
      key: 'home',
      draft: reshaped,
    });
    expect([refused.status, refused.body.error?.code]).toEqual([400, 'content_shape_changed']);
  });
});

describe('content-admin publishing', () => {
  it('publishes now for visitors; a scheduled publish stays hidden before its time', async () => {
    const now = slug('now');
    const nowId = await saved(now);
    expect(await publishedArticle(now)).toBeUndefined();
    const published = await contentAdmin(admin, { action: 'publish', id: nowId });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await publishedArticle(now)).toMatchObject({ languages: ['en', 'fr'] });

    const later = slug('later');
    const laterId = await saved(later);
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await contentAdmin(admin, { action: 'publish', id: laterId, at });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(new Date(String(scheduled.body.document!.scheduled_for)).toISOString()).toBe(at);
    expect(await publishedArticle(later)).toBeUndefined();

    const past = await contentAdmin(admin, { action: 'publish', id: laterId, at: '2020-01-01T00:00:00Z' });
    expect([past.status, past.body.error?.code]).toEqual([400, 'content_schedule_past']);
  });

  it('publishes an incomplete French in English only, and says what French lacks', async () => {
    const key = slug('english-only');
    const id = await saved(key, article(language('Harvest', '<p>Ripe.</p>'), language('', '<p></p>')));
    const published = await contentAdmin(admin, { action: 'publish', id });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.missing?.en ?? []).toEqual([]);
    expect(published.body.missing?.fr).toEqual(expect.arrayContaining(['title', 'body']));
    const row = await publishedArticle(key);
    expect(row?.languages).toEqual(['en']);
    expect(row?.content.fr).toBeUndefined();
    expect(row?.content.en?.title).toBe('Harvest');

    const bodiless = await saved(slug('bodiless'), article(language('Draft', ''), language('Brouillon', '')));
    const refused = await contentAdmin(admin, { action: 'publish', id: bodiless });
    expect([refused.status, refused.body.error?.code]).toEqual([400, 'content_nothing_complete']);
    expect(refused.body.error).toMatchObject({ missing: { en: ['body'], fr: ['body'] } });
    const untitled = await saved(
      slug('untitled'),
      article(language('', '<p>x</p>'), language('', '<p>x</p>')),
    );
    const noTitle = await contentAdmin(admin, { action: 'publish', id: untitled });
    expect([noTitle.status, noTitle.body.error?.code]).toEqual([400, 'content_title_required']);
  });

  it('cancels a schedule, takes an article off the site, and deletes it, never a brand page', async () => {
    const key = slug('off');
    const id = await saved(key);
    const at = new Date(Date.now() + 3600_000).toISOString();
    expect((await contentAdmin(admin, { action: 'publish', id, at })).status).toBe(200);
    const cancelled = await contentAdmin(admin, { action: 'cancel-schedule', id });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.document!.scheduled_for).toBeNull();

    expect((await contentAdmin(admin, { action: 'publish', id })).status).toBe(200);
    expect(await publishedArticle(key)).toBeDefined();
    const unpublished = await contentAdmin(admin, { action: 'unpublish', id });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    expect(await publishedArticle(key)).toBeUndefined();

    const deleted = await contentAdmin(admin, { action: 'delete', id });
    expect(deleted).toEqual({ status: 200, body: { document: null } });
    expect(await documentsWithKey(key)).toBe(0);

    const { data: home } = await serviceClient()
      .from('content_documents')
      .select('id')
      .eq('kind', 'page')
      .eq('key', 'home')
      .single();
    const page = await contentAdmin(admin, { action: 'delete', id: home!.id });
    expect([page.status, page.body.error?.code]).toEqual([404, 'content_not_found']);
  });

  it('answers content_not_found for a document that does not exist', async () => {
    const answer = await contentAdmin(admin, { action: 'publish', id: randomUUID() });
    expect([answer.status, answer.body.error?.code]).toEqual([404, 'content_not_found']);
  });
});

describe('content-admin revisions', () => {
  it('restores the draft of an earlier revision', async () => {
    const key = slug('revisions');
    const first = complete();
    const id = await saved(key, first);
    const second = article(language('Harvest, revised', '<p>Later.</p>'), first.fr);
    const resaved = await contentAdmin(admin, { action: 'save', id, kind: 'article', key, draft: second });
    expect(resaved.status).toBe(200);
    expect(resaved.body.document!.draft.en.title).toBe('Harvest, revised');

    const { data: revisions, error } = await serviceClient()
      .from('content_revisions')
      .select('id, content')
      .eq('document_id', id)
      .order('id');
    expect(error).toBeNull();
    const earlier = revisions!.find(
      (revision) => (revision.content as unknown as Draft).en.title === 'Harvest',
    );
    expect(earlier).toBeDefined();
    const restored = await contentAdmin(admin, { action: 'restore', revisionId: earlier!.id });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.document!.draft.en.title).toBe('Harvest');
    expect(restored.body.document!.draft.en.body).toBe('<p>The rose hips ripen.</p>');
  });
});

describe('content-admin settings', () => {
  it('keeps the hook URL through set-build-hook, https only', async () => {
    const refused = await contentAdmin(admin, { action: 'set-build-hook', url: 'javascript:alert(1)' });
    expect([refused.status, refused.body.error?.code]).toEqual([400, 'content_build_hook_invalid']);
    const url = 'https://api.netlify.com/build_hooks/0123456789abcdef';
    const set = await contentAdmin(admin, { action: 'set-build-hook', url });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const { data } = await admin.from('content_settings').select('build_hook_url').single();
    expect(data?.build_hook_url).toBe(url);
    expect((await contentAdmin(admin, { action: 'set-build-hook', url: null })).status).toBe(200);
  });
});
