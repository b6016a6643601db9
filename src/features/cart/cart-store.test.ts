import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-model';
import { EMPTY_CART, parseStored, type StoredCart } from './cart-storage';
import { createCartStore, mergeTabCopies, type CartChange } from './cart-store';
import { aCartLine } from '@/test/cart-line';

const line = aCartLine;
const ids = (cart: StoredCart) => cart.items.map((item) => `${item.id}x${item.quantity}`);
const member = (items: CartItem[], version: number, base: CartItem[]): StoredCart => ({
  owner: 'u1',
  items,
  synced: { cartId: 'c1', version, items: base },
});

describe('two tabs of one browser (mergeTabCopies)', () => {
  it('keeps the products two tabs added at the same moment', () => {
    const one = member([line('a')], 0, []);
    const two = member([line('b')], 0, []);
    expect(ids(mergeTabCopies(one, two))).toEqual(['ax1', 'bx1']);
    expect(ids(mergeTabCopies(two, one))).toEqual(['bx1', 'ax1']);
  });

  it('follows a removal or a new quantity made in the other tab', () => {
    const base = [line('a'), line('b')];
    expect(ids(mergeTabCopies(member(base, 1, base), member([line('b')], 1, base)))).toEqual(['bx1']);
    expect(ids(mergeTabCopies(member(base, 1, base), member([line('a', 3), line('b')], 1, base)))).toEqual([
      'ax3',
      'bx1',
    ]);
  });

  it('takes the other copy for a line both changed, and the newer base for lines neither did', () => {
    const base = [line('a')];
    expect(ids(mergeTabCopies(member([line('a', 2)], 1, base), member([line('a', 5)], 1, base)))).toEqual([
      'ax5',
    ]);
    // This tab saved version 2 [a, b]; the other still holds version 1 [a] with its own c.
    const mine = member([line('a'), line('b')], 2, [line('a'), line('b')]);
    const theirs = member([line('a'), line('c')], 1, [line('a')]);
    const merged = mergeTabCopies(mine, theirs);
    expect(ids(merged)).toEqual(['ax1', 'bx1', 'cx1']);
    expect(merged.synced?.version).toBe(2);
  });

  it('takes a guest copy, another user’s or a signed-out tab’s as it is', () => {
    const mine = member([line('a')], 1, [line('a')]);
    expect(mergeTabCopies(mine, EMPTY_CART)).toBe(EMPTY_CART);
    const other = { ...member([line('z')], 0, []), owner: 'u2' };
    expect(mergeTabCopies(mine, other)).toBe(other);
  });
});

describe('the cart store', () => {
  it('persists local changes and tells the listeners why it changed', () => {
    const written: StoredCart[] = [];
    const reasons: CartChange[] = [];
    const store = createCartStore(EMPTY_CART, (cart) => written.push(cart));
    store.subscribe((reason) => reasons.push(reason));
    store.update((cart) => ({ ...cart, items: [line('a')] }));
    store.update((cart) => cart); // no change, no write
    store.update((cart) => ({ ...cart, owner: 'u1' }), 'synced');
    expect(written).toHaveLength(2);
    expect(reasons).toEqual(['local', 'synced']);
  });

  it('adopts another tab’s copy quietly, and writes back (and saves) a merge that adds its own lines', () => {
    const written: StoredCart[] = [];
    const reasons: CartChange[] = [];
    const store = createCartStore(member([line('a')], 0, []), (cart) => written.push(cart));
    store.subscribe((reason) => reasons.push(reason));

    store.receive(member([line('a')], 1, [line('a')])); // the other tab saved this tab's cart
    expect(reasons).toEqual(['adopted']);
    expect(written).toEqual([]);

    store.update((cart) => ({ ...cart, items: [...cart.items, line('b')] }));
    store.receive(member([line('a'), line('c')], 1, [line('a')])); // meanwhile the other tab added c
    expect(ids(store.get())).toEqual(['ax1', 'bx1', 'cx1']);
    expect(reasons).toEqual(['adopted', 'local', 'local']);
    expect(written.at(-1)).toEqual(store.get());
  });

  it('reads the old storage format (no base) and drops a base stored for a guest', () => {
    const old = parseStored(JSON.stringify({ owner: 'u1', items: [line('a')] }));
    expect(old.synced).toBeNull();
    const guest = parseStored(
      JSON.stringify({ owner: null, items: [line('a')], synced: { cartId: 'c', version: 1, items: [] } }),
    );
    expect(guest.synced).toBeNull();
    const stored = parseStored(JSON.stringify(member([line('a')], 3, [line('a')])));
    expect(stored.synced?.version).toBe(3);
  });
});
