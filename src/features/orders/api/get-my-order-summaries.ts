// /my-orders: the signed-in member's orders, newest first, as receipts (OrderSummary shows them), read under RLS.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { parseReceipt, type OrderReceipt } from '@/features/orders/order-model';
import { orderKeys } from './order-keys';

export async function getMyOrderSummaries(userId: string): Promise<OrderReceipt[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .select(
      'id, number, status, kind, currency, locale, subtotal, shipping_amount, discount_amount, promo_code, total, amount_due_now, amount_paid, balance_due, refunded_amount, created_at, paid_at, order_items(id, product_slug, product_name, product_image, unit_price, quantity, line_total, created_at), reservations(id, option, price, deposit_amount, amount_paid, balance_due, estimated_delivery_date, status, cancellation_policy_accepted, cancellation_policy_accepted_at), shipments(number, carrier, carrier_name, tracking_number, tracking_url, partial, created_at, shipment_items(order_item_id, quantity))',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('created_at', { referencedTable: 'order_items' })
    .order('number', { referencedTable: 'shipments' });
  if (error) throw error;
  return data
    .map(({ order_items, shipments, ...order }) => {
      const names = new Map(order_items.map((item) => [item.id, item.product_name]));
      // The shape lookup_order answers: each parcel's lines by product name.
      const parcels = shipments.map(({ shipment_items, ...shipment }) => ({
        ...shipment,
        lines: shipment_items.map((line) => ({
          name: names.get(line.order_item_id) ?? '',
          quantity: line.quantity,
        })),
      }));
      return parseReceipt({ ...order, items: order_items, shipments: parcels });
    })
    .filter((receipt): receipt is OrderReceipt => receipt !== null);
}

export function useMyOrderSummaries(userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.myOrderSummaries(userId ?? ''),
      queryFn: () => getMyOrderSummaries(userId ?? ''),
      enabled: userId !== null,
    }),
  );
}
