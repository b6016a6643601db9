// One order for the admin: lines, reservations, shipments, its trail (payments, refunds, status changes, notes), the
// payments the shop gives back automatically (payment_refunds), the names of the people who acted, and the
// customer's CRM contact.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { adminKeys } from './admin-keys';

export async function getAdminOrder(id: string) {
  const supabase = await getSupabase();
  const { data: order, error } = await supabase
    .from('orders')
    .select(
      '*, order_items(*), reservations(*, products(title)), order_events(*), payment_refunds(*), shipments(*, shipment_items(*))',
    )
    .eq('id', id)
    .order('created_at', { referencedTable: 'order_items' })
    .order('created_at', { referencedTable: 'order_events', ascending: false })
    .order('id', { referencedTable: 'order_events', ascending: false })
    .order('created_at', { referencedTable: 'payment_refunds' })
    .order('number', { referencedTable: 'shipments' })
    .maybeSingle();
  if (error) throw error;
  if (!order) return null;

  // People who acted, and the customer, are CRM contacts (every account is one).
  const actorIds = [
    ...new Set(order.order_events.map((event) => event.actor_id).filter((id) => id !== null)),
  ];
  const [actors, contact] = await Promise.all([
    actorIds.length > 0
      ? supabase.from('contacts').select('user_id, email, full_name').in('user_id', actorIds)
      : Promise.resolve({ data: [], error: null }),
    order.contact_id
      ? supabase.from('contacts').select('id').eq('id', order.contact_id).maybeSingle()
      : supabase.from('contacts').select('id').eq('email', order.email).maybeSingle(),
  ]);
  if (actors.error) throw actors.error;
  if (contact.error) throw contact.error;
  const actorNames = new Map(
    (actors.data ?? []).map((actor) => [actor.user_id ?? '', actor.full_name || actor.email]),
  );
  return { order, actorNames, contactId: contact.data?.id ?? null };
}

export type AdminOrderDetail = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;
export type AdminOrder = AdminOrderDetail['order'];

export function adminOrderQueryOptions(id: string) {
  return queryOptions({ queryKey: adminKeys.order(id), queryFn: () => getAdminOrder(id), staleTime: 0 });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
