// The member's server cart (SPEC.md 7): load or create the active cart, then replace its lines.
import { getSupabase } from '../../../lib/get-supabase';
import type { CartItem } from '../cart-model';

export interface ServerCart {
  id: string;
  items: CartItem[];
}

interface CartItemRow {
  product_id: string;
  product_name: string;
  product_image: string | null;
  product_price: number;
  quantity: number;
  currency: string;
}

function fromRow(row: CartItemRow): CartItem {
  const currency = row.currency === 'eur' ? 'eur' : 'usd';
  return {
    id: row.product_id,
    name: row.product_name,
    // Until the catalogue re-prices the line, the stored display price stands for both.
    price: Number(row.product_price),
    image: row.product_image ?? '',
    subtitle: '',
    description: '',
    features: [],
    inStock: true,
    featured: false,
    quantity: row.quantity,
    displayPrice: Number(row.product_price),
    displayCurrency: currency,
  };
}

/** The user's active cart with its lines; a new active cart when there is none. */
export async function loadOrCreateServerCart(userId: string): Promise<ServerCart> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('carts')
    .select('id, cart_items(product_id, product_name, product_image, product_price, quantity, currency)')
    .eq('user_id', userId)
    .eq('status', 'active')
    .maybeSingle();
  if (error) throw error;
  if (data) return { id: data.id, items: data.cart_items.map(fromRow) };

  const created = await supabase
    .from('carts')
    .insert({ user_id: userId, status: 'active' })
    .select('id')
    .single();
  if (created.error) throw created.error;
  return { id: created.data.id, items: [] };
}

/**
 * Makes the server's lines exactly the given cart: delete all, upsert the lines, touch last_updated. Each line
 * keeps the price as shown with its currency; checkout re-prices everything from products anyway.
 */
export async function replaceServerCartItems(cartId: string, items: CartItem[]) {
  const supabase = await getSupabase();
  const removed = await supabase.from('cart_items').delete().eq('cart_id', cartId);
  if (removed.error) throw removed.error;
  if (items.length > 0) {
    const rows = items.map((item) => ({
      cart_id: cartId,
      product_id: item.id,
      product_name: item.name,
      product_image: item.image || null,
      product_price: item.displayPrice,
      quantity: item.quantity,
      currency: item.displayCurrency,
    }));
    const upserted = await supabase.from('cart_items').upsert(rows, { onConflict: 'cart_id,product_id' });
    if (upserted.error) throw upserted.error;
  }
  const touched = await supabase
    .from('carts')
    .update({ last_updated: new Date().toISOString() })
    .eq('id', cartId);
  if (touched.error) throw touched.error;
}
