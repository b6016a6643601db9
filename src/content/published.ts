// What visitors read: the rows `rpc('published_content')` answers (the owner's published articles and brand pages,
// supabase/schemas/content), and the two shapes the site makes of them. The build snapshots them
// (scripts/vite/published-content.ts: one module per language plus a small index); the app shows that snapshot
// first, then the live rows (src/features/content/api/get-published-content.ts), both through `localize` below.
// vite.config.ts reads this file: its imports are relative and name their .ts file (no `@/` alias there).
import type { BrandCopy } from './types.ts';
import { paths } from '../lib/paths.ts';

export type ContentLanguage = 'en' | 'fr';
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['en', 'fr'];

export interface ArticleCover {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** What every language of an article shares. */
export interface ArticleShared {
  author: string;
  /** The article's own date, YYYY-MM-DD. */
  date: string;
  cover: ArticleCover | null;
  /** Product ids (products.product_id). */
  related: string[];
}

/** An article in one language; `body` is HTML, sanitized on save and again on display. */
export interface ArticleText {
  title: string;
  description: string;
  excerpt: string;
  keywords: string;
  coverAlt: string;
  body: string;
}

export interface HeroText {
  title: string;
  subtitle: string;
  posterAlt: string;
}

export interface PressLink {
  id: string;
  outlet: string;
  href: string;
}

/** The brand pages in one language: BrandCopy, the home page with its hero. */
export type PageCopy = Omit<BrandCopy, 'home'> & { home: BrandCopy['home'] & { hero: HeroText } };
export type PageKey = keyof PageCopy;

interface RowTimes {
  /** The languages published; `content` holds only these. */
  languages: ContentLanguage[];
  published_at: string;
  first_published_at: string;
  modified_at: string;
}

export type ArticleRow = RowTimes & {
  kind: 'article';
  key: string;
  content: { shared: ArticleShared } & Partial<Record<ContentLanguage, ArticleText>>;
};

export type PageRow = {
  [K in PageKey]: RowTimes & {
    kind: 'page';
    key: K;
    content: { shared: K extends 'home' ? { press: PressLink[] } : Record<string, never> } & Partial<
      Record<ContentLanguage, PageCopy[K]>
    >;
  };
}[PageKey];

export type PublishedRow = ArticleRow | PageRow;

/** An article as lists, the sitemap and the pre-render need it, without its texts. */
export interface ArticleSummary extends ArticleShared {
  slug: string;
  languages: ContentLanguage[];
  modifiedAt: string;
}

/** The small index every language shares: the articles (newest first), the hero and the press links. */
export interface ContentIndex {
  articles: ArticleSummary[];
  hero: Partial<Record<ContentLanguage, HeroText>>;
  press: PressLink[];
  /** The languages each page is published in. */
  pages: Partial<Record<PageKey, ContentLanguage[]>>;
}

export interface LocalizedArticle extends ArticleSummary {
  text: ArticleText;
}

/** Everything published in one language. */
export interface LocalizedContent {
  language: ContentLanguage;
  pages: Partial<PageCopy>;
  press: PressLink[];
  /** The articles published in this language, newest first. */
  articles: LocalizedArticle[];
}

const isArticle = (row: PublishedRow): row is ArticleRow => row.kind === 'article';

function summary(row: ArticleRow): ArticleSummary {
  return { ...row.content.shared, slug: row.key, languages: row.languages, modifiedAt: row.modified_at };
}

/** Newest first by the article's date, as the journal lists them (the RPC already orders them so). */
const byDateDesc = (a: ArticleSummary, b: ArticleSummary) => b.date.localeCompare(a.date);

export function contentIndex(rows: readonly PublishedRow[]): ContentIndex {
  const index: ContentIndex = { articles: [], hero: {}, press: [], pages: {} };
  for (const row of rows) {
    if (isArticle(row)) {
      index.articles.push(summary(row));
      continue;
    }
    index.pages[row.key] = row.languages;
    if (row.key === 'home') {
      index.press = row.content.shared.press;
      for (const language of row.languages) {
        const home = row.content[language];
        if (home) index.hero[language] = home.hero;
      }
    }
  }
  index.articles.sort(byDateDesc);
  return index;
}

export function localize(rows: readonly PublishedRow[], language: ContentLanguage): LocalizedContent {
  const localized: LocalizedContent = { language, pages: {}, press: [], articles: [] };
  for (const row of rows) {
    if (isArticle(row)) {
      const text = row.content[language];
      if (text && row.languages.includes(language)) localized.articles.push({ ...summary(row), text });
      continue;
    }
    if (row.key === 'home') localized.press = row.content.shared.press;
    const copy = row.content[language];
    if (copy && row.languages.includes(language)) Object.assign(localized.pages, { [row.key]: copy });
  }
  localized.articles.sort(byDateDesc);
  return localized;
}

/** The pages of the articles, for the sitemap and the pre-render. */
export function articlePaths(index: ContentIndex): string[] {
  return index.articles.map((article) => paths.journalArticle(article.slug));
}

/** The language of a request, narrowed to the content's two (anything else reads English). */
export function contentLanguage(language: string): ContentLanguage {
  return language === 'fr' ? 'fr' : 'en';
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read an HTML body, at 200 words a minute, at least one. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
