// The admin's order list: status, search (number, email, name), date range, one page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { applyOrderFilters, type OrderFilters } from '@/lib/order-filter';
import { ORDERS_PAGE_SIZE } from '@/features/admin/order-admin-model';
import { adminKeys } from './admin-keys';

const LIST_COLUMNS =
  'id, number, email, name, status, kind, currency, total, amount_paid, balance_due, refunded_amount, created_at';

export async function getAdminOrders(filters: OrderFilters) {
  const supabase = await getSupabase();
  const query = applyOrderFilters(supabase.from('orders').select(LIST_COLUMNS, { count: 'exact' }), filters);
  const start = (filters.page - 1) * ORDERS_PAGE_SIZE;
  const { data, count, error } = await query
    .order('created_at', { ascending: false })
    .order('number', { ascending: false })
    .range(start, start + ORDERS_PAGE_SIZE - 1)
    .retry(false);
  if (error) throw error;
  return { orders: data, total: count ?? data.length };
}

export type AdminOrderSummary = Awaited<ReturnType<typeof getAdminOrders>>['orders'][number];

export function adminOrdersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: () => getAdminOrders(filters),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(filters: OrderFilters) {
  return useQuery(adminOrdersQueryOptions(filters));
}
