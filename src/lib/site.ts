// Facts about the brand shared by the metadata, the footer and the sitemap.

export const BRAND_NAME = 'Maison Immortela';

export const SOCIAL_LINKS = [
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/maisonimmortela/' },
  { id: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/maisonimmortela/' },
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/maisonimmortela' },
] as const;

/** Public pages listed in the sitemap, in the order of the navigation. */
export const PUBLIC_PATHS = [
  '/',
  '/collection',
  '/ritual',
  '/our-story',
  '/journal',
  '/our-commitment',
  '/experiences',
  '/contact',
  '/order',
  '/legal-notice',
  '/terms',
  '/privacy',
  '/cookies',
  '/withdrawal-form',
] as const;

/** Public pages the build does not pre-render: they start from an empty root (forms that read the visitor's data). */
export const CLIENT_ONLY_PATHS: readonly string[] = ['/order', '/withdrawal-form'];
