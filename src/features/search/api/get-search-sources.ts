// What the search looks through besides the pages: the products (a light list of their texts) and the
// journal's articles in the current language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { FIVE_MINUTES, GC_TIME } from '@/lib/query-client';
import { JOURNAL_ARTICLES } from '@/content/journal/meta';
import type { SearchableArticle, SearchableProduct } from '@/features/search/search-model';

export const searchKeys = {
  all: ['search'] as const,
  products: () => [...searchKeys.all, 'products'] as const,
  articles: (language: string) => [...searchKeys.all, 'articles', language] as const,
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

export async function getSearchableArticles(language: string): Promise<SearchableArticle[]> {
  const { articles } =
    language === 'fr' ? await import('@/content/journal/fr') : await import('@/content/journal/en');
  return JOURNAL_ARTICLES.map((meta) => ({ slug: meta.slug, ...articles[meta.slug] }));
}

export const searchableProductsQuery = () =>
  queryOptions({
    queryKey: searchKeys.products(),
    queryFn: getSearchableProducts,
    staleTime: FIVE_MINUTES,
    gcTime: GC_TIME,
  });

export const searchableArticlesQuery = (language: string) =>
  queryOptions({
    queryKey: searchKeys.articles(language),
    queryFn: () => getSearchableArticles(language),
    staleTime: Infinity,
  });

export function useSearchSources(language: string) {
  const products = useQuery(searchableProductsQuery());
  const articles = useQuery(searchableArticlesQuery(language));
  return { products, articles };
}
