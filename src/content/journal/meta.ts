// The journal's articles by slug, newest first: what every language shares (date, author, cover).
// Small on purpose: the sitemap and the search read it without loading the texts.
import { paths } from '../../lib/paths.ts';

export const JOURNAL_ARTICLES = [
  {
    slug: 'a-morning-at-the-immortelle-harvest',
    datePublished: '2025-07-15',
    author: 'Claire Antonetti',
    cover: { src: '/media/journal/harvest.webp', width: 1200, height: 675 },
  },
  {
    slug: 'two-drops-of-gold',
    datePublished: '2025-04-02',
    author: 'Claire Antonetti',
    cover: { src: '/media/journal/drops.webp', width: 1200, height: 675 },
  },
  {
    slug: 'porcelain-since-1863',
    datePublished: '2025-01-21',
    author: 'Claire Antonetti',
    cover: { src: '/media/journal/porcelain.webp', width: 1200, height: 675 },
  },
  {
    slug: 'the-printmaker-of-arles',
    datePublished: '2024-11-06',
    author: 'Claire Antonetti',
    cover: { src: '/media/journal/printmaker.webp', width: 1200, height: 675 },
  },
] as const;

export type ArticleMeta = (typeof JOURNAL_ARTICLES)[number];
export type ArticleSlug = ArticleMeta['slug'];

export const JOURNAL_PATHS = /* @__PURE__ */ JOURNAL_ARTICLES.map((article) =>
  paths.journalArticle(article.slug),
);

export function findArticleMeta(slug: string | undefined): ArticleMeta | undefined {
  return JOURNAL_ARTICLES.find((article) => article.slug === slug);
}
