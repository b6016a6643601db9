// The CRM orders list: orders with their customer's name, filtered like the admin orders list.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { applyOrderFilters, type OrderFilters } from '@/lib/order-filter';
import { ORDERS_PAGE_SIZE } from '@/features/crm/orders-model';
import { crmKeys } from './crm-keys';

export async function getCrmOrders(filters: OrderFilters) {
  const supabase = await getSupabase();
  const from = (filters.page - 1) * ORDERS_PAGE_SIZE;
  const query = applyOrderFilters(
    supabase
      .from('orders')
      .select(
        'id, number, name, email, status, kind, currency, total, balance_due, created_at, contact_id, contacts(full_name)',
        { count: 'exact' },
      ),
    filters,
  );
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('number', { ascending: false })
    .range(from, from + ORDERS_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type CrmOrderRow = Awaited<ReturnType<typeof getCrmOrders>>['rows'][number];

export function useCrmOrders(filters: OrderFilters) {
  return useQuery(
    queryOptions({
      queryKey: crmKeys.orders(filters),
      queryFn: () => getCrmOrders(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
