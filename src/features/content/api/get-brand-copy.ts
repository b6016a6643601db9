// The brand texts and journal articles of the current language, each language in its own lazily loaded chunk.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ArticleText, BrandCopy } from '../../../content/types';
import type { ArticleSlug } from '../../../content/journal/meta';

export const contentKeys = {
  all: ['content'] as const,
  brand: (language: string) => [...contentKeys.all, 'brand', language] as const,
  articles: (language: string) => [...contentKeys.all, 'articles', language] as const,
};

export function loadBrandCopy(language: string): Promise<BrandCopy> {
  return language === 'fr'
    ? import('../../../content/brand/fr').then((module) => module.brand)
    : import('../../../content/brand/en').then((module) => module.brand);
}

export function loadArticles(language: string): Promise<Record<ArticleSlug, ArticleText>> {
  return language === 'fr'
    ? import('../../../content/journal/fr').then((module) => module.articles)
    : import('../../../content/journal/en').then((module) => module.articles);
}

// Bundled texts never change while the page is open.
export const brandCopyQuery = (language: string) =>
  queryOptions({
    queryKey: contentKeys.brand(language),
    queryFn: () => loadBrandCopy(language),
    staleTime: Infinity,
  });

export const articlesQuery = (language: string) =>
  queryOptions({
    queryKey: contentKeys.articles(language),
    queryFn: () => loadArticles(language),
    staleTime: Infinity,
  });

export function useBrandCopy(): BrandCopy {
  const { i18n } = useTranslation();
  return useSuspenseQuery(brandCopyQuery(i18n.language)).data;
}

export function useArticles(): Record<ArticleSlug, ArticleText> {
  const { i18n } = useTranslation();
  return useSuspenseQuery(articlesQuery(i18n.language)).data;
}
