// Every route of SPEC.md 2, each page loaded on demand; any other path goes to / replacing the entry.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { isAdminPath, paths, ROUTE_PATTERNS, type RouteName } from '@/lib/paths';

type PageModule = Promise<{ default: ComponentType }>;

// Loaded with the first admin page, never by a visitor's first load; the root layout's Suspense covers it.
const AdminLayout = lazy(() => import('./admin-layout').then((module) => ({ default: module.AdminLayout })));

/** Each route's page module, by the route's name in lib/paths (the build reads this table: vite-route-preload). */
export const PAGE_MODULES: Record<RouteName, () => PageModule> = {
  home: () => import('./routes/home'),
  collection: () => import('./routes/collection'),
  ourStory: () => import('./routes/our-story'),
  journal: () => import('./routes/journal'),
  journalArticle: () => import('./routes/journal-article'),
  productPage: () => import('./routes/product-page'),
  ourCommitment: () => import('./routes/our-commitment'),
  experiences: () => import('./routes/experiences'),
  ritual: () => import('./routes/ritual'),
  auth: () => import('./routes/auth'),
  cart: () => import('./routes/cart'),
  checkout: () => import('./routes/checkout'),
  paymentSuccess: () => import('./routes/payment-success'),
  order: () => import('./routes/order'),
  reservationCheckout: () => import('./routes/reservation-checkout'),
  contact: () => import('./routes/contact'),
  legalNotice: () => import('./routes/legal-notice'),
  terms: () => import('./routes/terms'),
  privacy: () => import('./routes/privacy'),
  cookies: () => import('./routes/cookies'),
  accessibility: () => import('./routes/accessibility'),
  communityConfirm: () => import('./routes/community-confirm'),
  myReservations: () => import('./routes/my-reservations'),
  account: () => import('./routes/account'),
  unsubscribe: () => import('./routes/unsubscribe'),
  backInStockConfirm: () => import('./routes/back-in-stock-confirm'),
  backInStockUnsubscribe: () => import('./routes/back-in-stock-unsubscribe'),
  myOrders: () => import('./routes/my-orders'),
  withdrawalForm: () => import('./routes/withdrawal-form'),
  adminHome: () => import('./routes/admin-home'),
  adminProducts: () => import('./routes/admin-products'),
  adminOrders: () => import('./routes/admin-orders'),
  adminShipping: () => import('./routes/admin-shipping'),
  adminPromotions: () => import('./routes/admin-promotions'),
  adminVat: () => import('./routes/admin-vat'),
  adminMigration: () => import('./routes/admin-migration'),
  adminMigrateImages: () => import('./routes/admin-migrate-images'),
  adminMails: () => import('./routes/admin-mails'),
  adminStaff: () => import('./routes/admin-staff'),
  adminContent: () => import('./routes/admin-content'),
  adminContentArticle: () => import('./routes/admin-content-article'),
  adminContentPage: () => import('./routes/admin-content-page'),
  adminContentPreview: () => import('./routes/admin-content-preview'),
  adminSettings: () => import('./routes/admin-settings'),
  crm: () => import('./routes/crm'),
  crmContacts: () => import('./routes/crm-contacts'),
  crmContact: () => import('./routes/crm-contact'),
  crmOrders: () => import('./routes/crm-orders'),
  crmImport: () => import('./routes/crm-import'),
};

const PAGE_ROUTES = (Object.keys(PAGE_MODULES) as RouteName[]).map((name) => ({
  path: ROUTE_PATTERNS[name],
  load: PAGE_MODULES[name],
}));

function pageRoute(path: string, Page: LazyExoticComponent<ComponentType>): RouteObject {
  return path === paths.home ? { index: true, element: <Page /> } : { path, element: <Page /> };
}

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...PAGE_ROUTES.filter(({ path }) => !isAdminPath(path)).map(({ path, load }) =>
        pageRoute(path, lazy(load)),
      ),
      {
        element: <AdminLayout />,
        children: PAGE_ROUTES.filter(({ path }) => isAdminPath(path)).map(({ path, load }) =>
          pageRoute(path, lazy(load)),
        ),
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createRouter(): AppRouter {
  return createBrowserRouter(routes);
}
