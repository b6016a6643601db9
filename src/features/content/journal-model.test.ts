import { describe, expect, it } from 'vitest';
import { JOURNAL_ARTICLES } from '@/content/journal/meta';
import { articles as english } from '@/content/journal/en';
import { articleJsonLd, formatArticleDate } from './journal-model';

describe('formatArticleDate', () => {
  it('writes the calendar date in the reader’s language', () => {
    expect(formatArticleDate('2025-07-15', 'en')).toBe('15 July 2025');
    expect(formatArticleDate('2025-07-15', 'fr')).toBe('15 juillet 2025');
    expect(formatArticleDate('2025-01-01', 'en')).toBe('1 January 2025');
  });
});

describe('articleJsonLd', () => {
  it('describes the article with absolute addresses', () => {
    const meta = JOURNAL_ARTICLES[0];
    const ld = articleJsonLd(meta, english[meta.slug], 'en', (path) => `https://shop.example${path}`);
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: english[meta.slug].title,
      datePublished: meta.datePublished,
      image: [`https://shop.example${meta.cover.src}`],
      author: { '@type': 'Person', name: meta.author },
      mainEntityOfPage: { '@id': `https://shop.example/journal/${meta.slug}` },
    });
  });

  it('names the language with a region in both languages, as og:locale does', () => {
    const meta = JOURNAL_ARTICLES[0];
    const absolute = (path: string) => `https://shop.example${path}`;
    expect(articleJsonLd(meta, english[meta.slug], 'en', absolute).inLanguage).toBe('en-US');
    expect(articleJsonLd(meta, english[meta.slug], 'fr', absolute).inLanguage).toBe('fr-FR');
  });
});
