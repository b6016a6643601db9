// Facts about the brand shared by the metadata, the footer and the sitemap.
import { paths } from './paths.ts';

export const BRAND_NAME = 'Maison Immortela';

export const SOCIAL_LINKS = [
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/maisonimmortela/' },
  { id: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/maisonimmortela/' },
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/maisonimmortela' },
] as const;

/** Public pages listed in the sitemap, in the order of the navigation. */
export const PUBLIC_PATHS = [
  paths.home,
  paths.collection,
  paths.ritual,
  paths.ourStory,
  paths.journal,
  paths.ourCommitment,
  paths.experiences,
  paths.contact,
  paths.order,
  paths.legalNotice,
  paths.terms,
  paths.privacy,
  paths.cookies,
  paths.accessibility,
  paths.withdrawalForm,
] as const;

/** Public pages the build does not pre-render: they start from an empty root (forms that read the visitor's data). */
export const CLIENT_ONLY_PATHS: readonly string[] = [paths.order, paths.withdrawalForm];

/**
 * The hreflang alternates of a page: each language at an address that always serves it (`?lang=en`, `?lang=fr`;
 * the pre-rendered page shows that language before any script, src/lib/language.ts keeps it), and x-default, the
 * plain address, which serves the visitor's own choice or browser language. Used by the pages' head (Seo), the
 * pre-rendered HTML and the sitemap. vite.config.ts reads this file: it imports only lib/paths, with the
 * extension Vite's native config loader wants.
 */
export function languageAlternates(
  siteUrl: string,
  path: string,
  /** The languages the page is published in (a journal article may be in one only); both by default. */
  languages: readonly string[] = ['en', 'fr'],
): { hrefLang: string; href: string }[] {
  const page = `${siteUrl.replace(/\/+$/, '')}${path}`;
  return [
    ...['en', 'fr']
      .filter((language) => languages.includes(language))
      .map((language) => ({ hrefLang: language, href: `${page}?lang=${language}` })),
    { hrefLang: 'x-default', href: page },
  ];
}
