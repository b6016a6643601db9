import { describe, expect, it } from 'vitest';
import { planImport, summarize } from './catalogue-import-model';
import type { ProductRow } from './product-form-model';
import { STATIC_CATALOGUE } from './static-catalogue';

function rowFor(index: number, overrides: Partial<ProductRow> = {}): ProductRow {
  const item = STATIC_CATALOGUE[index];
  if (!item) throw new Error('no item');
  return {
    id: `row-${item.id}`,
    product_id: item.id,
    title: item.name,
    title_fr: item.fr.name,
    subtitle: item.subtitle,
    subtitle_fr: item.fr.subtitle,
    description: '<p>Richer text written by the shop.</p>',
    description_fr: '<p>Texte plus riche.</p>',
    price: item.price,
    features: item.features,
    features_fr: item.fr.features,
    featured: item.featured,
    image_urls: ['https://cdn.example.com/x.png'],
    ...overrides,
  } as ProductRow;
}

describe('the static catalogue', () => {
  it('is the five items of SPEC.md 3, in USD, with free shipping in every subtitle', () => {
    expect(STATIC_CATALOGUE.map((item) => [item.id, item.price, item.featured])).toEqual([
      ['immortela-elixir-30ml', 1400, true],
      ['immortela-elixir-10ml', 500, true],
      ['renouvela-creme', 900, true],
      ['renouvela-riche', 900, false],
      ['renouvela-extra-riche', 900, false],
    ]);
    expect(
      STATIC_CATALOGUE.every((item) => item.currency === 'usd' && /free shipping/i.test(item.subtitle)),
    ).toBe(true);
  });
});

describe('planImport', () => {
  it('creates what is missing, published, with both languages', () => {
    const plan = planImport(STATIC_CATALOGUE.slice(0, 1), []);
    expect(plan).toHaveLength(1);
    const [first] = plan;
    expect(first?.action).toBe('create');
    if (first?.action !== 'create') return;
    expect(first.insert).toMatchObject({
      product_id: 'immortela-elixir-30ml',
      title: 'Immortela Elixir 30 ml',
      title_fr: 'Élixir Immortela 30 ml',
      price: 1400,
      published: true,
      stock: null,
      image_urls: ['/images/products/immortela-elixir-30ml.svg'],
    });
  });

  it('skips a product that already matches, whatever its richer texts and images', () => {
    expect(planImport(STATIC_CATALOGUE.slice(0, 1), [rowFor(0)])).toEqual([
      { id: 'immortela-elixir-30ml', name: 'Immortela Elixir 30 ml', action: 'skip' },
    ]);
  });

  it('updates only the fields that differ, and fills only empty ones', () => {
    const plan = planImport(STATIC_CATALOGUE.slice(3, 4), [
      rowFor(3, { price: 950, features: ['Free shipping'], title_fr: null, image_urls: [] }),
    ]);
    const [item] = plan;
    expect(item?.action).toBe('update');
    if (item?.action !== 'update') return;
    expect(item.changes.map((change) => change.field)).toEqual([
      'price',
      'features',
      'title_fr',
      'image_urls',
    ]);
    expect(item.update).toEqual({
      price: 900,
      features: STATIC_CATALOGUE[3]?.features,
      title_fr: 'Renouvela Riche',
      image_urls: ['/images/products/renouvela-riche.svg'],
    });
  });

  it('compares prices as numbers (the API may send 900 or "900.00")', () => {
    const plan = planImport(STATIC_CATALOGUE.slice(2, 3), [
      rowFor(2, { price: '900.00' as unknown as number }),
    ]);
    expect(plan[0]?.action).toBe('skip');
  });

  it('summarizes a report', () => {
    expect(summarize([{ result: 'created' }, { result: 'skipped' }, { result: 'skipped' }])).toEqual({
      created: 1,
      updated: 0,
      skipped: 2,
      failed: 0,
    });
  });
});
