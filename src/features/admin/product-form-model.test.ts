import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  formToRow,
  IMAGE_TYPES,
  imageProblem,
  isImageAddress,
  listProducts,
  MAX_IMAGE_BYTES,
  moveItem,
  parseAmount,
  productErrorKey,
  productToForm,
  slugify,
  storageUploadProblem,
  translationCompleteness,
  validateProduct,
  type ProductFormValues,
  type ProductRow,
} from './product-form-model';

function valid(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return { ...emptyProductForm(), product_id: 'rose-toner', title: 'Rose Toner', price: '45', ...overrides };
}

function row(overrides: Partial<ProductRow>): ProductRow {
  const base = formToRow(valid());
  return {
    ...(base as Omit<ProductRow, 'stock_available' | 'stock_held' | 'sold_ahead'>),
    stock_available: null,
    stock_held: 0,
    sold_ahead: 0,
    id: overrides.product_id ?? 'id',
    published: true,
    archived_at: null,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

describe('validateProduct', () => {
  it('accepts a minimal product', () => {
    expect(validateProduct(valid())).toEqual({});
  });

  it('needs a slug, a title and a price, each with its own message', () => {
    expect(validateProduct(emptyProductForm())).toEqual({
      product_id: 'products.errors.slugRequired',
      title: 'products.errors.titleRequired',
      price: 'products.errors.priceRequired',
    });
  });

  it('refuses malformed slugs, amounts, stock and delivery days', () => {
    const errors = validateProduct(
      valid({
        product_id: 'Rose Toner',
        price: '12.345',
        price_euros: 'ten',
        stock: '-1',
        estimated_delivery_days: '400',
      }),
    );
    expect(errors).toEqual({
      product_id: 'products.errors.slugFormat',
      price: 'products.errors.amountFormat',
      price_euros: 'products.errors.amountFormat',
      stock: 'products.errors.stockFormat',
      estimated_delivery_days: 'products.errors.deliveryDays',
    });
  });

  it('a sale needs a former price above the price', () => {
    expect(validateProduct(valid({ on_sale: true })).sale_price).toBe('products.errors.saleNeedsPrice');
    expect(validateProduct(valid({ on_sale: true, sale_price: '40' })).sale_price).toBe(
      'products.errors.saleAbovePrice',
    );
    expect(validateProduct(valid({ on_sale: true, sale_price: '60' }))).toEqual({});
  });

  it('reserve and pre-order exclude each other', () => {
    expect(validateProduct(valid({ reserve_enabled: true, preorder_enabled: true })).preorder_enabled).toBe(
      'products.errors.reserveOrPreorder',
    );
  });
});

describe('formToRow and productToForm', () => {
  it('writes numbers, nulls for empty optional fields and one feature per line', () => {
    const written = formToRow(
      valid({
        price: '45,50',
        stock: '',
        estimated_delivery_days: '21',
        features: ' Organic \n\nMade in France',
        title_fr: '  ',
        description: '<p>Hi</p>',
      }),
    );
    expect(written).toMatchObject({
      product_id: 'rose-toner',
      price: 45.5,
      price_euros: null,
      stock: null,
      estimated_delivery_days: 21,
      features: ['Organic', 'Made in France'],
      title_fr: null,
      description: '<p>Hi</p>',
      sort_order: 0,
    });
  });

  it('round-trips a row', () => {
    const original = row({ product_id: 'a', stock: 3, price_euros: 40, features_fr: ['Bio'] });
    const again = formToRow(productToForm(original));
    expect(again).toMatchObject({ product_id: 'a', stock: 3, price_euros: 40, features_fr: ['Bio'] });
  });
});

describe('translationCompleteness', () => {
  it('counts the English fields whose French twin has text', () => {
    const result = translationCompleteness({
      title: 'Rose',
      title_fr: 'Rose',
      description: '<p>x</p>',
      description_fr: '',
      features: 'Organic',
      features_fr: '',
    });
    expect(result).toEqual({ translated: 1, total: 3, missing: ['description', 'features'], percent: 33 });
  });

  it('is complete when there is nothing to translate, and reads arrays from rows', () => {
    expect(translationCompleteness({}).percent).toBe(100);
    expect(translationCompleteness({ features: ['a'], features_fr: ['b'] }).percent).toBe(100);
  });
});

describe('listProducts', () => {
  const rows = [
    row({ product_id: 'creme', title: 'Crème', price: 9, sort_order: 2 }),
    row({ product_id: 'elixir', title: 'Elixir', price: 14, sort_order: 1, published: false }),
    row({ product_id: 'old', title: 'Old', price: 1, sort_order: 0, published: false, archived_at: 'x' }),
  ];

  it('shows drafts but not archived products by default, in sort order', () => {
    const listed = listProducts(rows, { query: '', sort: 'sort_order', show: 'active' });
    expect(listed.map((r) => r.product_id)).toEqual(['elixir', 'creme']);
  });

  it('filters by status, searches without accents and sorts by price', () => {
    expect(
      listProducts(rows, { query: '', sort: 'price', show: 'archived' }).map((r) => r.product_id),
    ).toEqual(['old']);
    expect(
      listProducts(rows, { query: 'CREME', sort: 'title', show: 'active' }).map((r) => r.product_id),
    ).toEqual(['creme']);
    expect(listProducts(rows, { query: '', sort: 'price', show: 'active' }).map((r) => r.product_id)).toEqual(
      ['creme', 'elixir'],
    );
  });
});

describe('helpers', () => {
  it('slugifies French titles', () => {
    expect(slugify('Élixir Immortela 30 ml')).toBe('elixir-immortela-30-ml');
  });

  it('parses amounts with a comma or a point, and refuses the rest', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('1e3')).toBeNaN();
  });

  it('checks image type and size against the bucket', () => {
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it('refuses SVG with its own reason, by type or by name, and offers raster types only', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 10, name: 'logo.svg' })).toBe('svg');
    expect(imageProblem({ type: '', size: 10, name: 'LOGO.SVG' })).toBe('svg');
    expect(imageProblem({ type: 'image/png', size: 10, name: 'mark.svgz' })).toBe('svg');
    expect(IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
    expect(IMAGE_TYPES.some((type) => type.includes('svg'))).toBe(false);
  });

  it("reads Storage's refusals (hosted: HTTP 400, the real status in statusCode)", () => {
    expect(
      storageUploadProblem({
        status: 400,
        statusCode: '415',
        message: 'mime type image/svg+xml is not supported',
      }),
    ).toBe('type');
    expect(storageUploadProblem({ status: 400, statusCode: '413' })).toBe('size');
    expect(storageUploadProblem({ status: 400, statusCode: '403' })).toBe('forbidden');
    expect(storageUploadProblem({ status: 413 })).toBe('size');
    expect(storageUploadProblem(new Error('network'))).toBeNull();
    expect(storageUploadProblem(undefined)).toBeNull();
  });

  it('accepts web and site image addresses only', () => {
    expect(isImageAddress('https://cdn.example.com/a.png')).toBe(true);
    expect(isImageAddress('/images/products/a.svg')).toBe(true);
    expect(isImageAddress('//evil.example/a.png')).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
    expect(isImageAddress('not an address')).toBe(false);
  });

  it('moves an image within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('names a delete refused because orders reference the product', () => {
    expect(productErrorKey({ code: '23503' })).toBe('products.errors.referencedByOrders');
    expect(productErrorKey(new Error('x'))).toBe('products.errors.saveFailed');
  });
});
