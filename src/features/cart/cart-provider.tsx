// The cart: local first (localStorage, kept in step across tabs), and for a member mirrored to the server.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { addItem, itemCount, mergeCarts, removeItem, setQuantity, type CartItem } from './cart-model';
import {
  CART_STORAGE_KEY,
  parseStored,
  readStoredCart,
  writeStoredCart,
  type StoredCart,
} from './cart-storage';
import { CartContext, type CartContextValue, type Repricer } from './cart-context';
import { loadOrCreateServerCart, replaceServerCartItems } from './api/server-cart';

export const SYNC_DELAY_MS = 400;

export interface CartProviderProps {
  /** The signed-in user's id, null for a guest, undefined while the session is still being read. */
  userId: string | null | undefined;
  children: ReactNode;
}

export function CartProvider({ userId, children }: CartProviderProps) {
  const [cart, setCart] = useState<StoredCart>(readStoredCart);
  const [pendingSync, setPendingSync] = useState(0);
  const serverCartId = useRef<string | null>(null);
  const syncedUser = useRef<string | null | undefined>(undefined);

  useEffect(() => writeStoredCart(cart), [cart]);

  // Another tab changed the cart: take its copy.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) setCart(parseStored(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Signed out (here or elsewhere): no member's cart stays behind in this browser.
  if (userId === null && cart.owner !== null) setCart({ owner: null, items: [] });

  // Sign-in: load (or create) the server cart and merge the guest cart into it. Sign-out: forget the cart.
  useEffect(() => {
    if (userId === undefined || syncedUser.current === userId) return;
    syncedUser.current = userId;
    serverCartId.current = null;
    if (userId === null) return;
    let cancelled = false;
    loadOrCreateServerCart(userId)
      .then((server) => {
        if (cancelled) return;
        setCart((local) => {
          // A copy already owned by this user is the latest state of the same cart; a guest cart is merged.
          if (local.owner === userId) return local;
          if (local.owner === null) return { owner: userId, items: mergeCarts(server.items, local.items) };
          return { owner: userId, items: server.items };
        });
        serverCartId.current = server.id;
        setPendingSync((n) => n + 1);
      })
      .catch((error: unknown) => console.error('Cart sync failed; the cart stays in this browser:', error));
    return () => {
      cancelled = true;
    };
  }, [userId]);

  // Later changes replace the server's lines, debounced.
  const items = cart.items;
  useEffect(() => {
    const cartId = serverCartId.current;
    if (!cartId || cart.owner !== userId) return;
    const timer = setTimeout(() => {
      replaceServerCartItems(cartId, items).catch((error: unknown) =>
        console.error('Cart sync failed; the cart stays in this browser:', error),
      );
    }, SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [items, cart.owner, userId, pendingSync]);

  const update = useCallback((change: (items: CartItem[]) => CartItem[]) => {
    setCart((current) => ({ ...current, items: change(current.items) }));
  }, []);

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
