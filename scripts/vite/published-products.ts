// The build's snapshot of the published products: at build start (and when the dev server starts) it reads the
// `products_public` view with the app's publishable key, as a visitor's browser would, and serves it to the app as
// `virtual:published-products` (read by the product pages only, so it rides in their chunk). The pre-render of
// each product's page (/products/<slug>) and the first render in the browser show this snapshot; the page then
// reads the live list, so a price or stock changed since the build shows without a rebuild. A build that cannot
// read it stops with a message saying why, as for the published content.
import type { Plugin } from 'vite';
import { buildRpc, type BackendEnv } from './build-rpc.ts';

export const PRODUCTS_MODULE = 'virtual:published-products';

/** What the build needs of a row to check it; the app reads the whole row (a products_public row). */
export interface PublishedProductRow {
  product_id: string;
  [column: string]: unknown;
}

export class PublishedProductsError extends Error {
  constructor(reason: string) {
    super(
      [
        `The build reads the published products (for their pages and the sitemap) from the database, and could not: ${reason}`,
        'Start the local backend (`npm run dev` and the e2e server start it), or set VITE_SUPABASE_URL and',
        'VITE_SUPABASE_PUBLISHABLE_KEY (.env.local) to a project the build can reach.',
      ].join('\n'),
    );
    this.name = 'PublishedProductsError';
  }
}

const isRow = (value: unknown): value is PublishedProductRow =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).product_id === 'string' &&
  (value as Record<string, unknown>).product_id !== '';

/** GET /rest/v1/products_public as anon, in the collection's order; throws PublishedProductsError naming why. */
export async function fetchPublishedProducts(
  env: BackendEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<PublishedProductRow[]> {
  const fail = (reason: string) => new PublishedProductsError(reason);
  const { endpoint, answer: rows } = await buildRpc(env, {
    resource: 'products_public?select=*&order=price.asc',
    fail,
    fetchImpl,
  });
  if (!Array.isArray(rows) || !rows.every(isRow)) {
    throw fail(`${endpoint} did not answer a list of products.`);
  }
  return rows;
}

export function publishedProducts(rows: readonly PublishedProductRow[]): Plugin {
  const source = `export default ${JSON.stringify(rows)};`;
  return {
    name: 'published-products',
    resolveId(id) {
      return id === PRODUCTS_MODULE ? `\0${id}` : undefined;
    },
    load(id) {
      return id === `\0${PRODUCTS_MODULE}` ? source : undefined;
    },
  };
}
