import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import publishedIndex from 'virtual:published-content';
import { articlePaths } from '@/content/published';
import { isAdminPath, paths, ROUTE_PATTERNS } from '@/lib/paths';
import { CLIENT_ONLY_PATHS, PUBLIC_PATHS } from '@/lib/site';
import { ROUTES as E2E_ROUTES } from '../../tests/e2e/routes';
import { routes } from './router';

/** Pages a search engine is not sent to: a visitor's own, a step of a purchase, a link from a mail. */
const NOT_IN_SITEMAP: string[] = [
  paths.auth,
  paths.cart,
  paths.checkout,
  paths.paymentSuccess,
  paths.reservationCheckout,
  paths.communityConfirm,
  paths.myReservations,
  paths.account,
  paths.unsubscribe,
  paths.backInStockConfirm,
  paths.backInStockUnsubscribe,
  paths.myOrders,
];

/** Whether a path is one a route pattern matches (`:name` is one segment). */
function matches(pattern: string, path: string): boolean {
  return new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/?#]+')}$`).test(path);
}

function routePaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.index ? [paths.home] : route.path && route.path !== paths.home ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

describe('router and paths', () => {
  const routed = routePaths(routes);

  it('routes every path the paths module names, and nothing else but the fallback', () => {
    expect(routed.filter((path) => path !== '*').sort()).toEqual(Object.values(ROUTE_PATTERNS).sort());
    expect(routed).toContain('*');
  });

  it('visits every route in the e2e journeys (tests/e2e/routes.ts)', () => {
    for (const pattern of Object.values(ROUTE_PATTERNS)) {
      expect(
        E2E_ROUTES.some(({ path }) => matches(pattern, path)),
        pattern,
      ).toBe(true);
    }
  });

  it('lists every public page in the sitemap, and only routed pages', () => {
    const publicPages = Object.values(ROUTE_PATTERNS).filter(
      (path) => !isAdminPath(path) && !path.includes(':') && !NOT_IN_SITEMAP.includes(path),
    );
    expect([...PUBLIC_PATHS].sort()).toEqual(publicPages.sort());
    for (const path of CLIENT_ONLY_PATHS) expect(PUBLIC_PATHS).toContain(path);
  });

  it('builds the addresses that take a value as their routes match them', () => {
    expect(matches(ROUTE_PATTERNS.journalArticle, paths.journalArticle('two-drops-of-gold'))).toBe(true);
    for (const path of articlePaths(publishedIndex))
      expect(matches(ROUTE_PATTERNS.journalArticle, path)).toBe(true);
    expect(paths.crmContact('0b5c')).toBe('/crm/contacts/0b5c');
    expect(paths.product('immortela-elixir-30ml')).toBe('/collection?product=immortela-elixir-30ml');
    expect(paths.productPage('renouvela-creme')).toBe('/products/renouvela-creme');
    expect(matches(ROUTE_PATTERNS.productPage, paths.productPage('renouvela-creme'))).toBe(true);
    expect(paths.contactAbout('Harvest: a morning')).toBe('/contact?subject=Harvest%3A%20a%20morning');
    expect(paths.adminProduct('new')).toBe('/admin/products?edit=new');
    expect(paths.adminOrder('42', new URLSearchParams({ status: 'paid' }))).toBe(
      '/admin/orders?status=paid&order=42',
    );
    expect(paths.adminOrder('42')).toBe('/admin/orders?order=42');
  });

  it('puts the admin and CRM pages, only them, in the admin layout', () => {
    expect(isAdminPath(paths.adminOrders)).toBe(true);
    expect(isAdminPath(paths.crm)).toBe(true);
    expect(isAdminPath(paths.crmContact('1'))).toBe(true);
    expect(isAdminPath('/crmx')).toBe(false);
    expect(isAdminPath(paths.account)).toBe(false);
  });
});
