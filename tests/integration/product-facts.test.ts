// Cosmetics facts (20261123100300_product_facts.sql): the checks refuse bad values with an error naming the
// rule, and products_public gives the shop every fact of the seeded products.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonClient, untyped, type Client } from './helpers';
import { PRODUCT_SLUGS } from '../../src/content/types.ts';

let admin: Client;
let product: { id: string; slug: string };

beforeAll(async () => {
  admin = await adminClient();
  const slug = `facts-${randomUUID().slice(0, 8)}`;
  const { data, error } = await admin
    .from('products')
    .insert({ product_id: slug, title: 'Facts test', price: 10 })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  product = { id: data.id, slug };
});

afterAll(async () => {
  if (product) await admin.from('products').delete().eq('id', product.id);
});

const REFUSED: [string, Record<string, unknown>, string][] = [
  [
    'a quantity of 0',
    { net_quantity: 0, net_quantity_unit: 'ml' },
    'products_net_quantity_above_0_and_at_most_10000',
  ],
  [
    'a negative quantity',
    { net_quantity: -5, net_quantity_unit: 'g' },
    'products_net_quantity_above_0_and_at_most_10000',
  ],
  [
    'a quantity above 10000',
    { net_quantity: 10001, net_quantity_unit: 'ml' },
    'products_net_quantity_above_0_and_at_most_10000',
  ],
  [
    'a unit other than ml or g',
    { net_quantity: 30, net_quantity_unit: 'l' },
    'products_net_quantity_unit_ml_or_g',
  ],
  [
    'a quantity without its unit',
    { net_quantity: 30, net_quantity_unit: null },
    'products_net_quantity_and_unit_together',
  ],
  [
    'a unit without a quantity',
    { net_quantity: null, net_quantity_unit: 'ml' },
    'products_net_quantity_and_unit_together',
  ],
  [
    '0 months after opening',
    { period_after_opening_months: 0 },
    'products_period_after_opening_months_between_1_and_60',
  ],
  [
    '61 months after opening',
    { period_after_opening_months: 61 },
    'products_period_after_opening_months_between_1_and_60',
  ],
  ['an empty INCI list', { inci_ingredients: '   ' }, 'products_inci_ingredients_1_to_5000_chars_no_control'],
  [
    'an INCI list of 5001 characters',
    { inci_ingredients: 'A'.repeat(5001) },
    'products_inci_ingredients_1_to_5000_chars_no_control',
  ],
  [
    'a line break in the INCI list',
    { inci_ingredients: 'AQUA\nGLYCERIN' },
    'products_inci_ingredients_1_to_5000_chars_no_control',
  ],
  [
    'precautions of 2001 characters',
    { precautions: 'x'.repeat(2001) },
    'products_precautions_1_to_2000_chars',
  ],
  [
    'French precautions of 2001 characters',
    { precautions_fr: 'x'.repeat(2001) },
    'products_precautions_fr_1_to_2000_chars',
  ],
  ['a country in lower case', { origin_country: 'fr' }, 'products_origin_country_iso_3166_alpha_2'],
  ['a three-letter country', { origin_country: 'FRA' }, 'products_origin_country_iso_3166_alpha_2'],
  [
    'a responsible person without an address',
    { responsible_person_name: 'Labo Sud' },
    'products_responsible_person_name_and_address_together',
  ],
  [
    'an address without a responsible person',
    { responsible_person_address: '2 chemin Vert, Grasse' },
    'products_responsible_person_name_and_address_together',
  ],
  [
    'a responsible person’s name of 201 characters',
    { responsible_person_name: 'n'.repeat(201), responsible_person_address: 'Grasse' },
    'products_responsible_person_name_1_to_200_chars',
  ],
];

describe('the facts checks', () => {
  it.each(REFUSED)('refuse %s, naming the rule', async (_label, change, constraint) => {
    const { error } = await untyped(admin).from('products').update(change).eq('id', product.id);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('accept the limits and a complete set of facts', async () => {
    for (const change of [
      { net_quantity: 0.5, net_quantity_unit: 'g', period_after_opening_months: 1 },
      { net_quantity: 10000, net_quantity_unit: 'ml', period_after_opening_months: 60 },
      {
        inci_ingredients: 'AQUA, GLYCERIN',
        net_quantity: 50,
        net_quantity_unit: 'ml',
        period_after_opening_months: 12,
        precautions: 'Avoid the eyes.\nKeep away from children.',
        precautions_fr: 'Éviter les yeux.',
        origin_country: 'IT',
        responsible_person_name: 'Labo Sud',
        responsible_person_address: '2 chemin Vert\n06130 Grasse, France',
      },
    ]) {
      const { error } = await admin.from('products').update(change).eq('id', product.id);
      expect(error, JSON.stringify(change)).toBeNull();
    }
  });
});

describe('products_public', () => {
  it('gives the shop every fact of the seeded products, with prices and stock as before', async () => {
    const { data, error } = await anonClient()
      .from('products_public')
      .select(
        'product_id, inci_ingredients, net_quantity, net_quantity_unit, period_after_opening_months, precautions, precautions_fr, origin_country, responsible_person_name, responsible_person_address, stock_available, in_stock, price, reference_price',
      )
      .in('product_id', PRODUCT_SLUGS)
      .order('product_id');
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    for (const row of data ?? []) {
      expect(row.inci_ingredients, row.product_id).toMatch(/^[A-Z0-9 ,()/-]+$/);
      expect(row.inci_ingredients).toContain('HELICHRYSUM ITALICUM');
      expect(row.net_quantity_unit).toBe('ml');
      expect(row.period_after_opening_months).toBeGreaterThanOrEqual(1);
      expect(row.precautions).toMatch(/external use/);
      expect(row.precautions_fr).toMatch(/Usage externe/);
      expect(row.origin_country).toBe('FR');
      // The shop's responsible person (legal facts) applies: no product overrides it.
      expect(row.responsible_person_name).toBeNull();
      expect(row.responsible_person_address).toBeNull();
      expect(row).toHaveProperty('in_stock');
      expect(row).toHaveProperty('stock_available');
    }
    const elixir = data?.find((row) => row.product_id === 'immortela-elixir-30ml');
    expect(elixir).toMatchObject({ net_quantity: 30, period_after_opening_months: 6 });
    expect(elixir?.inci_ingredients).toContain('HELICHRYSUM ITALICUM FLOWER OIL');
    expect(elixir?.inci_ingredients).toContain('SIMMONDSIA CHINENSIS SEED OIL');
    expect(data?.find((row) => row.product_id === 'immortela-elixir-10ml')?.net_quantity).toBe(10);
  });

  it('keeps the admin-only columns out: the free sale note is there for the API readers, on_sale_since is not', async () => {
    const { error } = await anonClient().from('products_public').select('on_sale_since').limit(1);
    expect(error?.code).toBe('42703');
    const { data } = await anonClient().from('products_public').select('sale_price').limit(1);
    expect(data).toHaveLength(1);
  });
});
