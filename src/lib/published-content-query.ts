// The live `rpc('published_content')` (src/content/published.ts), one query the journal pages and the search
// share: a plain GET as anon, cached like the product list.
import { queryOptions } from '@tanstack/react-query';
import type { PublishedRow } from '@/content/published';
import { publicRestGet } from './public-rest';
import { FIVE_MINUTES, GC_TIME } from './query-client';

export function getPublishedContent({ signal }: { signal?: AbortSignal } = {}): Promise<PublishedRow[]> {
  return publicRestGet<PublishedRow[]>('rpc/published_content', { signal });
}

export const publishedContentQuery = () =>
  queryOptions({
    queryKey: ['content', 'published'] as const,
    queryFn: getPublishedContent,
    staleTime: FIVE_MINUTES,
    gcTime: GC_TIME,
  });
