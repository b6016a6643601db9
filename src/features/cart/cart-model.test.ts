import { describe, expect, it } from 'vitest';
import {
  addItem,
  clampQuantity,
  itemCount,
  mergeCarts,
  normalizeCart,
  parseStoredCart,
  removeItem,
  setQuantity,
  subtotal,
  type CartItem,
} from './cart-model';

function line(id: string, quantity: number, displayPrice = 10): CartItem {
  return {
    id,
    name: id,
    price: displayPrice,
    image: '',
    subtitle: '',
    description: '',
    features: [],
    inStock: true,
    featured: false,
    quantity,
    displayPrice,
    displayCurrency: 'usd',
  };
}
const { quantity: _omit, ...product } = line('elixir', 1);

describe('cart rules', () => {
  it('clamps quantities to 1..1000', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-5)).toBe(1);
    expect(clampQuantity(1001)).toBe(1000);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('adds a new product with quantity 1 and one more for an existing product', () => {
    const once = addItem([], product);
    expect(once).toEqual([{ ...product, quantity: 1 }]);
    const twice = addItem(once, product);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(2);
    expect(addItem([line('elixir', 1000)], product)[0]?.quantity).toBe(1000);
  });

  it('merges duplicate lines and caps the sum at 1000', () => {
    expect(normalizeCart([line('a', 2), line('b', 1), line('a', 3)])).toEqual([line('a', 5), line('b', 1)]);
    expect(normalizeCart([line('a', 700), line('a', 700)])).toEqual([line('a', 1000)]);
  });

  it('sets quantities within bounds and removes a line at zero or below', () => {
    const cart = [line('a', 2), line('b', 1)];
    expect(setQuantity(cart, 'a', 5)[0]?.quantity).toBe(5);
    expect(setQuantity(cart, 'a', 5000)[0]?.quantity).toBe(1000);
    expect(setQuantity(cart, 'a', 0)).toEqual([line('b', 1)]);
    expect(setQuantity(cart, 'a', -3)).toEqual([line('b', 1)]);
    expect(removeItem(cart, 'b')).toEqual([line('a', 2)]);
  });

  it('merges a guest cart into the server cart, summing per product', () => {
    expect(mergeCarts([line('a', 2), line('b', 999)], [line('b', 5), line('c', 1)])).toEqual([
      line('a', 2),
      line('b', 1000),
      line('c', 1),
    ]);
  });

  it('counts items and sums the subtotal in the display currency', () => {
    const cart = [line('a', 2, 14), line('b', 3, 9)];
    expect(itemCount(cart)).toBe(5);
    expect(subtotal(cart)).toBe(55);
  });

  it('reads a stored cart defensively', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    const stored = JSON.stringify([line('a', 2), { id: 'x' }, line('a', 1), line('b', 0), line('c', 5000)]);
    expect(parseStoredCart(stored)).toEqual([line('a', 3), line('c', 1000)]);
  });
});
