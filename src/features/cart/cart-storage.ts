// The local copy of the cart, with the user it belongs to (null for a guest) and, for a member, the server state
// it was last reconciled with (the base of the next merge), under one storage key shared by the tabs.
import { parseStoredCart, type CartItem } from './cart-model';

export const CART_STORAGE_KEY = 'cart';

/** The server cart as last read or written: its id, its version and its lines at that version. */
export interface SyncedCart {
  cartId: string;
  version: number;
  items: CartItem[];
}

export interface StoredCart {
  owner: string | null;
  items: CartItem[];
  /** Members only: null until the server cart has been read in this browser. */
  synced: SyncedCart | null;
}

export const EMPTY_CART: StoredCart = { owner: null, items: [], synced: null };

function parseSynced(value: unknown): SyncedCart | null {
  if (typeof value !== 'object' || value === null) return null;
  const { cartId, version, items } = value as { cartId?: unknown; version?: unknown; items?: unknown };
  if (typeof cartId !== 'string' || !cartId) return null;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
  return { cartId, version, items: parseStoredCart(JSON.stringify(items ?? [])) };
}

export function parseStored(raw: string | null): StoredCart {
  if (!raw) return EMPTY_CART;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data === 'object' && data !== null && !Array.isArray(data) && 'items' in data) {
      const { owner, items, synced } = data as { owner?: unknown; items?: unknown; synced?: unknown };
      const member = typeof owner === 'string' ? owner : null;
      return {
        owner: member,
        items: parseStoredCart(JSON.stringify(items)),
        synced: member ? parseSynced(synced) : null,
      };
    }
  } catch {
    // Fall through: an unreadable copy is an empty guest cart.
  }
  return { owner: null, items: parseStoredCart(raw), synced: null };
}

export function readStoredCart(): StoredCart {
  try {
    return parseStored(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return EMPTY_CART;
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
