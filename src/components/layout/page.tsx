// A page's translated heading and metadata, read from locales under pages.<id>.
import { useEffect, useRef, type ReactNode } from 'react';
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
  /** The languages the page is published in (a brand page the owner published in one), for its hreflang. */
  languages?: SeoProps['languages'];
  className?: string;
  /** The page draws its own h1 (with the same heading text), e.g. over a banner. */
  ownHeading?: boolean;
  /**
   * The heading takes focus when the page opens, for a page reached by an action elsewhere (the cart after a
   * purchase button): focus would otherwise stay on the document, and the next Tab start from the top bar.
   */
  focusHeading?: boolean;
}

export function Page({
  id,
  children,
  noIndex,
  jsonLd,
  languages,
  className,
  ownHeading = false,
  focusHeading = false,
}: PageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
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
        languages={languages}
      />
      {ownHeading ? null : (
        <h1
          ref={heading}
          tabIndex={focusHeading ? -1 : undefined}
          className="font-serif text-4xl text-ink [overflow-wrap:anywhere] focus:outline-none sm:text-5xl"
        >
          {t(`pages.${id}.heading`)}
        </h1>
      )}
      {children}
    </div>
  );
}
