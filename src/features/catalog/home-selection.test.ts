import { describe, expect, it } from 'vitest';
import { homeSelection } from './home-selection';

const product = (id: string, featured: boolean | null, sort_order: number | null) => ({
  id,
  featured,
  sort_order,
});

describe('homeSelection', () => {
  it('puts the featured products first, each group in the owner’s order, up to one row', () => {
    const list = [
      product('cheap', false, 5),
      product('featured-late', true, 40),
      product('unordered', false, null),
      product('featured-early', true, 10),
      product('plain', false, 1),
    ];
    expect(homeSelection(list).map((p) => p.id)).toEqual(['featured-early', 'featured-late', 'plain']);
    expect(homeSelection(list, 10).map((p) => p.id)).toEqual([
      'featured-early',
      'featured-late',
      'plain',
      'cheap',
      'unordered',
    ]);
  });

  it('shows what there is when the shop has fewer products, and leaves the list as it was', () => {
    const list = [product('b', false, 2), product('a', null, 1)];
    expect(homeSelection(list).map((p) => p.id)).toEqual(['a', 'b']);
    expect(list.map((p) => p.id)).toEqual(['b', 'a']);
    expect(homeSelection([])).toEqual([]);
  });
});
