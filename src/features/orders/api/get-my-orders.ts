// A member's own orders and reservations, read straight from the tables under RLS.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { orderKeys } from './order-keys';

export async function getMyOrders(userId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .select(
      'id, number, status, kind, currency, total, amount_paid, balance_due, refunded_amount, created_at, order_items(product_name, quantity, unit_price, line_total, expected_ship_on), shipments(number, carrier, carrier_name, tracking_number, tracking_url, partial, created_at)',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('number', { referencedTable: 'shipments' });
  if (error) throw error;
  return data;
}

export async function getMyReservations(userId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('reservations')
    .select(
      'id, option, currency, price, deposit_amount, amount_paid, balance_due, refunded_amount, estimated_delivery_date, status, cancellation_policy_accepted, cancellation_policy_accepted_at, created_at, order_id, orders(number, status), products(product_id, title, title_fr, image_urls)',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export type MyOrder = Awaited<ReturnType<typeof getMyOrders>>[number];
export type MyReservation = Awaited<ReturnType<typeof getMyReservations>>[number];

export function useMyOrders(userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.mine(userId ?? ''),
      queryFn: () => getMyOrders(userId ?? ''),
      enabled: userId !== null,
    }),
  );
}

export function useMyReservations(userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.myReservations(userId ?? ''),
      queryFn: () => getMyReservations(userId ?? ''),
      enabled: userId !== null,
    }),
  );
}
