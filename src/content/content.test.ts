// English and French brand texts and articles are complete and parallel, and the figures SPEC.md names are there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand as en } from './brand/en';
import { brand as fr } from './brand/fr';
import { articles as articlesEn } from './journal/en';
import { articles as articlesFr } from './journal/fr';
import { JOURNAL_ARTICLES } from './journal/meta';
import { PRESS_LINKS } from './press';
import { PRODUCT_SLUGS } from './types';
import { leaves } from '@/test/text-leaves';

const IDS = /\.(id|product|kind)$/;

describe('brand texts', () => {
  it('have the same shape in both languages, every text written, none left in English in French', () => {
    const english = leaves(en);
    const french = leaves(fr);
    expect([...french.keys()]).toEqual([...english.keys()]);
    for (const [key, value] of french) {
      expect(value.trim(), key).not.toBe('');
      if (!IDS.test(key) && value.split(' ').length > 3) expect(value, key).not.toBe(english.get(key));
    }
  });

  it('carry the story, ritual and commitment facts of SPEC.md', () => {
    for (const copy of [en, fr]) {
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
    expect(fr.ritual.rituals.map((r) => r.title)).toEqual([
      'Éveiller & Protéger',
      'Nettoyer & Restaurer',
      'Hydrater. Éclaircir. Défendre.',
    ]);
  });
});

describe('journal', () => {
  it('has at least 4 articles, each written in both languages with the same blocks', () => {
    expect(JOURNAL_ARTICLES.length).toBeGreaterThanOrEqual(4);
    for (const { slug } of JOURNAL_ARTICLES) {
      const english = articlesEn[slug];
      const french = articlesFr[slug];
      expect(
        french.body.map((b) => b.kind),
        slug,
      ).toEqual(english.body.map((b) => b.kind));
      for (const article of [english, french]) {
        for (const value of [
          article.title,
          article.description,
          article.excerpt,
          article.coverAlt,
          article.keywords,
        ])
          expect(value.trim(), slug).not.toBe('');
      }
      expect(french.title).not.toBe(english.title);
    }
  });

  it('lists newest first, with distinct slugs and covers that exist in public/', () => {
    const dates = JOURNAL_ARTICLES.map((a) => a.datePublished);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(JOURNAL_ARTICLES.map((a) => a.slug)).size).toBe(JOURNAL_ARTICLES.length);
    for (const article of JOURNAL_ARTICLES) {
      expect(existsSync(path.join(process.cwd(), 'public', article.cover.src)), article.cover.src).toBe(true);
      expect(article.cover.width).toBeGreaterThan(0);
    }
  });
});

describe('press links', () => {
  it('are three external https addresses', () => {
    expect(PRESS_LINKS).toHaveLength(3);
    for (const link of PRESS_LINKS) expect(new URL(link.href).protocol).toBe('https:');
  });
});

describe('home hero', () => {
  it('is written in both languages', async () => {
    const { HERO_COPY } = await import('./hero');
    expect(Object.keys(HERO_COPY.fr)).toEqual(Object.keys(HERO_COPY.en));
    for (const key of Object.keys(HERO_COPY.en) as (keyof typeof HERO_COPY.en)[]) {
      expect(HERO_COPY.fr[key].trim(), key).not.toBe('');
      expect(HERO_COPY.fr[key], key).not.toBe(HERO_COPY.en[key]);
    }
    expect(HERO_COPY.en.learnMore).toBe('Learn more');
    expect(HERO_COPY.en.shopCollection).toBe('Shop collection');
  });
});
