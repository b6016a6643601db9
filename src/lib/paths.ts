// Every address of the app, written once: the router's table (ROUTE_PATTERNS), and `paths` for links, redirects,
// menus and the sitemap (functions for the addresses that take a value). No imports: vite.config.ts reads it.

/** The pages without a parameter, by name. */
const PAGES = {
  home: '/',
  collection: '/collection',
  ourStory: '/our-story',
  journal: '/journal',
  ourCommitment: '/our-commitment',
  experiences: '/experiences',
  ritual: '/ritual',
  auth: '/auth',
  cart: '/cart',
  checkout: '/checkout',
  paymentSuccess: '/payment-success',
  order: '/order',
  reservationCheckout: '/reservation-checkout',
  contact: '/contact',
  legalNotice: '/legal-notice',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  accessibility: '/accessibility',
  communityConfirm: '/community/confirm',
  myReservations: '/my-reservations',
  account: '/account',
  unsubscribe: '/unsubscribe',
  backInStockConfirm: '/back-in-stock/confirm',
  backInStockUnsubscribe: '/back-in-stock/unsubscribe',
  myOrders: '/my-orders',
  withdrawalForm: '/withdrawal-form',
  adminHome: '/admin',
  adminProducts: '/admin/products',
  adminOrders: '/admin/orders',
  adminShipping: '/admin/shipping',
  adminPromotions: '/admin/promotions',
  adminVat: '/admin/vat',
  adminMigration: '/admin/migration',
  adminMigrateImages: '/admin/migrate-images',
  adminMails: '/admin/mails',
  adminStaff: '/admin/staff',
  adminContent: '/admin/content',
  adminSettings: '/admin/settings',
  crm: '/crm',
  crmContacts: '/crm/contacts',
  crmOrders: '/crm/orders',
  crmImport: '/crm/import',
} as const;

/** Every route of the router (SPEC.md 2), by name; `:name` is one path segment. */
export const ROUTE_PATTERNS = {
  ...PAGES,
  journalArticle: '/journal/:slug',
  productPage: '/products/:slug',
  crmContact: '/crm/contacts/:id',
  adminContentArticle: '/admin/content/articles/:id',
  adminContentPage: '/admin/content/pages/:key',
  adminContentPreview: '/admin/content/preview/:id/:language',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/**
 * A path with its query string, without a lone `?` when there is none. A record's values are encoded as
 * encodeURIComponent does (a space is %20); URLSearchParams keep their own encoding.
 */
export function withQuery(path: string, query: URLSearchParams | Record<string, string>): string {
  const search =
    query instanceof URLSearchParams
      ? query.toString()
      : Object.entries(query)
          .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
          .join('&');
  return search ? `${path}?${search}` : path;
}

export const paths = {
  ...PAGES,
  journalArticle: (slug: string) => `${PAGES.journal}/${encodeURIComponent(slug)}`,
  crmContact: (id: string) => `${PAGES.crmContacts}/${encodeURIComponent(id)}`,
  /** A product's own page. */
  productPage: (slug: string) => `/products/${encodeURIComponent(slug)}`,
  /** The collection with one product's quick view open (older links; the page is the product's address). */
  product: (productId: string) => withQuery(PAGES.collection, { product: productId }),
  /** The contact form with its subject filled in. */
  contactAbout: (subject: string) => withQuery(PAGES.contact, { subject }),
  /** One order of the admin, keeping the list's filters for the way back. */
  adminOrder: (id: string, listParams?: URLSearchParams) => {
    const params = new URLSearchParams(listParams);
    params.set('order', id);
    return withQuery(PAGES.adminOrders, params);
  },
  /** The product editor (`new` for a new product). */
  adminProduct: (id: string) => withQuery(PAGES.adminProducts, { edit: id }),
  /** The article editor (`new` for a new article). */
  adminContentArticle: (id: string) => `${PAGES.adminContent}/articles/${encodeURIComponent(id)}`,
  adminContentPage: (key: string) => `${PAGES.adminContent}/pages/${encodeURIComponent(key)}`,
  /** A document's draft as a visitor would see it, in one language. */
  adminContentPreview: (id: string, language: 'en' | 'fr') =>
    `${PAGES.adminContent}/preview/${encodeURIComponent(id)}/${language}`,
} as const;

/** Admin and CRM pages render inside the admin layout (its guard and navigation). */
export function isAdminPath(path: string): boolean {
  return (
    path === PAGES.adminHome ||
    path.startsWith('/admin/') ||
    path === PAGES.crm ||
    path.startsWith(`${PAGES.crm}/`)
  );
}
