// The member's server cart through its two SQL functions (migration 20261123000300_cart_versions.sql):
// load_or_create_cart() and replace_cart_lines(cart, version, lines). Written against any supabase-js client so
// that the integration tests drive the same code as the app (server-cart.ts binds it to the app's client).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database-api';
import { MAX_QUANTITY, MIN_QUANTITY, type CartItem } from '@/features/cart/cart-model';

export type CartClient = SupabaseClient<Database>;

export interface ServerCart {
  id: string;
  version: number;
  items: CartItem[];
}

export type ReplaceResult =
  | { status: 'saved'; version: number }
  /** The cart was written since the version sent: reload, merge, retry. */
  | { status: 'stale' }
  /** Not the user's active cart any more (e.g. it became an order): load the current one. */
  | { status: 'not_found' }
  /** A product of the cart no longer exists. */
  | { status: 'unknown_product'; productId: string };

export interface CartApi {
  load(userId: string): Promise<ServerCart>;
  replace(userId: string, cartId: string, version: number, items: CartItem[]): Promise<ReplaceResult>;
}

/** The user is no longer signed in in this client: the request was not sent. */
export class CartSignedOutError extends Error {
  constructor() {
    super('Signed out: the cart is not saved on the server');
    this.name = 'CartSignedOutError';
  }
}

/** An error the server answered for a cart request, with its code (the message of the SQL error). */
export class CartRequestError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string | null,
    readonly status: number,
  ) {
    super(`Cart request refused: ${code}${detail ? ` (${detail})` : ''}`);
    this.name = 'CartRequestError';
  }
}

// A type, not an interface, so that it is assignable to the generated Json type of p_items.
export type ServerCartLine = {
  product_id: string;
  product_name: string;
  product_image: string | null;
  product_price: number;
  quantity: number;
  currency: 'usd' | 'eur';
};

export function fromServerLine(row: Partial<Record<keyof ServerCartLine, unknown>>): CartItem {
  const price = Number(row.product_price);
  return {
    id: String(row.product_id),
    name: typeof row.product_name === 'string' ? row.product_name : '',
    // Until the catalogue re-prices the line, the stored display price stands for both.
    price: Number.isFinite(price) ? price : 0,
    image: typeof row.product_image === 'string' ? row.product_image : '',
    subtitle: '',
    description: '',
    features: [],
    inStock: true,
    featured: false,
    quantity: Number(row.quantity),
    displayPrice: Number.isFinite(price) ? price : 0,
    displayCurrency: row.currency === 'eur' ? 'eur' : 'usd',
  };
}

/**
 * A line as the server stores it. Only the product and the quantity matter (checkout re-prices in SQL); the
 * display fields are kept within the server's limits so that an odd local copy never blocks a save.
 */
export function toServerLine(item: CartItem): ServerCartLine {
  const price = Number.isFinite(item.displayPrice) && item.displayPrice >= 0 ? item.displayPrice : 0;
  return {
    product_id: item.id,
    product_name: item.name.slice(0, 200),
    product_image: item.image && item.image.length <= 2048 ? item.image : null,
    product_price: Math.min(price, 9_999_999_999),
    quantity: Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(item.quantity))),
    currency: item.displayCurrency === 'eur' ? 'eur' : 'usd',
  };
}

export function parseServerCart(value: unknown): ServerCart {
  const data = (value ?? {}) as { id?: unknown; version?: unknown; items?: unknown };
  if (typeof data.id !== 'string' || typeof data.version !== 'number' || !Array.isArray(data.items)) {
    throw new Error('The server cart has an unexpected shape');
  }
  return {
    id: data.id,
    version: data.version,
    items: (data.items as Partial<Record<keyof ServerCartLine, unknown>>[]).map(fromServerLine),
  };
}

interface PostgrestErrorLike {
  message: string;
  details?: string | null;
}

export function createCartApi(getClient: () => Promise<CartClient>): CartApi {
  /**
   * The client and the user's access token, or CartSignedOutError when this client no longer holds the user's
   * session. getSession() waits for a sign-out in progress (supabase-js runs both under its auth lock), so a
   * save racing a sign-out is dropped here; the token is then sent explicitly, so that the request can never
   * go out without it (as the anonymous role) even if the session is removed while it is being sent.
   */
  async function session(userId: string): Promise<{ client: CartClient; authorization: string }> {
    const client = await getClient();
    const { data } = await client.auth.getSession();
    if (!data.session || data.session.user.id !== userId) throw new CartSignedOutError();
    return { client, authorization: `Bearer ${data.session.access_token}` };
  }

  const refused = (error: PostgrestErrorLike, status: number) =>
    new CartRequestError(error.message, error.details ?? null, status);

  return {
    async load(userId) {
      const { client, authorization } = await session(userId);
      const { data, error, status } = await client
        .rpc('load_or_create_cart')
        .setHeader('Authorization', authorization);
      if (error) throw refused(error, status);
      return parseServerCart(data);
    },

    async replace(userId, cartId, version, items) {
      const { client, authorization } = await session(userId);
      const { data, error, status } = await client
        .rpc('replace_cart_lines', {
          p_cart_id: cartId,
          p_version: version,
          p_items: items.map(toServerLine),
        })
        .setHeader('Authorization', authorization);
      if (error) {
        if (error.message === 'stale_cart') return { status: 'stale' };
        if (error.message === 'cart_not_found') return { status: 'not_found' };
        if (error.message === 'unknown_product' && error.details) {
          return { status: 'unknown_product', productId: error.details };
        }
        throw refused(error, status);
      }
      const saved = (data ?? {}) as { version?: unknown };
      if (typeof saved.version !== 'number') throw new Error('The server cart has an unexpected shape');
      return { status: 'saved', version: saved.version };
    },
  };
}
