// Where the shop stands against the one-stop-shop threshold (public.admin_vat_overview, admins at aal2), and the
// owner's OSS registration day (public.vat_settings through RLS: admins update it at aal2). SQL's vat_decision
// reads both for every EU order.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { adminKeys } from './admin-keys';

export type VatReason = 'registered' | 'last_year_over' | 'this_year_over';

export interface VatOverview {
  /** Today in Paris (YYYY-MM-DD), the day SQL decides with. */
  today: string;
  this_year: number;
  this_year_eur: number;
  last_year_eur: number;
  threshold_eur: number;
  /** The day the OSS registration takes effect; null when the shop is not registered. */
  oss_registered_from: string | null;
  /** Whether a new EU sale today is taxed at its destination's rate. */
  destination_rates: boolean;
  reasons: VatReason[];
}

export async function getVatOverview(): Promise<VatOverview> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_vat_overview').single();
  if (error) throw error;
  return { ...data, reasons: data.reasons as VatReason[] };
}

export function useVatOverview() {
  return useQuery(queryOptions({ queryKey: adminKeys.vatOverview(), queryFn: getVatOverview, staleTime: 0 }));
}

/** Records (a day) or clears (null) the OSS registration. */
export async function saveOssRegistration(day: string | null): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('vat_settings')
    .update({ oss_registered_from: day })
    .eq('id', true)
    .select('oss_registered_from');
  if (error) throw error;
  // An admin without two factors updates no row (the policy filters it): a refusal, not a success.
  if (data.length === 0) {
    throw Object.assign(new Error('vat_settings: no row updated'), { code: '42501' });
  }
}

export function useSaveOssRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOssRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.vatOverview() }),
  });
}
