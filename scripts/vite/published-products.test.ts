// The build's snapshot of the published products: read from products_public with the publishable key, served as
// one virtual module, and a build that cannot read it stops saying why.
import { describe, expect, it, vi } from 'vitest';
import { fetchPublishedProducts, PublishedProductsError, publishedProducts } from './published-products';
import { redirectsFile } from './not-found';

const ENV = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321/',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
};
const ROWS = [{ product_id: 'renouvela-creme', price: 30 }];

describe('fetchPublishedProducts', () => {
  it('reads products_public as anon, in the collection order', async () => {
    const fetchImpl = vi.fn(async () => Response.json(ROWS));
    await expect(fetchPublishedProducts(ENV, fetchImpl)).resolves.toEqual(ROWS);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/rest/v1/products_public?select=*&order=price.asc',
      expect.objectContaining({
        headers: expect.objectContaining({ apikey: 'sb_publishable_x' }) as unknown,
      }),
    );
  });

  it('stops the build, saying why, when the products cannot be read', async () => {
    await expect(fetchPublishedProducts({}, vi.fn())).rejects.toBeInstanceOf(PublishedProductsError);
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:54321') });
    });
    await expect(fetchPublishedProducts(ENV, refused)).rejects.toThrow(
      /published products .*did not answer \(connect ECONNREFUSED.*\n.*npm run dev/s,
    );
    const odd = vi.fn(async () => Response.json([{ title: 'no slug' }]));
    await expect(fetchPublishedProducts(ENV, odd)).rejects.toThrow(/did not answer a list of products/);
  });
});

describe('publishedProducts plugin', () => {
  it('serves the rows as virtual:published-products, and nothing else', () => {
    const plugin = publishedProducts(ROWS);
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    expect(resolveId('virtual:published-products')).toBe('\0virtual:published-products');
    expect(resolveId('virtual:published-content')).toBeUndefined();
    expect(load('\0virtual:published-products')).toBe(`export default ${JSON.stringify(ROWS)};`);
    expect(load('\0virtual:other')).toBeUndefined();
  });
});

describe('redirectsFile', () => {
  it('serves known product pages, answers 404 for other product addresses, and the app for the rest', () => {
    expect(redirectsFile(['/products/renouvela-creme']).split('\n')).toEqual([
      '/products/renouvela-creme    /products/renouvela-creme.html   200',
      '/products/*    /404.html   404',
      '/*    /index.html   200',
      '',
    ]);
  });
});
