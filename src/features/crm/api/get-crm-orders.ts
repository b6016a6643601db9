// The CRM orders list: orders with their customer's name, filtered like the admin orders list.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/get-supabase';
import { dateBounds, orderSearchPattern, ORDERS_PAGE_SIZE, type CrmOrderFilters } from '../orders-model';
import { crmKeys } from './crm-keys';

export async function getCrmOrders(filters: CrmOrderFilters) {
  const supabase = await getSupabase();
  const from = (filters.page - 1) * ORDERS_PAGE_SIZE;
  let query = supabase
    .from('orders')
    .select(
      'id, number, name, email, status, kind, currency, total, balance_due, created_at, contact_id, contacts(full_name)',
      { count: 'exact' },
    )
    .order('created_at', { ascending: false })
    .range(from, from + ORDERS_PAGE_SIZE - 1);
  const pattern = orderSearchPattern(filters.q);
  if (pattern) query = query.like('search_text', pattern);
  if (filters.status) query = query.eq('status', filters.status);
  const bounds = dateBounds(filters);
  if (bounds.gte) query = query.gte('created_at', bounds.gte);
  if (bounds.lt) query = query.lt('created_at', bounds.lt);
  const { data, error, count } = await query;
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type CrmOrderRow = Awaited<ReturnType<typeof getCrmOrders>>['rows'][number];

export function useCrmOrders(filters: CrmOrderFilters) {
  return useQuery(
    queryOptions({
      queryKey: crmKeys.orders(filters),
      queryFn: () => getCrmOrders(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
