import { describe, expect, it } from 'vitest';
import { ritualSetId, setComponents } from './set-components';

const listed = [
  {
    product_id: 'immortela-elixir-10ml',
    title: 'Immortela Elixir 10 ml',
    title_fr: 'Élixir Immortela 10 ml',
    quantity: 1,
  },
  { product_id: 'renouvela-creme', title: 'Renouvela Crème', title_fr: null, quantity: 2 },
];

describe('setComponents', () => {
  it('names each component in the language, the French title falling back to the English one', () => {
    expect(setComponents(listed, 'fr')).toEqual([
      { productId: 'immortela-elixir-10ml', title: 'Élixir Immortela 10 ml', quantity: 1 },
      { productId: 'renouvela-creme', title: 'Renouvela Crème', quantity: 2 },
    ]);
    expect(setComponents(listed, 'en')[0]?.title).toBe('Immortela Elixir 10 ml');
  });

  it('is empty for a single product and skips entries of another shape', () => {
    expect(setComponents(null, 'en')).toEqual([]);
    expect(setComponents({ product_id: 'x' }, 'en')).toEqual([]);
    expect(setComponents([{ product_id: 'x', quantity: '1', title: 'X' }, 'y'], 'en')).toEqual([]);
  });

  it('names a ritual’s set', () => {
    expect(ritualSetId('uv-defense')).toBe('ritual-uv-defense');
  });
});
