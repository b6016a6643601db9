// The cart: local first (localStorage, merged across tabs), and for a member mirrored to the server by a
// CartSync (cart-sync.ts) that lives exactly as long as the signed-in user.
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { addItem, itemCount, removeItem, setQuantity, type CartItem } from './cart-model';
import { CART_STORAGE_KEY, EMPTY_CART, readStoredCart, type StoredCart } from './cart-storage';
import { createCartStore } from './cart-store';
import { CartSync } from './cart-sync';
import { CartContext, type CartContextValue, type Repricer } from './cart-context';
import { serverCartApi } from './api/server-cart';

export const SYNC_DELAY_MS = 400;

export interface CartProviderProps {
  /** The signed-in user's id, null for a guest, undefined while the session is still being read. */
  userId: string | null | undefined;
  children: ReactNode;
}

/** A copy this visitor must not see: a member's cart after sign-out, or another member's. */
function belongsToSomeoneElse(cart: StoredCart, userId: string | null | undefined): boolean {
  if (cart.owner === null || userId === undefined) return false;
  return cart.owner !== userId;
}

export function CartProvider({ userId, children }: CartProviderProps) {
  const [store] = useState(() => createCartStore(readStoredCart()));
  const cart = useSyncExternalStore(store.subscribe, store.get, store.get);

  // Another tab changed the cart: merge its copy (the latest one in storage, whichever event this is).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) store.receive(readStoredCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  // Signed out (here or in another tab): no member's cart stays behind in this browser. Signed in: the server
  // sync for this user; its cleanup runs as soon as the user signs out or changes, dropping any pending save.
  // A member signing out also takes away lines they added before their first server load answered (those
  // have no owner yet, and are merged as a guest's would be if they stayed signed in).
  const previousUser = useRef(userId);
  useEffect(() => {
    const signedOut = typeof previousUser.current === 'string' && userId === null;
    previousUser.current = userId;
    if (userId === undefined) return;
    if (userId === null) {
      if (signedOut || store.get().owner !== null) store.update(() => EMPTY_CART, 'synced');
      return;
    }
    const sync = new CartSync({ userId, store, api: serverCartApi, delayMs: SYNC_DELAY_MS });
    void sync.start();
    return () => sync.stop();
  }, [userId, store]);

  const update = useCallback(
    (change: (items: CartItem[]) => CartItem[]) => {
      store.update((current) => {
        // A change on someone else's leftover copy starts this visitor's own cart.
        const own = belongsToSomeoneElse(current, userId)
          ? { ...EMPTY_CART, owner: userId ?? null }
          : current;
        const items = change(own.items);
        return items === own.items && own === current ? current : { ...own, items };
      });
    },
    [store, userId],
  );

  const items = belongsToSomeoneElse(cart, userId) ? EMPTY_CART.items : cart.items;

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: itemCount(items),
      add: (item) => update((current) => addItem(current, item)),
      setQuantity: (id, quantity) => update((current) => setQuantity(current, id, quantity)),
      remove: (id) => update((current) => removeItem(current, id)),
      clear: () => update(() => []),
      reprice: (repricer: Repricer) =>
        update((current) => {
          let changed = false;
          const next = current.map((item) => {
            const prices = repricer(item);
            if (
              !prices ||
              (prices.price === item.price &&
                prices.displayPrice === item.displayPrice &&
                prices.displayCurrency === item.displayCurrency)
            ) {
              return item;
            }
            changed = true;
            return { ...item, ...prices };
          });
          return changed ? next : current;
        }),
    }),
    [items, update],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
