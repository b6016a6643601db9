// The legal pages' texts in the current language, each language in its own lazily loaded chunk with the build's
// legal facts (src/content/legal.ts): never part of the first load.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LegalCopy } from '@/content/types';
import { contentKeys } from './get-brand-copy';

export interface LoadedLegalCopy {
  copy: LegalCopy;
  /** The build carries the fictional demo facts: the pages say so. */
  demo: boolean;
}

export function loadLegalCopy(language: string): Promise<LoadedLegalCopy> {
  return Promise.all([
    language === 'fr' ? import('@/content/legal/fr') : import('@/content/legal/en'),
    import('@/content/legal'),
  ]).then(([module, legal]) => ({
    copy: module.legalCopy(legal.LEGAL_FACTS),
    demo: legal.LEGAL_FACTS_SET === 'demo',
  }));
}

// Bundled texts never change while the page is open.
export const legalCopyQuery = (language: string) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'legal', language] as const,
    queryFn: () => loadLegalCopy(language),
    staleTime: Infinity,
  });

export function useLegalCopy(): LoadedLegalCopy {
  const { i18n } = useTranslation();
  return useSuspenseQuery(legalCopyQuery(i18n.language)).data;
}
