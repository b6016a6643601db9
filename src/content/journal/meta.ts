// The journal's articles by slug, newest first: what every language shares (date, author, cover).
// Small on purpose: the sitemap and the search read it without loading the texts. The covers are drawn by
// scripts/media/journal-covers.mjs and rendered at each width below by scripts/media/render-hero-media.mjs.
// vite.config.ts and scripts/media/render-hero-media.mjs read this file: its one import is relative and names its
// .ts file, as Node and Vite's config loader need (no `@/` alias there).
import { paths } from '../../lib/paths.ts';

/** The widths each cover is rendered at; the widest is the drawing's own size. */
export const COVER_WIDTHS = [720, 1200] as const;
const WIDTH = 1200;
const HEIGHT = 675;

/** The file of a cover at a width: `harvest.webp` at full width (the address shared pages name), else `harvest-720.webp`. */
export function coverFile(name: string, width: number): string {
  return width === WIDTH ? `${name}.webp` : `${name}-${width}.webp`;
}

/** An article's cover for <img>: the full-width file, every width in srcset, and the drawing's size. */
export function journalCover(name: string) {
  const url = (width: number) => `/media/journal/${coverFile(name, width)}`;
  return {
    src: url(WIDTH),
    srcSet: COVER_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    width: WIDTH,
    height: HEIGHT,
  };
}

/**
 * The width a cover is laid out at, for `sizes`: on /journal two columns from md (the page's max-w-7xl, px-4 then
 * sm:px-6, gap-10), on an article the max-w-3xl column (px-4 then sm:px-6).
 */
export const COVER_SIZES = {
  list: '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 2rem)',
  article: '(min-width: 768px) 720px, calc(100vw - 2rem)',
};

export const JOURNAL_ARTICLES = [
  {
    slug: 'a-morning-at-the-immortelle-harvest',
    datePublished: '2025-07-15',
    author: 'Claire Antonetti',
    cover: journalCover('harvest'),
  },
  {
    slug: 'two-drops-of-gold',
    datePublished: '2025-04-02',
    author: 'Claire Antonetti',
    cover: journalCover('drops'),
  },
  {
    slug: 'porcelain-since-1863',
    datePublished: '2025-01-21',
    author: 'Claire Antonetti',
    cover: journalCover('porcelain'),
  },
  {
    slug: 'the-printmaker-of-arles',
    datePublished: '2024-11-06',
    author: 'Claire Antonetti',
    cover: journalCover('printmaker'),
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
