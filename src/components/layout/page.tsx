// A page's translated heading and metadata, read from locales under pages.<id>.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Seo, type SeoProps } from './seo';
import { paths } from '@/lib/paths';

export interface PageProps {
  id: string;
  children?: ReactNode;
  noIndex?: boolean;
  jsonLd?: SeoProps['jsonLd'];
  className?: string;
  /** The page draws its own h1 (with the same heading text), e.g. over a banner. */
  ownHeading?: boolean;
}

export function Page({ id, children, noIndex, jsonLd, className, ownHeading = false }: PageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(`pages.${id}.title`);
  return (
    <div className={cn('mx-auto max-w-7xl px-4 py-10 sm:px-6', className)}>
      <Seo
        title={title}
        description={t(`pages.${id}.description`)}
        keywords={t(`pages.${id}.keywords`)}
        breadcrumbs={pathname === paths.home ? [] : [{ name: title, path: pathname }]}
        noIndex={noIndex}
        jsonLd={jsonLd}
      />
      {ownHeading ? null : (
        <h1 className="font-serif text-4xl text-ink sm:text-5xl">{t(`pages.${id}.heading`)}</h1>
      )}
      {children}
    </div>
  );
}
