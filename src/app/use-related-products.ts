// The names of the products an article relates to, in the page's language, once the page is React's (the product
// list is live; the pre-render and the first render show none). Used by the article page and the admin's preview.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/content/published';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import type { RelatedProduct } from '@/features/content/components/journal-article';
import { useHydrated } from '@/lib/use-hydrated';

export function useRelatedProducts(ids: string[]): RelatedProduct[] {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const products = useQuery({ ...productsQueryOptions(), enabled: hydrated && ids.length > 0 }).data;
  if (!hydrated || !products) return [];
  const french = contentLanguage(i18n.language) === 'fr';
  return ids.flatMap((id) => {
    const product = products.find((candidate) => candidate.product_id === id);
    // The French name when it has one (as the catalogue shows it), else the default one.
    return product ? [{ id, title: (french && product.title_fr?.trim()) || product.title }] : [];
  });
}
