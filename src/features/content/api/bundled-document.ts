// A text bundled with the app and filled with the shop's legal facts (the legal pages, the accessibility
// statement): each language in its own lazily loaded chunk, never part of the first load, cached for the page's
// life (bundled texts never change while it is open). The facts are the build's for the first render, then the
// live ones (the owner may have changed one in the Settings since), except where the text must stay the version
// the build recorded (the terms of sale: `{ live: false }`).
import { useMemo } from 'react';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LegalFacts } from '@/content/legal';
import { useLegalFacts } from '@/lib/live-legal-facts';
import { LEGAL_FACTS } from '@/lib/legal-facts';
import { contentKeys } from './get-published-content';

export interface LoadedDocument<Copy> {
  copy: Copy;
  /** The build carries the fictional demo facts: the pages say so. */
  demo: boolean;
}

interface DocumentOptions {
  /** False: the build's facts only (what was recorded with the text). */
  live?: boolean;
}

/** The hook that reads it: `load(language)` imports that language's module, whose function builds the copy. */
export function bundledDocument<Copy>(
  name: string,
  load: (language: string) => Promise<(facts: LegalFacts) => Copy>,
): (options?: DocumentOptions) => LoadedDocument<Copy> {
  const loadDocument = (language: string) =>
    Promise.all([load(language), import('@/content/legal')]).then(([build, legal]) => ({
      build,
      demo: legal.LEGAL_FACTS_SET === 'demo',
    }));
  const query = (language: string) =>
    queryOptions({
      queryKey: [...contentKeys.all, name, language] as const,
      queryFn: () => loadDocument(language),
      staleTime: Infinity,
    });
  return function useDocument({ live = true }: DocumentOptions = {}) {
    const { i18n } = useTranslation();
    const { build, demo } = useSuspenseQuery(query(i18n.language)).data;
    const liveFacts = useLegalFacts();
    const facts = live ? liveFacts : LEGAL_FACTS;
    return useMemo(() => ({ copy: build(facts), demo }), [build, facts, demo]);
  };
}
