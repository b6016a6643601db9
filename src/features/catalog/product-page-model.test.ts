import { describe, expect, it } from 'vitest';
import { aProduct } from '@/test/product';
import { metaDescription, relatedProducts, ritualsOf } from './product-page-model';

const elixir = aProduct({ product_id: 'elixir', price: 60 });
const creme = aProduct({ product_id: 'creme', price: 30 });
const riche = aProduct({ product_id: 'riche', price: 40 });
const mini = aProduct({ product_id: 'mini', price: 20 });
const balm = aProduct({ product_id: 'balm', price: 58 });

const RITUALS = [
  { id: 'morning', title: 'Awaken', steps: [{ product: 'elixir' }, { product: 'creme' }, {}] },
  { id: 'evening', title: 'Restore', steps: [{}, { product: 'riche' }] },
  { id: 'uv-defense', title: 'Shield', steps: [{ product: 'creme' }, { product: 'mini' }] },
];

describe('ritualsOf', () => {
  it('lists the rituals a step of which uses the product, in their order', () => {
    expect(ritualsOf('creme', RITUALS).map((ritual) => ritual.id)).toEqual(['morning', 'uv-defense']);
    expect(ritualsOf('balm', RITUALS)).toEqual([]);
  });
});

describe('relatedProducts', () => {
  const all = [elixir, creme, riche, mini, balm];

  it('puts the products of the same rituals first, never the product itself', () => {
    expect(relatedProducts(creme, all, RITUALS).map((p) => p.product_id)).toEqual([
      'elixir',
      'mini',
      'riche',
    ]);
  });

  it('fills up with the closest prices', () => {
    expect(relatedProducts(balm, all, RITUALS).map((p) => p.product_id)).toEqual([
      'elixir',
      'riche',
      'creme',
    ]);
    expect(relatedProducts(riche, all, RITUALS, 2).map((p) => p.product_id)).toEqual(['creme', 'balm']);
  });

  it('skips a ritual step whose product is not on sale', () => {
    expect(relatedProducts(elixir, [elixir, balm], RITUALS)).toEqual([balm]);
  });
});

describe('metaDescription', () => {
  it('is the subtitle when there is one, else the description', () => {
    expect(metaDescription('A light cream', 'Long text')).toBe('A light cream');
    expect(metaDescription('', '  A   short\ndescription ')).toBe('A short description');
  });

  it('cuts a long description at a word, with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(50);
    const cut = metaDescription('', text, 30);
    expect(cut).toBe('word word word word word word…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });
});
