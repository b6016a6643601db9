import { describe, expect, it } from 'vitest';
import { localize } from '@/content/published';
import { FIXTURE_ROWS } from '@/test/published-content/rows';
import { articleJsonLd, formatArticleDate } from './journal-model';

describe('formatArticleDate', () => {
  it('writes the calendar date in the reader’s language', () => {
    expect(formatArticleDate('2025-07-15', 'en')).toBe('15 July 2025');
    expect(formatArticleDate('2025-07-15', 'fr')).toBe('15 juillet 2025');
    expect(formatArticleDate('2025-01-01', 'en')).toBe('1 January 2025');
  });
});

describe('articleJsonLd', () => {
  const absolute = (path: string) => `https://shop.example${path}`;
  const [newest, withCover] = localize(FIXTURE_ROWS, 'en').articles;

  it('describes the article with absolute addresses, modified when last published', () => {
    if (!withCover) throw new Error('fixture');
    expect(articleJsonLd(withCover, 'en', absolute)).toMatchObject({
      '@type': 'Article',
      headline: 'Two drops of gold',
      datePublished: '2025-04-02',
      dateModified: '2026-11-25T10:30:00+00:00',
      image: ['https://shop.example/media/journal/drops.webp'],
      author: { '@type': 'Person', name: 'Claire Antonetti' },
      mainEntityOfPage: { '@id': 'https://shop.example/journal/two-drops-of-gold' },
    });
  });

  it('names no image for an article without a cover', () => {
    if (!newest) throw new Error('fixture');
    expect(articleJsonLd(newest, 'en', absolute)).not.toHaveProperty('image');
  });

  it('names the language with a region in both languages, as og:locale does', () => {
    if (!withCover) throw new Error('fixture');
    expect(articleJsonLd(withCover, 'en', absolute).inLanguage).toBe('en-US');
    expect(articleJsonLd(withCover, 'fr', absolute).inLanguage).toBe('fr-FR');
  });
});
