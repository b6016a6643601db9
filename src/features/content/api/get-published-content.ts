// The journal and brand pages a visitor reads. The first render (the build's pre-render, and the browser's
// hydration of it) shows the build's snapshot (scripts/vite/published-content.ts: each language its own lazily
// loaded chunk, the small index in the page's own chunk); once the page is React's, the live rows of
// `rpc('published_content')` replace it, cached like the products, so what the owner publishes shows without a
// rebuild. The live rows never reach the first render: a text changed since the build would not match the HTML.
import { useMemo } from 'react';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import snapshotIndex from 'virtual:published-content';
import {
  contentIndex,
  contentLanguage,
  localize,
  type ContentIndex,
  type ContentLanguage,
  type LocalizedContent,
  type PublishedRow,
} from '@/content/published';
import { publishedContentQuery } from '@/lib/published-content-query';
import { useHydrated } from '@/lib/use-hydrated';

export const contentKeys = {
  all: ['content'] as const,
  snapshot: (language: string) => [...contentKeys.all, 'snapshot', language] as const,
};

export function loadSnapshot(language: ContentLanguage): Promise<LocalizedContent> {
  return language === 'fr'
    ? import('virtual:published-content/fr').then((module) => module.default)
    : import('virtual:published-content/en').then((module) => module.default);
}

/** The texts and the pages' labels (the content namespace) load together, not one after the other. */
async function withLabels<T>(i18n: I18n, texts: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([texts, i18n.loadNamespaces('content')]);
  return loaded;
}

// The snapshot is part of the build: it never changes while the page is open.
export const snapshotQuery = (i18n: I18n, language: ContentLanguage) =>
  queryOptions({
    queryKey: contentKeys.snapshot(language),
    queryFn: () => withLabels(i18n, loadSnapshot(language)),
    staleTime: Infinity,
  });

export interface LiveRows {
  /** Undefined in the pre-render, while hydrating and until the answer arrives. */
  rows: PublishedRow[] | undefined;
  /** True until the live answer (or its failure) is known. */
  pending: boolean;
}

export function useLiveRows(): LiveRows {
  const hydrated = useHydrated();
  const live = useQuery({ ...publishedContentQuery(), enabled: hydrated });
  return { rows: hydrated ? live.data : undefined, pending: !hydrated || live.isPending };
}

/** Everything published in the page's language: the snapshot first, then the live rows. */
export function usePublishedContent(): LocalizedContent {
  const { i18n } = useTranslation();
  const language = contentLanguage(i18n.language);
  const snapshot = useSuspenseQuery(snapshotQuery(i18n, language)).data;
  const { rows } = useLiveRows();
  return useMemo(() => (rows ? localize(rows, language) : snapshot), [rows, language, snapshot]);
}

/** The small index (articles without texts, the hero, the languages of each page), snapshot then live. */
export function useContentIndex(): ContentIndex {
  const { rows } = useLiveRows();
  return useMemo(() => (rows ? contentIndex(rows) : snapshotIndex), [rows]);
}
