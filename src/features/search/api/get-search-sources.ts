// What the search looks through besides the pages: the products (a light list of their texts) and the
// journal's articles published in the current language (the live published content, the journal's own query).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { FIVE_MINUTES, GC_TIME } from '@/lib/query-client';
import { contentLanguage, localize, type PublishedRow } from '@/content/published';
import { publishedContentQuery } from '@/lib/published-content-query';
import type { SearchableArticle, SearchableProduct } from '@/features/search/search-model';

export const searchKeys = {
  all: ['search'] as const,
  products: () => [...searchKeys.all, 'products'] as const,
};

export async function getSearchableProducts(): Promise<SearchableProduct[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products_public')
    .select('product_id, title, title_fr, subtitle, subtitle_fr, description, description_fr')
    .order('price', { ascending: true });
  if (error) throw error;
  return data;
}

/** The articles published in the language, newest first, as the search reads them. */
export function searchableArticles(rows: PublishedRow[], language: string): SearchableArticle[] {
  return localize(rows, contentLanguage(language)).articles.map(({ slug, text }) => ({ slug, ...text }));
}

export const searchableProductsQuery = () =>
  queryOptions({
    queryKey: searchKeys.products(),
    queryFn: getSearchableProducts,
    staleTime: FIVE_MINUTES,
    gcTime: GC_TIME,
  });

export function useSearchSources(language: string) {
  const products = useQuery(searchableProductsQuery());
  const articles = useQuery({
    ...publishedContentQuery(),
    select: (rows: PublishedRow[]) => searchableArticles(rows, language),
  });
  return { products, articles };
}
