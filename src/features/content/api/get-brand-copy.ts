// The brand texts and journal articles of the current language, each language in its own lazily loaded chunk.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ArticleText, BrandCopy } from '@/content/types';
import type { ArticleSlug } from '@/content/journal/meta';

export const contentKeys = {
  all: ['content'] as const,
  brand: (language: string) => [...contentKeys.all, 'brand', language] as const,
  articles: (language: string) => [...contentKeys.all, 'articles', language] as const,
};

export function loadBrandCopy(language: string): Promise<BrandCopy> {
  return language === 'fr'
    ? import('@/content/brand/fr').then((module) => module.brand)
    : import('@/content/brand/en').then((module) => module.brand);
}

export function loadArticles(language: string): Promise<Record<ArticleSlug, ArticleText>> {
  return language === 'fr'
    ? import('@/content/journal/fr').then((module) => module.articles)
    : import('@/content/journal/en').then((module) => module.articles);
}

/** The texts and the pages' labels (the content namespace) load together, not one after the other. */
async function withLabels<T>(i18n: I18n, texts: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([texts, i18n.loadNamespaces('content')]);
  return loaded;
}

// Bundled texts never change while the page is open.
export const brandCopyQuery = (i18n: I18n, language: string) =>
  queryOptions({
    queryKey: contentKeys.brand(language),
    queryFn: () => withLabels(i18n, loadBrandCopy(language)),
    staleTime: Infinity,
  });

export const articlesQuery = (i18n: I18n, language: string) =>
  queryOptions({
    queryKey: contentKeys.articles(language),
    queryFn: () => withLabels(i18n, loadArticles(language)),
    staleTime: Infinity,
  });

export function useBrandCopy(): BrandCopy {
  const { i18n } = useTranslation();
  return useSuspenseQuery(brandCopyQuery(i18n, i18n.language)).data;
}

export function useArticles(): Record<ArticleSlug, ArticleText> {
  const { i18n } = useTranslation();
  return useSuspenseQuery(articlesQuery(i18n, i18n.language)).data;
}
