// The accessibility statement in the current language, each language in its own lazily loaded chunk with the
// build's legal facts (its contact details), as the legal pages load theirs.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccessibilityCopy } from '@/content/types';
import { contentKeys } from './get-brand-copy';

export interface LoadedAccessibilityCopy {
  copy: AccessibilityCopy;
  /** The build carries the fictional demo facts: the page says so. */
  demo: boolean;
}

export function loadAccessibilityCopy(language: string): Promise<LoadedAccessibilityCopy> {
  return Promise.all([
    language === 'fr' ? import('@/content/accessibility/fr') : import('@/content/accessibility/en'),
    import('@/content/legal'),
  ]).then(([module, legal]) => ({
    copy: module.accessibilityCopy(legal.LEGAL_FACTS),
    demo: legal.LEGAL_FACTS_SET === 'demo',
  }));
}

// Bundled texts never change while the page is open.
export const accessibilityCopyQuery = (language: string) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'accessibility', language] as const,
    queryFn: () => loadAccessibilityCopy(language),
    staleTime: Infinity,
  });

export function useAccessibilityCopy(): LoadedAccessibilityCopy {
  const { i18n } = useTranslation();
  return useSuspenseQuery(accessibilityCopyQuery(i18n.language)).data;
}
