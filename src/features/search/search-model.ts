// Accent- and case-insensitive matching used by the search dialog.

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

/** Entries whose title or text contain every word of the query; title matches first. */
export function searchEntries<T extends SearchEntry>(entries: T[], query: string): T[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry) => {
    const title = normalize(entry.title);
    const haystack = `${title} ${normalize(entry.text)}`;
    if (!words.every((word) => haystack.includes(word))) return [];
    const score = words.filter((word) => title.includes(word)).length;
    return [{ entry, score }];
  });
  return scored.sort((a, b) => b.score - a.score).map(({ entry }) => entry);
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
    to: `/collection?product=${encodeURIComponent(product.product_id)}`,
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
    to: `/journal/${article.slug}`,
    title: article.title,
    text: `${article.excerpt} ${article.keywords}`,
    summary: article.excerpt,
  };
}
