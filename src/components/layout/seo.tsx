// Per-page metadata: title, description, keywords, social tags, canonical link, hreflang alternates and JSON-LD.
import { useLayoutEffect } from 'react';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { readSiteUrl } from '@/lib/env';
import { LANGUAGE_PARAM, languageFromSearch } from '@/lib/language';
import { BRAND_NAME, languageAlternates, SOCIAL_LINKS } from '@/lib/site';
import { paths } from '@/lib/paths';

export interface Crumb {
  name: string;
  path: string;
}

export interface SeoProps {
  title: string;
  description: string;
  keywords?: string;
  /** Trail after Home; Home is always first. */
  breadcrumbs?: Crumb[];
  /** Extra JSON-LD objects for the page (Product, Article ...). */
  jsonLd?: Record<string, unknown>[];
  type?: 'website' | 'article' | 'product';
  image?: string;
  noIndex?: boolean;
  /** The languages the page is published in, for its hreflang alternates; both by default. */
  languages?: readonly string[];
}

const SITE_URL = readSiteUrl();

export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).toString();
}

export function baseJsonLd(siteUrl: string, crumbs: { name: string; url: string }[]) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: BRAND_NAME,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/favicon.svg`,
      sameAs: SOCIAL_LINKS.map((link) => link.href),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND_NAME,
      url: `${siteUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    },
  ];
}

export function Seo({
  title,
  description,
  keywords,
  breadcrumbs = [],
  jsonLd = [],
  type = 'website',
  image = '/og-image.png',
  noIndex = false,
  languages,
}: SeoProps) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  // An address that names its language is its own canonical (each hreflang alternate must be); the plain one too.
  const named = languageFromSearch(search);
  const canonical = absoluteUrl(named ? `${pathname}?${LANGUAGE_PARAM}=${named}` : pathname);
  const fullTitle = title === BRAND_NAME ? title : `${title} | ${BRAND_NAME}`;
  const imageUrl = absoluteUrl(image);
  const crumbs = [{ name: t('breadcrumb.home'), path: paths.home }, ...breadcrumbs].map((crumb) => ({
    name: crumb.name,
    url: absoluteUrl(crumb.path),
  }));
  const structured = [...baseJsonLd(SITE_URL, crumbs), ...jsonLd];

  // A pre-rendered page showed its title and hreflang alternates before React (scripts/vite/prerender.ts); React's
  // own replace them.
  useLayoutEffect(() => {
    if (document.head.querySelectorAll('title').length > 1) {
      document.head.querySelector('title[data-prerendered]')?.remove();
    }
    for (const link of document.head.querySelectorAll<HTMLLinkElement>(
      'link[rel="alternate"][data-prerendered]',
    )) {
      const language = link.getAttribute('hreflang') ?? '';
      const own = document.head.querySelector(
        `link[rel="alternate"][hreflang="${CSS.escape(language)}"]:not([data-prerendered])`,
      );
      if (own || noIndex) link.remove();
    }
  }, [noIndex]);

  // react-helmet-async 3 on React 19 lets React hoist the tags and its provider is a passthrough, so the
  // provider lives here, in the lazily loaded page layer, which keeps the library out of the first load.
  return (
    <HelmetProvider>
      <Helmet>
        <html lang={i18n.language} />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {keywords ? <meta name="keywords" content={keywords} /> : null}
        {noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="canonical" href={canonical} />
        {noIndex
          ? null
          : languageAlternates(SITE_URL, pathname, languages).map(({ hrefLang, href }) => (
              <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
            ))}
        <meta property="og:site_name" content={BRAND_NAME} />
        <meta property="og:type" content={type} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={imageUrl} />
        <meta property="og:locale" content={i18n.language === 'fr' ? 'fr_FR' : 'en_US'} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={imageUrl} />
        {structured.map((item, index) => (
          <script key={index} type="application/ld+json">
            {JSON.stringify(item)}
          </script>
        ))}
      </Helmet>
    </HelmetProvider>
  );
}
