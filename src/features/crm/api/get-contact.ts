// One contact with everything the detail page shows: notes timeline (consent history included), messages,
// orders and reservations. null when no contact has that id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { crmKeys } from './crm-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getContact(id: string) {
  if (!UUID.test(id)) return null;
  const supabase = await getSupabase();
  const { data: contact, error } = await supabase.from('contacts').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  if (!contact) return null;

  const [notes, messages, orders, reservations] = await Promise.all([
    supabase
      .from('contact_notes')
      .select('id, kind, body, author_id, created_at')
      .eq('contact_id', id)
      .order('created_at', { ascending: false }),
    supabase
      .from('contact_messages')
      .select('id, name, email, subject, message, locale, handled_at, created_at')
      .eq('contact_id', id)
      .order('created_at', { ascending: false }),
    supabase
      .from('orders')
      .select('id, number, status, kind, currency, total, amount_paid, balance_due, created_at')
      .eq('contact_id', id)
      .order('created_at', { ascending: false }),
    supabase
      .from('reservations')
      .select(
        'id, option, currency, price, amount_paid, balance_due, status, estimated_delivery_date, created_at, orders!inner(number, contact_id), products(title, title_fr)',
      )
      .eq('orders.contact_id', id)
      .order('created_at', { ascending: false }),
  ]);
  for (const result of [notes, messages, orders, reservations]) if (result.error) throw result.error;
  return {
    contact,
    notes: notes.data ?? [],
    messages: messages.data ?? [],
    orders: orders.data ?? [],
    reservations: reservations.data ?? [],
  };
}

export type ContactDetail = NonNullable<Awaited<ReturnType<typeof getContact>>>;
export type Contact = ContactDetail['contact'];

export function useContact(id: string) {
  return useQuery(queryOptions({ queryKey: crmKeys.contact(id), queryFn: () => getContact(id) }));
}
