import { describe, expect, it } from 'vitest';
import {
  articleMissing,
  documentState,
  emptyArticle,
  pageMissing,
  sameJson,
  setLeaf,
  stringLeaves,
  toArticleDraft,
  toPageDraft,
  type ContentDocument,
  type Json,
} from './content-document-model';

const COVER = {
  src: '/a-1200.webp',
  srcSet: '/a-720.webp 720w, /a-1200.webp 1200w',
  width: 1200,
  height: 675,
};

function article(overrides: Partial<Record<'en' | 'fr', Record<string, string>>> = {}, cover = true) {
  const base = emptyArticle('2026-11-27');
  const full = {
    title: 'T',
    description: 'D',
    excerpt: 'E',
    keywords: '',
    coverAlt: 'A',
    body: '<p>Body</p>',
  };
  return {
    shared: { ...base.shared, cover: cover ? COVER : null },
    en: { ...full, ...overrides.en },
    fr: { ...full, ...overrides.fr },
  };
}

function document(overrides: Partial<ContentDocument>): ContentDocument {
  return {
    id: 'd1',
    kind: 'article',
    key: 'k',
    draft: {},
    draft_saved_at: null,
    draft_saved_by: null,
    published: null,
    published_languages: null,
    published_at: null,
    published_by: null,
    first_published_at: null,
    scheduled: null,
    scheduled_languages: null,
    scheduled_for: null,
    scheduled_by: null,
    created_at: '2026-11-27T10:00:00Z',
    updated_at: '2026-11-27T10:00:00Z',
    ...overrides,
  };
}

describe('articleMissing', () => {
  it('names the publishable fields left empty, the body judged by its text without tags', () => {
    expect(articleMissing(article(), 'fr')).toEqual([]);
    const draft = article({ fr: { title: ' ', excerpt: '', body: '<p> </p><p>&nbsp;</p>' } });
    expect(articleMissing(draft, 'fr')).toEqual(['title', 'excerpt', 'body']);
    expect(articleMissing(draft, 'en')).toEqual([]);
  });

  it('asks for the cover alt text only when there is a cover; keywords are never required', () => {
    expect(articleMissing(article({ en: { coverAlt: '', keywords: '' } }), 'en')).toEqual(['coverAlt']);
    expect(articleMissing(article({ en: { coverAlt: '' } }, false), 'en')).toEqual([]);
  });

  it('counts a body made only of a picture as written, as SQL does', () => {
    expect(articleMissing(article({ en: { body: '<p><img src="/x.webp" alt="x"></p>' } }), 'en')).toEqual([]);
    expect(articleMissing(article({ en: { body: '<p><br></p>' } }), 'en')).toEqual(['body']);
  });
});

describe('toArticleDraft and toPageDraft', () => {
  it('read a partial or wrong JSON as empty fields, never undefined', () => {
    const draft = toArticleDraft({
      shared: { author: 'Claire', related: ['a', 3], cover: { src: '' } },
      en: { title: 'X' },
    });
    expect(draft.shared).toEqual({ author: 'Claire', date: '', cover: null, related: ['a'] });
    expect(draft.en.title).toBe('X');
    expect(draft.fr.body).toBe('');
    expect(toPageDraft(null)).toEqual({ shared: {}, en: {}, fr: {} });
    expect(
      toPageDraft({ shared: { press: [{ id: 'a', outlet: 'Vogue', href: 'https://v.example' }] } }).shared
        .press,
    ).toEqual([{ id: 'a', outlet: 'Vogue', href: 'https://v.example' }]);
  });
});

/** A brand page of the story's shape (the real one is in the database, supabase/migrations/*_content_seed.sql). */
const STORY = {
  intro: 'It began with a flower.',
  sections: [
    {
      id: 'living-beauty',
      title: 'Living beauty',
      lead: 'Skin that breathes.',
      more: ['Short lists.', 'Light textures.'],
    },
    { id: 'french-lab', title: 'A French laboratory', lead: 'In the Drôme.', more: ['Small batches.'] },
  ],
};

describe('page structure', () => {
  it('lists every string leaf of a brand page with its path', () => {
    const leaves = stringLeaves(STORY as unknown as Json);
    expect(leaves[0]).toEqual({ path: ['intro'], value: STORY.intro });
    expect(leaves).toContainEqual({ path: ['sections', 1, 'title'], value: 'A French laboratory' });
    expect(leaves).toContainEqual({ path: ['sections', 0, 'more', 0], value: 'Short lists.' });
  });

  it('replaces one leaf and keeps the rest, refusing to grow the structure', () => {
    const page = { intro: 'a', sections: [{ title: 'b' }, { title: 'c' }] };
    const next = setLeaf(page, ['sections', 1, 'title'], 'C');
    expect(next).toEqual({ intro: 'a', sections: [{ title: 'b' }, { title: 'C' }] });
    expect(page.sections[1]?.title).toBe('c');
    expect(setLeaf(page, ['sections', 5, 'title'], 'x')).toEqual(page);
    expect(setLeaf(page, ['other'], 'x')).toEqual(page);
  });

  it('counts the empty strings of a language as missing', () => {
    const draft = {
      shared: {},
      en: { intro: 'a', steps: [{ text: '' }] },
      fr: { intro: ' ', steps: [{ text: '' }] },
    };
    expect(pageMissing(draft, 'en')).toEqual([['steps', 0, 'text']]);
    expect(pageMissing(draft, 'fr')).toHaveLength(2);
  });
});

describe('documentState', () => {
  const now = new Date('2026-11-27T14:00:00Z');

  it('is a draft until first published, unpublished after', () => {
    expect(documentState(document({}), now)).toEqual({ kind: 'draft' });
    expect(documentState(document({ first_published_at: '2026-11-01T00:00:00Z' }), now)).toEqual({
      kind: 'unpublished',
    });
  });

  it('is published with its languages, and says when the draft moved on (key order aside)', () => {
    const published = { shared: { a: 1, b: 2 }, en: { title: 'x' } };
    const same = document({
      draft: { en: { title: 'x' }, shared: { b: 2, a: 1 } },
      published,
      published_languages: ['en'],
    });
    expect(documentState(same, now)).toEqual({ kind: 'published', languages: ['en'], changed: false });
    const moved = document({
      draft: { ...published, en: { title: 'y' } },
      published,
      published_languages: ['en'],
    });
    expect(documentState(moved, now)).toMatchObject({ changed: true });
  });

  it('is scheduled while the time is to come, and published once it has come', () => {
    const scheduled = document({
      scheduled: { en: {} },
      scheduled_languages: ['en', 'fr'],
      scheduled_for: '2026-11-28T09:00:00Z',
    });
    expect(documentState(scheduled, now)).toEqual({
      kind: 'scheduled',
      at: '2026-11-28T09:00:00Z',
      languages: ['en', 'fr'],
    });
    expect(documentState(scheduled, new Date('2026-11-28T09:00:01Z'))).toMatchObject({
      kind: 'published',
      languages: ['en', 'fr'],
    });
  });

  it('compares JSON by value', () => {
    expect(sameJson([1, { a: 'b' }], [1, { a: 'b' }])).toBe(true);
    expect(sameJson([1], [1, 2])).toBe(false);
    expect(sameJson({ a: null }, { b: null })).toBe(false);
  });
});
