// Issue 31: the owner's words in the database (supabase/schemas/content/). What visitors read
// (published_content), what nobody but the content-admin Edge Function may write (the content_* functions are the
// service role's), and the rules of publishing: complete languages only, scheduled versions hidden until their
// time, page structure fixed, revisions restorable. The Edge Function's own checks are in content-admin.test.ts.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  newMember,
  ownerDb,
  serviceClient,
  untyped,
  type Client,
} from './helpers';

interface PublishedRow {
  kind: string;
  key: string;
  content: { shared: Record<string, unknown>; en?: Record<string, unknown>; fr?: Record<string, unknown> };
  languages: string[];
}

let actor: string;
let service: ReturnType<typeof untyped>;
let db: pg.Client;

const texts = (title: string) => ({
  title,
  description: title && `${title}: description`,
  excerpt: title && `${title}: excerpt`,
  keywords: 'immortelle',
  coverAlt: '',
  body: title && `<p>${title} body</p>`,
});
const article = (title: string, fr: Record<string, string> = texts(`${title} FR`)) => ({
  shared: { author: 'Claire', date: '2026-11-20', cover: null, related: [] },
  en: texts(title),
  fr,
});

async function published(client: Client = anonClient()): Promise<PublishedRow[]> {
  const { data, error } = await untyped(client).rpc('published_content');
  if (error) throw new Error(error.message);
  return data as PublishedRow[];
}

async function save(document: object, key = `test-${randomUUID().slice(0, 8)}`, id: string | null = null) {
  return service.rpc('content_save_draft', {
    p_actor: actor,
    p_id: id,
    p_kind: 'article',
    p_key: key,
    p_draft: document,
    p_autosave: false,
  });
}

beforeAll(async () => {
  const admin = await adminClient();
  actor = (await admin.auth.getUser()).data.user!.id;
  service = untyped(serviceClient());
  db = await ownerDb();
});

afterAll(async () => {
  await db.end();
});

describe('the seed', () => {
  it('publishes the five brand pages and the four articles in both languages', async () => {
    const rows = await published();
    const pages = rows.filter((row) => row.kind === 'page').map((row) => row.key);
    expect(pages.sort()).toEqual(['commitment', 'experiences', 'home', 'ritual', 'story']);
    const articles = rows.filter((row) => row.kind === 'article');
    expect(articles.map((row) => row.key)).toEqual([
      'a-morning-at-the-immortelle-harvest',
      'two-drops-of-gold',
      'porcelain-since-1863',
      'the-printmaker-of-arles',
    ]);
    for (const row of rows) expect(row.languages).toEqual(['en', 'fr']);
    const home = rows.find((row) => row.key === 'home')!;
    expect((home.content.fr as { hero: { title: string } }).hero.title).toBe('Maison Immortela');
    expect((home.content.shared as { press: unknown[] }).press).toHaveLength(3);
  });
});

describe('who reads and writes', () => {
  it('gives anon and members no table, no draft and no write function', async () => {
    const member = await newMember('Content Reader');
    for (const client of [anonClient(), member.client]) {
      for (const table of ['content_documents', 'content_revisions', 'content_settings']) {
        const { data } = await untyped(client).from(table).select('*');
        expect(data ?? []).toEqual([]);
      }
      const write = await untyped(client).rpc('content_save_draft', {
        p_actor: actor,
        p_id: null,
        p_kind: 'article',
        p_key: 'forged',
        p_draft: article('Forged'),
        p_autosave: false,
      });
      expect(write.error?.code).toBe('42501');
    }
  });

  it('lets an admin read drafts only after two factors, and write only through the service role', async () => {
    const aal2 = await adminClient();
    const drafts = await untyped(aal2).from('content_documents').select('key, draft');
    expect(drafts.data?.length).toBeGreaterThanOrEqual(9);
    const aal1 = await adminClientAal1();
    expect((await untyped(aal1).from('content_documents').select('key')).data).toEqual([]);
    const direct = await untyped(aal2).rpc('content_publish', { p_actor: actor, p_id: randomUUID() });
    expect(direct.error?.code).toBe('42501');
  });

  it('refuses an actor who is not an admin', async () => {
    const member = await newMember('Not An Admin');
    const { error } = await service.rpc('content_save_draft', {
      p_actor: member.id,
      p_id: null,
      p_kind: 'article',
      p_key: 'not-mine',
      p_draft: article('Not mine'),
      p_autosave: false,
    });
    expect(error?.message).toBe('content_forbidden');
  });
});

describe('publishing', () => {
  it('never shows a draft, and publishes only the complete languages', async () => {
    const key = `draft-${randomUUID().slice(0, 8)}`;
    const saved = await save(article('Only English', { ...texts(''), title: 'Titre seul' }), key);
    expect(saved.error).toBeNull();
    expect((await published()).some((row) => row.key === key)).toBe(false);

    const result = await service.rpc('content_publish', { p_actor: actor, p_id: saved.data.id });
    expect(result.error).toBeNull();
    expect(result.data.missing).toEqual({ fr: ['description', 'excerpt', 'body'] });
    const row = (await published()).find((candidate) => candidate.key === key)!;
    expect(row.languages).toEqual(['en']);
    expect(row.content.fr).toBeUndefined();
    expect(result.data.document.published_by).toBe(actor);
  });

  it('keeps the last published words of a language the new draft leaves incomplete', async () => {
    const key = `keep-${randomUUID().slice(0, 8)}`;
    const first = await save(article('Version one'), key);
    await service.rpc('content_publish', { p_actor: actor, p_id: first.data.id });
    await save(article('Version two', { ...texts('Version deux FR'), body: '<p> </p>' }), key, first.data.id);
    const second = await service.rpc('content_publish', { p_actor: actor, p_id: first.data.id });
    expect(second.data.missing).toEqual({ fr: ['body'] });
    const row = (await published()).find((candidate) => candidate.key === key)!;
    expect(row.languages).toEqual(['en', 'fr']);
    expect(row.content.en!.title).toBe('Version two');
    expect(row.content.fr!.title).toBe('Version one FR');
  });

  it('refuses a draft complete in no language, and one without any title', async () => {
    const empty = await save({ ...article('x'), en: texts(''), fr: texts('') });
    const untitled = await service.rpc('content_publish', { p_actor: actor, p_id: empty.data.id });
    expect(untitled.error?.message).toBe('content_title_required');
    const bare = await save({ ...article('x'), en: { ...texts(''), title: 'A title' }, fr: texts('') });
    const nothing = await service.rpc('content_publish', { p_actor: actor, p_id: bare.data.id });
    expect(nothing.error?.message).toBe('content_nothing_complete');
    expect(JSON.parse(nothing.error!.details).en).toEqual(['description', 'excerpt', 'body']);
  });

  it('hides a scheduled version until its time, then shows it', async () => {
    const key = `scheduled-${randomUUID().slice(0, 8)}`;
    const saved = await save(article('Later'), key);
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await service.rpc('content_publish', { p_actor: actor, p_id: saved.data.id, p_at: at });
    expect(scheduled.error).toBeNull();
    expect((await published()).some((row) => row.key === key)).toBe(false);
    const past = await service.rpc('content_publish', {
      p_actor: actor,
      p_id: saved.data.id,
      p_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.error?.message).toBe('content_schedule_past');
    // The clock reaches the scheduled time.
    await db.query(
      `update public.content_documents set scheduled_for = now() - interval '1 second' where key = $1`,
      [key],
    );
    expect((await published()).find((row) => row.key === key)?.languages).toEqual(['en', 'fr']);
  });

  it('takes an article down, and never a brand page', async () => {
    const key = `down-${randomUUID().slice(0, 8)}`;
    const saved = await save(article('Down'), key);
    await service.rpc('content_publish', { p_actor: actor, p_id: saved.data.id });
    await service.rpc('content_unpublish', { p_actor: actor, p_id: saved.data.id });
    expect((await published()).some((row) => row.key === key)).toBe(false);
    const { rows } = await db.query(
      `select id from public.content_documents where kind = 'page' and key = 'home'`,
    );
    const page = await service.rpc('content_unpublish', { p_actor: actor, p_id: rows[0].id });
    expect(page.error?.message).toBe('content_page_stays_published');
  });
});

describe('bad input', () => {
  it('refuses a slug missing, malformed or already used, saving nothing', async () => {
    const before = (await db.query('select count(*)::int as n from public.content_documents')).rows[0].n;
    expect((await save(article('No slug'), '')).error?.message).toBe('content_slug_required');
    expect((await save(article('Bad slug'), 'Bad Slug!')).error?.message).toBe('content_slug_invalid');
    expect((await save(article('Taken'), 'two-drops-of-gold')).error?.message).toBe('content_slug_taken');
    expect(
      (await save({ ...article('Date'), shared: { ...article('x').shared, date: '2026-02-30' } })).error
        ?.message,
    ).toBe('content_date_invalid');
    const after = (await db.query('select count(*)::int as n from public.content_documents')).rows[0].n;
    expect(after).toBe(before);
  });

  it('keeps a brand page in its structure, its anchors and its press links on https', async () => {
    const { rows } = await db.query(
      `select id, draft from public.content_documents where kind = 'page' and key in ('home', 'story') order by key`,
    );
    interface PageDraft {
      shared: { press: { href: string }[] };
      en: { sections: unknown[] };
      fr: { sections: { id: string }[]; hero: { title: string } };
    }
    const [home, story] = rows as { id: string; draft: PageDraft }[];
    const savePage = (id: string, key: string, draft: object) =>
      service.rpc('content_save_draft', {
        p_actor: actor,
        p_id: id,
        p_kind: 'page',
        p_key: key,
        p_draft: draft,
      });
    const fewerSections = structuredClone(story!.draft);
    fewerSections.en.sections.pop();
    expect((await savePage(story!.id, 'story', fewerSections)).error?.message).toBe('content_shape_changed');
    const movedAnchor = structuredClone(story!.draft);
    movedAnchor.fr.sections[0]!.id = 'elsewhere';
    expect((await savePage(story!.id, 'story', movedAnchor)).error?.message).toBe('content_shape_changed');
    const script = structuredClone(home!.draft);
    script.shared.press[0]!.href = 'javascript:alert(1)';
    const refused = await savePage(home!.id, 'home', script);
    expect(refused.error?.message).toBe('content_press_link_invalid');
    expect(refused.error?.details).toBe('shared.press');
    const retitled = structuredClone(home!.draft);
    retitled.fr.hero.title = 'Maison Immortela, Corse';
    expect((await savePage(home!.id, 'home', retitled)).error).toBeNull();
    // Saved as a draft only: visitors still see the published title.
    const visible = (await published()).find((row) => row.key === 'home')!;
    expect((visible.content.fr as { hero: { title: string } }).hero.title).toBe('Maison Immortela');
    await savePage(home!.id, 'home', home!.draft);
  });
});

describe('revisions', () => {
  it('keeps one autosave per ten minutes and restores an earlier draft', async () => {
    const key = `revised-${randomUUID().slice(0, 8)}`;
    const first = await save(article('First words'), key);
    const id = first.data.id as string;
    for (const title of ['Typing', 'Typing more']) {
      await service.rpc('content_save_draft', {
        p_actor: actor,
        p_id: id,
        p_kind: 'article',
        p_key: key,
        p_draft: article(title),
        p_autosave: true,
      });
    }
    const { rows } = await db.query(
      `select id, reason, content -> 'en' ->> 'title' as title from public.content_revisions where document_id = $1 order by id`,
      [id],
    );
    expect(rows.map((row) => [row.reason, row.title])).toEqual([
      ['save', 'First words'],
      ['autosave', 'Typing more'],
    ]);
    const restored = await service.rpc('content_restore', { p_actor: actor, p_revision_id: rows[0].id });
    expect(restored.error).toBeNull();
    expect(restored.data.draft.en.title).toBe('First words');
    const reasons = await db.query(
      `select reason from public.content_revisions where document_id = $1 order by id`,
      [id],
    );
    expect(reasons.rows.map((row) => row.reason)).toEqual(['save', 'autosave', 'restore']);
  });
});
