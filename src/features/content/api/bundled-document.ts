// A text bundled with the app and filled with the build's legal facts (the legal pages, the accessibility
// statement): each language in its own lazily loaded chunk, never part of the first load, cached for the page's
// life (bundled texts never change while it is open).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LegalFacts } from '@/content/legal';
import { contentKeys } from './get-published-content';

export interface LoadedDocument<Copy> {
  copy: Copy;
  /** The build carries the fictional demo facts: the pages say so. */
  demo: boolean;
}

/** The hook that reads it: `load(language)` imports that language's module, whose function builds the copy. */
export function bundledDocument<Copy>(
  name: string,
  load: (language: string) => Promise<(facts: LegalFacts) => Copy>,
): () => LoadedDocument<Copy> {
  const loadDocument = (language: string): Promise<LoadedDocument<Copy>> =>
    Promise.all([load(language), import('@/content/legal')]).then(([build, legal]) => ({
      copy: build(legal.LEGAL_FACTS),
      demo: legal.LEGAL_FACTS_SET === 'demo',
    }));
  const query = (language: string) =>
    queryOptions({
      queryKey: [...contentKeys.all, name, language] as const,
      queryFn: () => loadDocument(language),
      staleTime: Infinity,
    });
  return function useDocument() {
    const { i18n } = useTranslation();
    return useSuspenseQuery(query(i18n.language)).data;
  };
}
