// Journal helpers without React: the article date in the reader's language and the Article JSON-LD.
import { BRAND_NAME } from '@/lib/site';
import type { LocalizedArticle } from '@/content/published';
import { localeTag } from '@/lib/locale';
import { paths } from '@/lib/paths';

/**
 * "15 July 2025" / "15 juillet 2025": a calendar date, never shifted by the reader's time zone. English articles
 * keep the day-first en-GB date they have always shown, not lib/locale's en-US.
 */
export function formatArticleDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The Article JSON-LD: published on the article's date, modified when the owner last published it. */
export function articleJsonLd(
  article: LocalizedArticle,
  language: string,
  absoluteUrl: (path: string) => string,
): Record<string, unknown> {
  const url = absoluteUrl(paths.journalArticle(article.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.text.title,
    description: article.text.description,
    ...(article.cover ? { image: [absoluteUrl(article.cover.src)] } : {}),
    datePublished: article.date,
    dateModified: article.modifiedAt,
    // The same tag as the page's og:locale and number formats (en-US / fr-FR), in both languages.
    inLanguage: localeTag(language),
    keywords: article.text.keywords,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: BRAND_NAME,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
