// Accent- and case-insensitive matching used by the search dialog.
import { paths } from '@/lib/paths';

export interface SearchEntry {
  id: string;
  to: string;
  title: string;
  text: string;
}

export function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Entries whose title or text contain every word of the query, each with how many words its title holds. */
export function scoreEntries<T extends SearchEntry>(
  entries: T[],
  query: string,
): { entry: T; score: number }[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry) => {
    const title = normalize(entry.title);
    const haystack = `${title} ${normalize(entry.text)}`;
    if (!words.every((word) => haystack.includes(word))) return [];
    const score = words.filter((word) => title.includes(word)).length;
    return [{ entry, score }];
  });
  return scored.sort((a, b) => b.score - a.score);
}

/** Entries whose title or text contain every word of the query; title matches first. */
export function searchEntries<T extends SearchEntry>(entries: T[], query: string): T[] {
  return scoreEntries(entries, query).map(({ entry }) => entry);
}

/**
 * Results in groups (products, articles, pages ...): the group holding the best title match comes first,
 * ties keep the given order, so the first result shown is the one Enter opens.
 */
export interface SearchGroup<T extends SearchEntry> {
  id: string;
  label: string;
  results: T[];
}

export function searchGroups<T extends SearchEntry>(
  groups: { id: string; label: string; entries: T[] }[],
  query: string,
): SearchGroup<T>[] {
  return groups
    .map((group, index) => {
      const scored = scoreEntries(group.entries, query);
      return { group, index, top: scored[0]?.score ?? -1, results: scored.map(({ entry }) => entry) };
    })
    .filter(({ results }) => results.length > 0)
    .sort((a, b) => b.top - a.top || a.index - b.index)
    .map(({ group, results }) => ({ id: group.id, label: group.label, results }));
}

/** Markup out, entities decoded enough for matching: descriptions are rich text, the search needs words. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchableProduct {
  product_id: string;
  title: string;
  title_fr: string | null;
  subtitle: string | null;
  subtitle_fr: string | null;
  description: string | null;
  description_fr: string | null;
}

/** A product as a search entry in the visitor's language (French texts fall back to the default ones). */
export function productEntry(
  product: SearchableProduct,
  language: string,
): SearchEntry & { summary: string } {
  const fr = language === 'fr';
  const title = (fr && product.title_fr) || product.title;
  const subtitle = (fr && product.subtitle_fr) || product.subtitle || '';
  const description = plainText((fr && product.description_fr) || product.description);
  return {
    id: `product-${product.product_id}`,
    to: paths.productPage(product.product_id),
    title,
    text: `${subtitle} ${description}`,
    summary: subtitle || (description.length > 120 ? `${description.slice(0, 117).trimEnd()}…` : description),
  };
}

export interface SearchableArticle {
  slug: string;
  title: string;
  excerpt: string;
  keywords: string;
}

export function articleEntry(article: SearchableArticle): SearchEntry & { summary: string } {
  return {
    id: `article-${article.slug}`,
    to: paths.journalArticle(article.slug),
    title: article.title,
    text: `${article.excerpt} ${article.keywords}`,
    summary: article.excerpt,
  };
}
