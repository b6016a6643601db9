// The VAT rates of the member states (public.vat_rates: everyone reads them, admins write them at aal2 through
// RLS). A change to a rate an issued invoice used is refused by the table's guard (P0001 vat_rate_in_use, the
// invoice's number in details); a write RLS filters out (an admin at aal1) changes no row and is a refusal.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import type { RateInput, VatRateRow } from '@/features/admin/vat-admin-model';
import { adminKeys } from './admin-keys';

const COLUMNS = 'country, effective_from, rate, source';

export async function getVatRates(): Promise<VatRateRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('vat_rates')
    .select(COLUMNS)
    .order('country')
    .order('effective_from');
  if (error) throw error;
  return data.map((row) => ({ ...row, rate: Number(row.rate) }));
}

export function useVatRates() {
  return useQuery(queryOptions({ queryKey: adminKeys.vatRates(), queryFn: getVatRates, staleTime: 0 }));
}

const refused = (what: string) => Object.assign(new Error(`vat_rates: no row ${what}`), { code: '42501' });

export async function addVatRate(rate: RateInput & { source: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('vat_rates').insert(rate);
  if (error) throw error;
}

/** The row of `country` taking effect on `effective_from` becomes `change`. */
export async function updateVatRate({
  country,
  effective_from,
  change,
}: {
  country: string;
  effective_from: string;
  change: { effective_from: string; rate: number; source: string };
}): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('vat_rates')
    .update(change)
    .eq('country', country)
    .eq('effective_from', effective_from)
    .select('country');
  if (error) throw error;
  if (data.length === 0) throw refused('updated');
}

export async function deleteVatRate({
  country,
  effective_from,
}: {
  country: string;
  effective_from: string;
}) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('vat_rates')
    .delete()
    .eq('country', country)
    .eq('effective_from', effective_from)
    .select('country');
  if (error) throw error;
  if (data.length === 0) throw refused('deleted');
}

export const useAddVatRate = () => useRefreshingMutation(adminKeys.vat(), addVatRate);
export const useUpdateVatRate = () => useRefreshingMutation(adminKeys.vat(), updateVatRate);
export const useDeleteVatRate = () => useRefreshingMutation(adminKeys.vat(), deleteVatRate);
