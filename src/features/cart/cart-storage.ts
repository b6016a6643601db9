// The local copy of the cart, with the user it belongs to (null for a guest), under one storage key.
import { parseStoredCart, type CartItem } from './cart-model';

export const CART_STORAGE_KEY = 'cart';

export interface StoredCart {
  owner: string | null;
  items: CartItem[];
}

export function parseStored(raw: string | null): StoredCart {
  if (!raw) return { owner: null, items: [] };
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data === 'object' && data !== null && !Array.isArray(data) && 'items' in data) {
      const { owner, items } = data as { owner?: unknown; items?: unknown };
      return {
        owner: typeof owner === 'string' ? owner : null,
        items: parseStoredCart(JSON.stringify(items)),
      };
    }
  } catch {
    // Fall through: an unreadable copy is an empty guest cart.
  }
  return { owner: null, items: parseStoredCart(raw) };
}

export function readStoredCart(): StoredCart {
  try {
    return parseStored(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return { owner: null, items: [] };
  }
}

export function writeStoredCart(cart: StoredCart): void {
  try {
    if (cart.items.length === 0 && cart.owner === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch (error) {
    console.error('The cart could not be saved in this browser:', error);
  }
}
