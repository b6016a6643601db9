// Shipping zones for the admin (read and written under RLS: writes need two-factor): each zone with its
// countries and rates; saving a zone's names, thresholds and countries (a country listed here moves from any
// other zone), adding and removing a rate band, creating a zone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminKeys } from './admin-keys';

export async function getShippingZones() {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('shipping_zones')
    .select(
      'id, code, name_en, name_fr, position, free_from_eur, free_from_usd, shipping_zone_countries(country), shipping_rates(id, currency, up_to_grams, amount)',
    )
    .order('position')
    .order('code');
  if (error) throw error;
  return data;
}

export type AdminShippingZone = Awaited<ReturnType<typeof getShippingZones>>[number];

export function useShippingZones() {
  return useQuery(queryOptions({ queryKey: adminKeys.shipping(), queryFn: getShippingZones, staleTime: 0 }));
}

export interface ZoneChanges {
  id: string;
  name_en: string;
  name_fr: string;
  free_from_eur: number | null;
  free_from_usd: number | null;
  countries: string[];
}

export async function saveZone(changes: ZoneChanges): Promise<void> {
  const supabase = await getSupabase();
  const { id, countries, ...fields } = changes;
  const updated = await supabase.from('shipping_zones').update(fields).eq('id', id);
  if (updated.error) throw updated.error;
  if (countries.length > 0) {
    const moved = await supabase.from('shipping_zone_countries').upsert(
      countries.map((country) => ({ country, zone_id: id })),
      { onConflict: 'country' },
    );
    if (moved.error) throw moved.error;
  }
  let removed = supabase.from('shipping_zone_countries').delete().eq('zone_id', id);
  if (countries.length > 0) removed = removed.not('country', 'in', `(${countries.join(',')})`);
  const { error } = await removed;
  if (error) throw error;
}

export async function createZone(zone: { code: string; name_en: string; name_fr: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('shipping_zones').insert({ ...zone, position: 100 });
  if (error) throw error;
}

export interface NewRate {
  zone_id: string;
  currency: 'eur' | 'usd';
  up_to_grams: number | null;
  amount: number;
}

export async function addRate(rate: NewRate): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('shipping_rates').insert(rate);
  if (error) throw error;
}

export async function deleteRate(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('shipping_rates').delete().eq('id', id);
  if (error) throw error;
}

export const useSaveZone = () => useRefreshingMutation(adminKeys.shipping(), saveZone);
export const useCreateZone = () => useRefreshingMutation(adminKeys.shipping(), createZone);
export const useAddRate = () => useRefreshingMutation(adminKeys.shipping(), addRate);
export const useDeleteRate = () => useRefreshingMutation(adminKeys.shipping(), deleteRate);
