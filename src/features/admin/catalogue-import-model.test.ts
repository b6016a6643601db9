import { describe, expect, it } from 'vitest';
import {
  allPairKeys,
  changesToApply,
  countOutcomes,
  countPlan,
  defaultSelection,
  pairKey,
  planImport,
  productPairKeys,
  sameValue,
  setTicked,
  type PlannedProduct,
} from './catalogue-import-model';
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
  it('proposes a missing product with every field, both languages, published, all ticked', () => {
    const [first] = planImport(STATIC_CATALOGUE.slice(0, 1), []);
    expect(first).toMatchObject({
      slug: 'immortela-elixir-30ml',
      name: 'Immortela Elixir 30 ml',
      isNew: true,
    });
    const byField = Object.fromEntries(first?.changes.map((change) => [change.field, change]) ?? []);
    expect(byField.title).toEqual({
      field: 'title',
      current: null,
      catalogue: 'Immortela Elixir 30 ml',
      tickedByDefault: true,
    });
    expect(byField.title_fr?.catalogue).toBe('Élixir Immortela 30 ml');
    expect(byField.price?.catalogue).toBe(1400);
    expect(byField.published?.catalogue).toBe(true);
    expect(byField.stock?.catalogue).toBeNull();
    expect(byField.image_urls?.catalogue).toEqual(['/images/products/immortela-elixir-30ml.svg']);
    expect(first?.changes.every((change) => change.tickedByDefault)).toBe(true);
  });

  it('has nothing to change on a product that already matches, whatever its richer texts and images', () => {
    expect(planImport(STATIC_CATALOGUE.slice(0, 1), [rowFor(0)])).toEqual([
      { slug: 'immortela-elixir-30ml', name: 'Immortela Elixir 30 ml', isNew: false, changes: [] },
    ]);
  });

  it('lists the owned fields that differ and the empty ones it would fill, never stock or publishing', () => {
    const [item] = planImport(STATIC_CATALOGUE.slice(3, 4), [
      rowFor(3, { price: 950, features: ['Free shipping'], title_fr: null, image_urls: [], stock: 3 }),
    ]);
    expect(item?.changes.map((change) => [change.field, change.current, change.catalogue])).toEqual([
      ['price', 950, 900],
      ['features', ['Free shipping'], STATIC_CATALOGUE[3]?.features],
      ['title_fr', null, 'Renouvela Riche'],
      ['image_urls', [], ['/images/products/renouvela-riche.svg']],
    ]);
  });

  it('compares prices as numbers (the API may send 900 or "900.00")', () => {
    const plan = planImport(STATIC_CATALOGUE.slice(2, 3), [
      rowFor(2, { price: '900.00' as unknown as number }),
    ]);
    expect(plan[0]?.changes).toEqual([]);
  });
});

describe('what starts ticked', () => {
  const row = rowFor(3, { id: 'uuid-3', price: 950, subtitle: 'Written by the owner' });

  it('leaves unticked a field no migration ever wrote: it may be the owner’s, so never reverted silently', () => {
    const [item] = planImport(STATIC_CATALOGUE.slice(3, 4), [row], []);
    expect(item?.changes.map((change) => [change.field, change.tickedByDefault])).toEqual([
      ['subtitle', false],
      ['price', false],
    ]);
  });

  it('ticks a field still holding what the last migration wrote, and not one the owner changed since', () => {
    const [item] = planImport(
      STATIC_CATALOGUE.slice(3, 4),
      [row],
      [
        // The migration wrote 950 and nobody touched it: the catalogue moved on to 900.
        { product_id: 'uuid-3', field: 'price', value: '950.00' },
        // The migration wrote this subtitle; the owner rewrote it in the editor since.
        { product_id: 'uuid-3', field: 'subtitle', value: 'The old catalogue subtitle' },
        // Another product's record says nothing about this one.
        { product_id: 'uuid-other', field: 'title', value: 'x' },
      ],
    );
    expect(item?.changes.map((change) => [change.field, change.tickedByDefault])).toEqual([
      ['subtitle', false],
      ['price', true],
    ]);
  });
});

describe('the selection and what the apply sends', () => {
  const plan: PlannedProduct[] = [
    ...planImport(STATIC_CATALOGUE.slice(0, 1), []),
    ...planImport(
      STATIC_CATALOGUE.slice(3, 4),
      [rowFor(3, { id: 'uuid-3', price: 950, featured: true })],
      [{ product_id: 'uuid-3', field: 'featured', value: true }],
    ),
  ];
  const [created, existing] = plan as [PlannedProduct, PlannedProduct];

  it('starts with the new product’s fields and the untouched field ticked, the owner’s price not', () => {
    const selection = defaultSelection(plan);
    expect(productPairKeys(created).every((key) => selection.has(key))).toBe(true);
    expect(selection.has(pairKey('renouvela-riche', 'featured'))).toBe(true);
    expect(selection.has(pairKey('renouvela-riche', 'price'))).toBe(false);
    expect(selection.size).toBe(created.changes.length + 1);
  });

  it('ticks and unticks per field, per product and overall', () => {
    const none = setTicked(defaultSelection(plan), allPairKeys(plan), false);
    expect(none.size).toBe(0);
    const oneProduct = setTicked(none, productPairKeys(existing), true);
    expect([...oneProduct]).toEqual([
      pairKey('renouvela-riche', 'price'),
      pairKey('renouvela-riche', 'featured'),
    ]);
    const withoutPrice = setTicked(oneProduct, [pairKey('renouvela-riche', 'price')], false);
    expect([...withoutPrice]).toEqual([pairKey('renouvela-riche', 'featured')]);
    expect(setTicked(none, allPairKeys(plan), true).size).toBe(created.changes.length + 2);
  });

  it('sends exactly the ticked pairs, each with the value the dry run showed and the catalogue’s', () => {
    const selection = new Set([
      pairKey('renouvela-riche', 'price'),
      pairKey('immortela-elixir-30ml', 'title'),
    ]);
    expect(changesToApply(plan, selection)).toEqual([
      {
        product: 'immortela-elixir-30ml',
        field: 'title',
        new: true,
        expected: null,
        value: 'Immortela Elixir 30 ml',
      },
      { product: 'renouvela-riche', field: 'price', new: false, expected: 950, value: 900 },
    ]);
    expect(changesToApply(plan, new Set())).toEqual([]);
  });

  it('counts the plan and the outcomes', () => {
    expect(countPlan(plan)).toEqual({ create: 1, update: 1, skip: 0 });
    expect(
      countOutcomes([
        { product: 'a', field: 'price', outcome: 'applied' },
        { product: 'a', field: 'title', outcome: 'changed' },
        { product: 'b', field: 'title', outcome: 'applied' },
      ]),
    ).toEqual({ applied: 2, changed: 1, incomplete: 0 });
  });
});

describe('sameValue', () => {
  it('compares as the database does', () => {
    expect(sameValue(900, '900.00')).toBe(true);
    expect(sameValue(null, 0)).toBe(false);
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(null, [])).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('x', 'y')).toBe(false);
  });
});
