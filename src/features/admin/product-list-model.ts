// The admin products list: a product's status (published, draft, archived) and the list's search and sort.
// Pure: no React, no I/O.
import type { ProductRow } from './product-form-model';

export type ProductStatus = 'published' | 'draft' | 'archived';

export function productStatus(row: Pick<ProductRow, 'published' | 'archived_at'>): ProductStatus {
  if (row.archived_at) return 'archived';
  return row.published ? 'published' : 'draft';
}

export type ProductSort = 'sort_order' | 'title' | 'price' | 'updated';
export type ProductShow = 'active' | ProductStatus;

/** Lower case without accents, for searching. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The admin list: `active` shows published products and drafts (not archived); the query matches the slug
 * and both titles, accents and case ignored.
 */
export function listProducts(
  rows: ProductRow[],
  options: { query: string; sort: ProductSort; show: ProductShow },
): ProductRow[] {
  const query = fold(options.query.trim());
  const shown = rows.filter((row) => {
    const status = productStatus(row);
    if (options.show === 'active' ? status === 'archived' : status !== options.show) return false;
    if (!query) return true;
    return fold(`${row.product_id} ${row.title} ${row.title_fr ?? ''}`).includes(query);
  });
  const byTitle = (a: ProductRow, b: ProductRow) => a.title.localeCompare(b.title, 'en');
  const compare: Record<ProductSort, (a: ProductRow, b: ProductRow) => number> = {
    sort_order: (a, b) => a.sort_order - b.sort_order || byTitle(a, b),
    title: byTitle,
    price: (a, b) => a.price - b.price || byTitle(a, b),
    updated: (a, b) => b.updated_at.localeCompare(a.updated_at),
  };
  return [...shown].sort(compare[options.sort]);
}
