// The journal articles and brand pages as the admin edits them (issue 31's content contract): their JSON, which
// language is complete enough to publish, what state a document is in, and the string leaves of a page's
// structure from which its form is generated. Pure: no React, no I/O.

import type {
  ArticleCover,
  ArticleShared,
  ArticleText as PublishedArticleText,
  ContentLanguage,
  PressLink,
} from '@/content/published';

export { CONTENT_LANGUAGES } from '@/content/published';
export type { ArticleCover, ArticleShared, ContentLanguage, PressLink } from '@/content/published';

export const PAGE_KEYS = ['home', 'story', 'ritual', 'commitment', 'experiences'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const ARTICLE_TEXT_FIELDS = [
  'title',
  'description',
  'excerpt',
  'keywords',
  'coverAlt',
  'body',
] as const;
export type ArticleTextField = (typeof ARTICLE_TEXT_FIELDS)[number];
export type ArticleText = PublishedArticleText;

export interface ArticleDraft {
  shared: ArticleShared;
  en: ArticleText;
  fr: ArticleText;
}

export interface PageDraft {
  shared: { press?: PressLink[] };
  en: JsonObject;
  fr: JsonObject;
}

/** A row of public.content_documents as the admin reads it (the dates are ISO strings). */
export interface ContentDocument {
  id: string;
  kind: 'article' | 'page';
  key: string;
  draft: Json;
  draft_saved_at: string | null;
  draft_saved_by: string | null;
  published: Json | null;
  published_languages: string[] | null;
  published_at: string | null;
  published_by: string | null;
  first_published_at: string | null;
  scheduled: Json | null;
  scheduled_languages: string[] | null;
  scheduled_for: string | null;
  scheduled_by: string | null;
  created_at: string;
  updated_at: string;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function articleText(value: unknown): ArticleText {
  const source = isJsonObject(value) ? value : {};
  return Object.fromEntries(
    ARTICLE_TEXT_FIELDS.map((field) => [field, text(source[field])]),
  ) as unknown as ArticleText;
}

function cover(value: unknown): ArticleCover | null {
  if (!isJsonObject(value) || typeof value.src !== 'string' || !value.src) return null;
  return {
    src: value.src,
    srcSet: text(value.srcSet),
    width: typeof value.width === 'number' ? value.width : 0,
    height: typeof value.height === 'number' ? value.height : 0,
  };
}

/** An article's JSON read defensively: a missing field is empty, never undefined. */
export function toArticleDraft(value: unknown): ArticleDraft {
  const source = isJsonObject(value) ? value : {};
  const shared = isJsonObject(source.shared) ? source.shared : {};
  return {
    shared: {
      author: text(shared.author),
      date: text(shared.date),
      cover: cover(shared.cover),
      related: Array.isArray(shared.related)
        ? shared.related.filter((id): id is string => typeof id === 'string')
        : [],
    },
    en: articleText(source.en),
    fr: articleText(source.fr),
  };
}

export function toPageDraft(value: unknown): PageDraft {
  const source = isJsonObject(value) ? value : {};
  const shared = isJsonObject(source.shared) ? source.shared : {};
  const press = Array.isArray(shared.press)
    ? shared.press.filter(isJsonObject).map((link) => ({
        id: text(link.id),
        outlet: text(link.outlet),
        href: text(link.href),
      }))
    : undefined;
  return {
    shared: press ? { press } : {},
    en: isJsonObject(source.en) ? source.en : {},
    fr: isJsonObject(source.fr) ? source.fr : {},
  };
}

export function emptyArticle(today: string): ArticleDraft {
  const blank = articleText({});
  return { shared: { author: '', date: today, cover: null, related: [] }, en: blank, fr: { ...blank } };
}

/**
 * What a reader gets of an HTML body: its text (tags dropped, entities of spaces read as spaces), a picture
 * counting as content as SQL's content_missing_fields counts it.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<img\s/gi, 'x<img ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

/** The fields that keep an article's language from being published (the contract's "complete"). */
export function articleMissing(draft: ArticleDraft, language: ContentLanguage): ArticleTextField[] {
  const copy = draft[language];
  const missing: ArticleTextField[] = (['title', 'description', 'excerpt'] as const).filter(
    (field) => !copy[field].trim(),
  );
  if (!htmlText(copy.body)) missing.push('body');
  if (draft.shared.cover && !copy.coverAlt.trim()) missing.push('coverAlt');
  return missing;
}

export type LeafPath = (string | number)[];

export interface StringLeaf {
  path: LeafPath;
  value: string;
}

/** Every string of a page's structure with its path, in document order (numbers and booleans are not text). */
export function stringLeaves(value: Json, path: LeafPath = []): StringLeaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (isJsonObject(value)) {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

/** The paths of a page language's empty strings: a page language is complete when there are none. */
export function pageMissing(draft: PageDraft, language: ContentLanguage): LeafPath[] {
  return stringLeaves(draft[language])
    .filter((leaf) => !leaf.value.trim())
    .map((leaf) => leaf.path);
}

/** A copy of `value` with the string at `path` replaced; the structure around it is kept as it is. */
export function setLeaf<T extends Json>(value: T, path: LeafPath, next: string): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    return value.map((item, index) => (index === head ? setLeaf(item, rest, next) : item)) as T;
  }
  if (isJsonObject(value) && typeof head === 'string' && Object.hasOwn(value, head)) {
    const object: JsonObject = value;
    return { ...object, [head]: setLeaf(object[head] as Json, rest, next) } as T;
  }
  return value;
}

/** Whether two JSON values are the same (jsonb does not keep the order of an object's keys). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => sameJson(a[key], b[key]));
  }
  return false;
}

export type DocumentState =
  | { kind: 'draft' }
  | { kind: 'published'; languages: string[]; changed: boolean }
  | { kind: 'scheduled'; at: string; languages: string[] }
  | { kind: 'unpublished' };

/** Where a document stands for the list and the editor: a schedule still to come wins over what is published. */
export function documentState(document: ContentDocument, now: Date): DocumentState {
  if (document.scheduled && document.scheduled_for && new Date(document.scheduled_for) > now) {
    return { kind: 'scheduled', at: document.scheduled_for, languages: document.scheduled_languages ?? [] };
  }
  // A schedule whose time has come is what visitors see (published_content), even before SQL folds it in.
  const due = document.scheduled && document.scheduled_for ? document.scheduled : null;
  const live = due ?? document.published;
  if (live) {
    return {
      kind: 'published',
      languages: (due ? document.scheduled_languages : document.published_languages) ?? [],
      changed: !sameJson(document.draft, live),
    };
  }
  return document.first_published_at ? { kind: 'unpublished' } : { kind: 'draft' };
}
