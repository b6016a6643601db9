import { describe, expect, it } from 'vitest';
import {
  addItem,
  catalogPrice,
  clampQuantity,
  itemCount,
  mergeCarts,
  mergeCartLines,
  normalizeCart,
  parseStoredCart,
  removeItem,
  sameLines,
  setQuantity,
  subtotal,
  type CartItem,
} from './cart-model';
import { aCartLine, aCartProduct } from '@/test/cart-line';

const line = aCartLine;
const product = aCartProduct('elixir');

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

describe('merging a stale copy with the server (mergeCartLines)', () => {
  const ids = (items: CartItem[]) => items.map((item) => `${item.id}x${item.quantity}`);

  it('keeps the lines both sides added: the union by product', () => {
    // Two tabs read the same empty cart; one saved A, this one added B and was refused as stale.
    const merged = mergeCartLines({
      base: [],
      local: [line('b', 1)],
      remote: [line('a', 1)],
      conflicts: 'local',
    });
    expect(ids(merged)).toEqual(['bx1', 'ax1']);
  });

  it('keeps the local quantity of a line the user touched, and the server quantity of the others', () => {
    const base = [line('a', 1), line('b', 1)];
    const local = [line('a', 3), line('b', 1)];
    const server = [line('a', 2), line('b', 5)];
    expect(ids(mergeCartLines({ base, local, remote: server, conflicts: 'local' }))).toEqual(['ax3', 'bx5']);
  });

  it('drops a line removed on one side and untouched on the other', () => {
    const base = [line('a', 1), line('b', 1)];
    // Removed here, untouched there.
    expect(ids(mergeCartLines({ base, local: [line('b', 1)], remote: base, conflicts: 'local' }))).toEqual([
      'bx1',
    ]);
    // Removed there (another tab), untouched here.
    expect(ids(mergeCartLines({ base, local: base, remote: [line('a', 1)], conflicts: 'local' }))).toEqual([
      'ax1',
    ]);
  });

  it('keeps a line the user changed even if the server removed it, and a removal the user made', () => {
    const base = [line('a', 1), line('b', 1)];
    expect(
      ids(
        mergeCartLines({
          base,
          local: [line('a', 4), line('b', 1)],
          remote: [line('b', 1)],
          conflicts: 'local',
        }),
      ),
    ).toEqual(['ax4', 'bx1']);
    expect(
      ids(
        mergeCartLines({
          base,
          local: [line('a', 1)],
          remote: [line('a', 1), line('b', 7)],
          conflicts: 'local',
        }),
      ),
    ).toEqual(['ax1']);
  });

  it('lets the other copy win a line both changed when told so (tab merge)', () => {
    const base = [line('a', 1)];
    expect(
      ids(mergeCartLines({ base, local: [line('a', 2)], remote: [line('a', 3)], conflicts: 'remote' })),
    ).toEqual(['ax3']);
  });

  it('follows the newer side for lines neither changed, each against its own base', () => {
    // This tab knows version 2 [a, b]; the other tab still has version 1 [a] plus its own c.
    const merged = mergeCartLines({
      base: [line('a', 1), line('b', 1)],
      local: [line('a', 1), line('b', 1)],
      remote: [line('a', 1), line('c', 1)],
      remoteBase: [line('a', 1)],
      conflicts: 'remote',
      untouched: 'local',
    });
    expect(ids(merged)).toEqual(['ax1', 'bx1', 'cx1']);
  });

  it('never invents a line or a quantity nobody had, and keeps the local display fields', () => {
    const local = [{ ...line('a', 1, 12), name: 'Local name' }, line('b', 2)];
    const server = [line('a', 6, 99), line('c', 4)];
    // a untouched here: the server's quantity with this tab's name and price; b added here; c added there.
    expect(mergeCartLines({ base: [line('a', 1)], local, remote: server, conflicts: 'local' })).toEqual([
      { ...line('a', 6, 12), name: 'Local name' },
      line('b', 2),
      line('c', 4),
    ]);
    // a touched here (2 -> 1): the local line as it is.
    expect(mergeCartLines({ base: [line('a', 2)], local, remote: server, conflicts: 'local' })[0]).toEqual({
      ...line('a', 1, 12),
      name: 'Local name',
    });
  });

  it('compares carts by product and quantity only (sameLines)', () => {
    expect(sameLines([line('a', 1), line('b', 2)], [line('b', 2, 50), line('a', 1)])).toBe(true);
    expect(sameLines([line('a', 1)], [line('a', 2)])).toBe(false);
    expect(sameLines([line('a', 1)], [line('a', 1), line('b', 1)])).toBe(false);
    expect(sameLines([], [])).toBe(true);
  });
});

describe('pricing lines from the catalogue (catalogPrice)', () => {
  const catalogue = [{ product_id: 'elixir', price: 140, price_euros: 130 }];

  it('shows the chosen currency (price_euros for euros) and keeps the price in dollars', () => {
    expect(catalogPrice({ id: 'elixir' }, catalogue, 'eur')).toEqual({
      price: 140,
      displayPrice: 130,
      displayCurrency: 'eur',
    });
    expect(catalogPrice({ id: 'elixir' }, catalogue, 'usd')).toEqual({
      price: 140,
      displayPrice: 140,
      displayCurrency: 'usd',
    });
  });

  it('has no price for a product the catalogue no longer sells', () => {
    expect(catalogPrice({ id: 'gone' }, catalogue, 'usd')).toBeNull();
  });
});
