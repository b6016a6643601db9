// The content checks on what visitors read, now that the texts live in the database: what the seed publishes
// (rpc('published_content'), read as anon, as the build and the browser read it) keeps English and French
// complete and parallel, carries the figures SPEC.md names and makes only honest claims (Directive (EU)
// 2024/825: one organic figure, the certifier named, no "not tested on animals", no generic environmental
// claim, the +26% UV figure with its baseline and as no sun protection).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contentIndex,
  localize,
  type ArticleRow,
  type ContentIndex,
  type LocalizedContent,
  type PageCopy,
  type PublishedRow,
} from '../../src/content/published.ts';
import { HERO_LABELS } from '../../src/content/hero.ts';
import { isEditableKey } from '../../src/features/admin/page-form-model.ts';
import { PRODUCT_SLUGS } from '../../src/content/types.ts';
import { leaves } from '../../src/test/text-leaves.ts';
import { DEMO_FACTS } from '../../supabase/functions/_shared/legal-facts.ts';

const root = path.resolve(import.meta.dirname, '../..');
const IDS = /\.(id|product|kind)$/;
/** The seed's articles (20261129200050_content_seed.sql): other test files publish articles of their own on the same backend. */
const SEEDED_ARTICLES = new Set([
  'a-morning-at-the-immortelle-harvest',
  'two-drops-of-gold',
  'porcelain-since-1863',
  'the-printmaker-of-arles',
]);

let rows: PublishedRow[];
let index: ContentIndex;
let en: LocalizedContent;
let fr: LocalizedContent;

beforeAll(async () => {
  const key = inject('publishableKey');
  const response = await fetch(`${inject('supabaseUrl')}/rest/v1/rpc/published_content`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  rows = ((await response.json()) as PublishedRow[]).filter(
    (row) => row.kind === 'page' || SEEDED_ARTICLES.has(row.key),
  );
  index = contentIndex(rows);
  en = localize(rows, 'en');
  fr = localize(rows, 'fr');
});

function pages(content: LocalizedContent): PageCopy {
  const { home, story, ritual, commitment, experiences } = content.pages;
  if (!home || !story || !ritual || !commitment || !experiences) {
    throw new Error(`A brand page is not published in ${content.language}`);
  }
  return { home, story, ritual, commitment, experiences };
}

const BLOCKS = new Set(['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'img']);
/** The blocks of an article's body, in order (p, h2, blockquote ...), not its inline formatting. */
const blockTags = (html: string) =>
  [...html.matchAll(/<(\w+)[\s>/]/g)].map((m) => m[1] ?? '').filter((tag) => BLOCKS.has(tag));

const locale = (language: string, file: string) =>
  readFileSync(path.join(root, `src/locales/${language}/${file}.json`), 'utf8');

/**
 * Every brand text of a language: the pages (hero included), the journal, the press block, the hero's labels and
 * the locales.
 */
function allCopy(content: LocalizedContent): string {
  const files = ['common', 'shop', 'content'].map((file) => locale(content.language, file));
  return [
    JSON.stringify(pages(content)),
    JSON.stringify(HERO_LABELS[content.language]),
    JSON.stringify(content.articles.map((article) => article.text)),
    JSON.stringify(content.press),
    ...files,
  ].join('\n');
}

describe('brand pages', () => {
  it('are published in both languages with the same shape, every text written, none left in English in French', () => {
    for (const page of ['home', 'story', 'ritual', 'commitment', 'experiences'] as const) {
      expect(index.pages[page], page).toEqual(['en', 'fr']);
    }
    const english = leaves(pages(en));
    const french = leaves(pages(fr));
    expect([...french.keys()]).toEqual([...english.keys()]);
    for (const [key, value] of french) {
      expect(value.trim(), key).not.toBe('');
      if (!IDS.test(key) && value.split(' ').length > 3) expect(value, key).not.toBe(english.get(key));
    }
  });

  it('carry the story, ritual and commitment facts of SPEC.md', () => {
    for (const copy of [pages(en), pages(fr)]) {
      expect(copy.story.sections.map((s) => s.id)).toEqual([
        'living-beauty',
        'science-of-nature',
        'french-lab',
        'porcelain',
        'founder',
        'artist',
        'craft',
      ]);
      expect(copy.story.newProducts).toHaveLength(8);
      expect(JSON.stringify(copy.story)).toContain('1863');
      expect(copy.ritual.rituals.map((r) => r.id)).toEqual(['morning', 'evening', 'uv-defense']);
      expect(JSON.stringify(copy.ritual)).toMatch(/2 (to|à) 3/);
      expect(JSON.stringify(copy.ritual)).toContain('+26');
      for (const ritual of copy.ritual.rituals)
        for (const step of ritual.steps) if (step.product) expect(PRODUCT_SLUGS).toContain(step.product);
    }
    expect(pages(fr).ritual.rituals.map((r) => r.title)).toEqual([
      'Éveiller & Protéger',
      'Nettoyer & Restaurer',
      'Hydrater. Éclaircir. Défendre.',
    ]);
  });

  it('give the home hero in both languages, the French its own', () => {
    const { en: english, fr: french } = index.hero;
    if (!english || !french) throw new Error('The hero is not published in both languages');
    expect(english.title.trim()).not.toBe('');
    expect(french.title.trim()).not.toBe('');
    expect(french.subtitle).not.toBe(english.subtitle);
    expect(french.posterAlt).not.toBe(english.posterAlt);
    expect(french.subtitle.trim()).not.toBe('');
    expect(french.posterAlt.trim()).not.toBe('');
  });

  it('link three press articles at external https addresses', () => {
    expect(index.press).toHaveLength(3);
    for (const link of index.press) expect(new URL(link.href).protocol).toBe('https:');
  });
});

describe("the admin's page form", () => {
  /** Every object key of a tree. */
  const keys = (tree: unknown): string[] => {
    if (Array.isArray(tree)) return tree.flatMap(keys);
    if (tree && typeof tree === 'object') {
      return Object.entries(tree).flatMap(([key, value]) => [key, ...keys(value)]);
    }
    return [];
  };

  it('has a label in English and French for every editable key of the seeded brand pages', () => {
    const labels = (language: string) =>
      (JSON.parse(locale(language, 'admin-content')) as { pageFields: Record<string, string> }).pageFields;
    const seeded = new Set(Object.values(pages(en)).flatMap(keys));
    expect(seeded.has('posterAlt')).toBe(true);
    for (const key of seeded) {
      if (!isEditableKey(key)) continue;
      expect(labels('en'), key).toHaveProperty(key);
      expect(labels('fr'), key).toHaveProperty(key);
    }
  });
});

describe('journal', () => {
  it('has at least 4 articles, each written in both languages with the same blocks', () => {
    const articles = rows.filter((row): row is ArticleRow => row.kind === 'article');
    expect(articles.length).toBeGreaterThanOrEqual(4);
    for (const { key: slug, content, languages } of articles) {
      expect(languages, slug).toEqual(['en', 'fr']);
      const english = content.en;
      const french = content.fr;
      if (!english || !french) throw new Error(`${slug} is not in both languages`);
      expect(blockTags(french.body), slug).toEqual(blockTags(english.body));
      for (const article of [english, french]) {
        for (const value of [
          article.title,
          article.description,
          article.excerpt,
          article.coverAlt,
          article.keywords,
          article.body.replace(/<[^>]*>/g, ''),
        ])
          expect(value.trim(), slug).not.toBe('');
      }
      expect(french.title).not.toBe(english.title);
    }
  });

  it('lists newest first, with distinct slugs and covers that exist in public/', () => {
    const dates = index.articles.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The RPC answers them in that order too.
    expect(rows.filter((row) => row.kind === 'article').map((row) => row.key)).toEqual(
      index.articles.map((a) => a.slug),
    );
    expect(new Set(index.articles.map((a) => a.slug)).size).toBe(index.articles.length);
    for (const article of index.articles) {
      if (!article.cover) throw new Error(`${article.slug} has no cover`);
      const files = [
        article.cover.src,
        ...article.cover.srcSet.split(',').map((c) => c.trim().split(' ')[0]),
      ];
      for (const file of files) expect(existsSync(path.join(root, 'public', file ?? '')), file).toBe(true);
      expect(article.cover.width).toBeGreaterThan(0);
    }
  });
});

describe('brand claims', () => {
  it('give one organic figure, 95%, and never claim every ingredient organic', () => {
    for (const content of [en, fr]) {
      const copy = allCopy(content);
      // Every percentage in a sentence about organic farming or certification.
      const organic = copy.split(/[.!?"]\s/).filter((sentence) => /organic|biolog|\bbio\b/i.test(sentence));
      const figures = organic.flatMap((sentence) => [...sentence.matchAll(/(\d+)\s?%/g)].map((m) => m[1]));
      expect(figures.length).toBeGreaterThan(0);
      expect(new Set(figures)).toEqual(new Set(['95']));
      expect(copy).not.toMatch(
        /every plant ingredient is grown organically|chaque ingrédient végétal est cultivé en bio/i,
      );
    }
  });

  it('name the certification body where organic certification is claimed', () => {
    const certifier = `${DEMO_FACTS.organicCertifier.name} (${DEMO_FACTS.organicCertifier.code})`;
    for (const content of [en, fr]) {
      expect(pages(content).commitment.sections[0]?.text).toContain(certifier);
    }
    expect(locale('en', 'shop')).toContain('certified by {{body}}');
    expect(locale('fr', 'shop')).toContain('certifiés par {{body}}');
  });

  it('say nothing of animal testing, and make no generic environmental claim', () => {
    const generic =
      /tested on animals|cruelty|testé[es]* sur les animaux|eco-?friendly|écologique|\bgreen (beauty|cosmetics?|products?|packaging|choice)|cosmétiques? verte?s?|sustainab|durable\b|respectueu\w* de l.environnement|planet|planète|carbon|carbone|travels further|voyage plus loin/i;
    for (const content of [en, fr]) {
      expect(allCopy(content).replace(/faits? pour durer|made to last/gi, '')).not.toMatch(generic);
    }
  });

  it('state the +26% UV figure against its baseline, and that the mask is not a sun protection product', () => {
    const english = JSON.stringify(pages(en).ritual);
    expect(english).toContain('+26% protection against UV compared with the same skin without it');
    expect(english).toContain('The mask is not a sun protection product');
    const french = JSON.stringify(pages(fr).ritual);
    expect(french).toContain('supérieure de +26 % à celle de la même peau sans masque');
    expect(french).toContain('Le masque n’est pas un produit de protection solaire');
  });
});
