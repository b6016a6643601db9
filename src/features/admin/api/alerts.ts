// The open alerts of the "Needs attention" list and their count in the admin navigation (public.alerts, read
// under RLS: owners and admins at aal2), and clearing one (admin_clear_alert).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import type { AlertRow } from '@/features/admin/alert-model';
import { adminKeys } from './admin-keys';

/** More than a screen: the list says how many more wait beyond it through the count. */
const LIST_LIMIT = 100;
/** New alerts appear in the count without a reload (an order paid meanwhile). */
const COUNT_REFRESH_MS = 60_000;

export async function getOpenAlerts(): Promise<AlertRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('alerts')
    .select('id, kind, urgency, raised_at, details, order_id, product_id')
    .is('cleared_at', null)
    .order('urgency', { ascending: false })
    .order('raised_at', { ascending: false })
    .limit(LIST_LIMIT);
  if (error) throw error;
  return data;
}

export async function getOpenAlertCount(): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from('alerts')
    .select('id', { count: 'exact', head: true })
    .is('cleared_at', null);
  if (error) throw error;
  return count ?? 0;
}

export function useOpenAlerts() {
  return useQuery(queryOptions({ queryKey: adminKeys.alertList(), queryFn: getOpenAlerts, staleTime: 0 }));
}

export function useOpenAlertCount() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.alertCount(),
      queryFn: getOpenAlertCount,
      refetchInterval: COUNT_REFRESH_MS,
    }),
  );
}

export async function clearAlert(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_clear_alert', { p_alert_id: id });
  if (error) throw error;
}

export function useClearAlert() {
  return useRefreshingMutation(adminKeys.alerts(), clearAlert);
}
