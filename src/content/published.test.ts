import { describe, expect, it } from 'vitest';
import { BOTH_ROW, ENGLISH_ONLY_ROW, FIXTURE_ROWS, HOME_ROW } from '@/test/published-content/rows';
import { articlePaths, contentIndex, contentLanguage, localize, readingMinutes } from './published';

describe('contentIndex', () => {
  it('lists the articles newest first without their texts, with the hero, press links and page languages', () => {
    const index = contentIndex([BOTH_ROW, HOME_ROW, ENGLISH_ONLY_ROW]);
    expect(index.articles.map((a) => [a.slug, a.languages])).toEqual([
      ['harvest-notes', ['en']],
      ['two-drops-of-gold', ['en', 'fr']],
    ]);
    expect(index.articles[1]).toMatchObject({
      author: 'Claire Antonetti',
      date: '2025-04-02',
      related: ['immortela-elixir-30ml'],
      modifiedAt: '2026-11-25T10:30:00+00:00',
    });
    expect(index.articles[1]).not.toHaveProperty('en');
    expect(index.hero.fr?.title).toBe('Maison du test');
    expect(index.press.map((link) => link.id)).toEqual(['vogue']);
    expect(index.pages).toEqual({ home: ['en', 'fr'] });
    expect(articlePaths(index)).toEqual(['/journal/harvest-notes', '/journal/two-drops-of-gold']);
  });
});

describe('localize', () => {
  it('keeps only what is published in the language', () => {
    const french = localize(FIXTURE_ROWS, 'fr');
    expect(french.articles.map((a) => a.slug)).toEqual(['two-drops-of-gold']);
    expect(french.articles[0]?.text.title).toBe('Deux gouttes d’or');
    expect(french.pages.home?.welcomeTitle).toBe('Bienvenue');
    const english = localize(FIXTURE_ROWS, 'en');
    expect(english.articles.map((a) => a.slug)).toEqual(['harvest-notes', 'two-drops-of-gold']);
    expect(english.press).toHaveLength(1);
  });

  it('never shows a language the row does not list as published', () => {
    const unlisted = { ...BOTH_ROW, languages: ['en' as const] };
    expect(localize([unlisted], 'fr').articles).toEqual([]);
    const homeInEnglish = { ...HOME_ROW, languages: ['en' as const] };
    expect(localize([homeInEnglish], 'fr').pages).toEqual({});
    expect(Object.keys(contentIndex([homeInEnglish]).hero)).toEqual(['en']);
  });
});

describe('readingMinutes', () => {
  it('counts the words of the text, not the markup, at 200 a minute, at least one', () => {
    expect(readingMinutes('<p>Short.</p>')).toBe(1);
    expect(readingMinutes('')).toBe(1);
    const words = (count: number) => `<p>${Array.from({ length: count }, () => 'word').join(' ')}</p>`;
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(`<h2>Title</h2>${words(399)}<img src="/a.webp" alt="x">`)).toBe(2);
    expect(readingMinutes('<p>a &amp; b — c</p>')).toBe(1);
  });
});

describe('contentLanguage', () => {
  it('reads French as French and anything else as English', () => {
    expect(contentLanguage('fr')).toBe('fr');
    expect(contentLanguage('en')).toBe('en');
    expect(contentLanguage('de')).toBe('en');
  });
});
