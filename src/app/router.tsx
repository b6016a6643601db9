// Every route of SPEC.md 2, each page loaded on demand; any other path goes to / replacing the entry.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageModule = Promise<{ default: ComponentType }>;

// Loaded with the first admin page, never by a visitor's first load; the root layout's Suspense covers it.
const AdminLayout = lazy(() => import('./admin-layout').then((module) => ({ default: module.AdminLayout })));

export const PAGE_ROUTES: { path: string; load: () => PageModule }[] = [
  { path: '/', load: () => import('./routes/home') },
  { path: '/collection', load: () => import('./routes/collection') },
  { path: '/our-story', load: () => import('./routes/our-story') },
  { path: '/journal', load: () => import('./routes/journal') },
  { path: '/journal/:slug', load: () => import('./routes/journal-article') },
  { path: '/our-commitment', load: () => import('./routes/our-commitment') },
  { path: '/experiences', load: () => import('./routes/experiences') },
  { path: '/ritual', load: () => import('./routes/ritual') },
  { path: '/auth', load: () => import('./routes/auth') },
  { path: '/cart', load: () => import('./routes/cart') },
  { path: '/checkout', load: () => import('./routes/checkout') },
  { path: '/payment-success', load: () => import('./routes/payment-success') },
  { path: '/order', load: () => import('./routes/order') },
  { path: '/reservation-checkout', load: () => import('./routes/reservation-checkout') },
  { path: '/contact', load: () => import('./routes/contact') },
  { path: '/legal-notice', load: () => import('./routes/legal-notice') },
  { path: '/terms', load: () => import('./routes/terms') },
  { path: '/privacy', load: () => import('./routes/privacy') },
  { path: '/cookies', load: () => import('./routes/cookies') },
  { path: '/community/confirm', load: () => import('./routes/community-confirm') },
  { path: '/my-reservations', load: () => import('./routes/my-reservations') },
  { path: '/account', load: () => import('./routes/account') },
  { path: '/unsubscribe', load: () => import('./routes/unsubscribe') },
  { path: '/my-orders', load: () => import('./routes/my-orders') },
  { path: '/withdrawal-form', load: () => import('./routes/withdrawal-form') },
  { path: '/admin/products', load: () => import('./routes/admin-products') },
  { path: '/admin/orders', load: () => import('./routes/admin-orders') },
  { path: '/admin/shipping', load: () => import('./routes/admin-shipping') },
  { path: '/admin/promotions', load: () => import('./routes/admin-promotions') },
  { path: '/admin/migration', load: () => import('./routes/admin-migration') },
  { path: '/admin/migrate-images', load: () => import('./routes/admin-migrate-images') },
  { path: '/admin/mails', load: () => import('./routes/admin-mails') },
  { path: '/crm', load: () => import('./routes/crm') },
  { path: '/crm/contacts', load: () => import('./routes/crm-contacts') },
  { path: '/crm/contacts/:id', load: () => import('./routes/crm-contact') },
  { path: '/crm/orders', load: () => import('./routes/crm-orders') },
  { path: '/crm/import', load: () => import('./routes/crm-import') },
];

/** Admin and CRM pages render inside the admin layout (its guard and navigation). */
export function isAdminPath(path: string): boolean {
  return path.startsWith('/admin/') || path === '/crm' || path.startsWith('/crm/');
}

function pageRoute(path: string, Page: LazyExoticComponent<ComponentType>): RouteObject {
  return path === '/' ? { index: true, element: <Page /> } : { path, element: <Page /> };
}

export const routes: RouteObject[] = [
  {
    path: '/',
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
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createRouter(): AppRouter {
  return createBrowserRouter(routes);
}
