import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  formToRow,
  productErrorKey,
  productToForm,
  slugify,
  translationCompleteness,
  validateProduct,
  type ProductFormValues,
  type ProductRow,
} from './product-form-model';
import { listProducts } from './product-list-model';

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

  it('takes a low-stock level of 0 or more, or none, and writes it as a number', () => {
    expect(validateProduct(valid({ low_stock_level: '-1' }))).toEqual({
      low_stock_level: 'products.errors.stockFormat',
    });
    expect(validateProduct(valid({ low_stock_level: 'few' }))).toHaveProperty('low_stock_level');
    expect(formToRow(valid({ low_stock_level: '3' })).low_stock_level).toBe(3);
    expect(formToRow(valid({ low_stock_level: '' })).low_stock_level).toBeNull();
    expect(productToForm(row({ low_stock_level: 5 })).low_stock_level).toBe('5');
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
      price: 'amounts.errors.decimals',
      price_euros: 'amounts.errors.format',
      stock: 'products.errors.stockFormat',
      estimated_delivery_days: 'products.errors.deliveryDays',
    });
  });

  it('takes a shipping weight in whole grams, empty as 0', () => {
    expect(validateProduct(valid({ weight_grams: '250' }))).toEqual({});
    expect(validateProduct(valid({ weight_grams: '' }))).toEqual({});
    for (const weight of ['-1', '12.5', 'heavy', '1000001']) {
      expect(validateProduct(valid({ weight_grams: weight })).weight_grams).toBe('products.errors.weight');
    }
  });

  it('a sale needs no typed former price: the struck-through price comes from the price history', () => {
    expect(validateProduct(valid({ on_sale: true }))).toEqual({});
    expect(formToRow(valid({ on_sale: true }))).not.toHaveProperty('sale_price');
  });

  it('checks the cosmetics facts as the database does, each with its own message', () => {
    expect(
      validateProduct(
        valid({
          net_quantity: '0',
          period_after_opening_months: '61',
          precautions_fr: 'x'.repeat(2001),
          origin_country: 'fr',
          responsible_person_name: 'Labo Sud',
        }),
      ),
    ).toEqual({
      net_quantity: 'products.errors.netQuantity',
      period_after_opening_months: 'products.errors.periodAfterOpening',
      precautions_fr: 'products.errors.precautionsTooLong',
      origin_country: 'products.errors.originCountry',
      responsible_person_address: 'products.errors.responsiblePersonBoth',
    });
    expect(validateProduct(valid({ net_quantity: '10001' })).net_quantity).toBe(
      'products.errors.netQuantity',
    );
    expect(validateProduct(valid({ net_quantity: 'thirty' })).net_quantity).toBe(
      'products.errors.netQuantity',
    );
    expect(validateProduct(valid({ period_after_opening_months: '0' })).period_after_opening_months).toBe(
      'products.errors.periodAfterOpening',
    );
    expect(validateProduct(valid({ period_after_opening_months: '6.5' })).period_after_opening_months).toBe(
      'products.errors.periodAfterOpening',
    );
    expect(validateProduct(valid({ inci_ingredients: 'A'.repeat(5001) })).inci_ingredients).toBe(
      'products.errors.inciTooLong',
    );
    expect(validateProduct(valid({ responsible_person_address: '1 rue' })).responsible_person_name).toBe(
      'products.errors.responsiblePersonBoth',
    );
    expect(
      validateProduct(
        valid({
          inci_ingredients: 'AQUA',
          net_quantity: '7,5',
          net_quantity_unit: 'g',
          period_after_opening_months: '60',
          origin_country: 'FR',
          responsible_person_name: 'Labo Sud',
          responsible_person_address: '2 chemin Vert\n06130 Grasse',
        }),
      ),
    ).toEqual({});
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

  it('writes the facts: the INCI list on one line, the unit only with a quantity, nulls when empty', () => {
    const written = formToRow(
      valid({
        inci_ingredients: ' HELICHRYSUM ITALICUM FLOWER OIL,\nSIMMONDSIA CHINENSIS SEED OIL\n\nTOCOPHEROL ',
        net_quantity: '7,5',
        net_quantity_unit: 'ml',
        period_after_opening_months: '12',
        precautions: ' Avoid the eyes. ',
        precautions_fr: '',
        origin_country: 'FR',
      }),
    );
    expect(written).toMatchObject({
      inci_ingredients: 'HELICHRYSUM ITALICUM FLOWER OIL, SIMMONDSIA CHINENSIS SEED OIL, TOCOPHEROL',
      net_quantity: 7.5,
      net_quantity_unit: 'ml',
      period_after_opening_months: 12,
      precautions: 'Avoid the eyes.',
      precautions_fr: null,
      origin_country: 'FR',
      responsible_person_name: null,
      responsible_person_address: null,
    });
    expect(formToRow(valid())).toMatchObject({
      inci_ingredients: null,
      net_quantity: null,
      net_quantity_unit: null,
      period_after_opening_months: null,
      origin_country: null,
    });
  });

  it('round-trips a row', () => {
    const columns = {
      product_id: 'a',
      stock: 3,
      price_euros: 40,
      features_fr: ['Bio'],
      net_quantity: 50,
      net_quantity_unit: 'g',
      period_after_opening_months: 6,
      origin_country: 'IT',
      precautions_fr: 'Usage externe.',
    };
    expect(formToRow(productToForm(row(columns)))).toMatchObject(columns);
  });

  it('writes the images as image_urls and image_details in one order, each entry with its address', () => {
    const image_details = [
      { url: '/b.webp', alt: { en: 'Box', fr: 'Boîte' }, focus: { x: 20, y: 80 } },
      {
        url: '/a.webp',
        alt: { en: '', fr: '' },
        focus: { x: 50, y: 50 },
        srcSet: '/a.webp 960w',
        width: 960,
        height: 720,
      },
    ];
    const form = productToForm(row({ image_urls: ['/b.webp', '/a.webp'], image_details }));
    expect(form.images.map((image) => image.alt.fr)).toEqual(['Boîte', '']);
    expect(formToRow(form)).toMatchObject({ image_urls: ['/b.webp', '/a.webp'], image_details });
    // A row whose details are missing (written before them) reads as images without alt texts.
    const older = productToForm(row({ image_urls: ['/c.webp'], image_details: [] }));
    expect(formToRow(older).image_details).toEqual([
      { url: '/c.webp', alt: { en: '', fr: '' }, focus: { x: 50, y: 50 } },
    ]);
  });

  it('refuses the save while an alt text is one the database refuses', () => {
    const form = productToForm(row({ image_urls: ['/a.webp'], image_details: [] }));
    const images = form.images.map((image) => ({ ...image, alt: { en: 'two\nlines', fr: '' } }));
    expect(validateProduct(valid({ images }))).toEqual({ images: 'products.images.altControl' });
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
    expect(translationCompleteness({ precautions: 'Avoid the eyes.', precautions_fr: null }).missing).toEqual(
      ['precautions'],
    );
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

  it('names a delete refused because orders reference the product', () => {
    expect(productErrorKey({ code: '23503' })).toBe('products.errors.referencedByOrders');
    expect(productErrorKey(new Error('x'))).toBe('products.errors.saveFailed');
    expect(productErrorKey({ code: '23514' })).toBe('products.errors.valueRefused');
  });
});
