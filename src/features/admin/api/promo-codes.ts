// Promotion codes for the admin (RLS: admins read; writes need two-factor): every code with its uses (held
// while an order is pending, used once paid, released when cancelled), creating one, pausing and resuming.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import type { PromoCodeInsert } from '@/features/admin/promo-admin-model';
import { adminKeys } from './admin-keys';

export async function getPromoCodes() {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('promo_codes')
    .select(
      'id, code, kind, percent_off, amount_off_eur, amount_off_usd, min_order_eur, min_order_usd, starts_at, ends_at, max_uses, max_uses_per_customer, excluded_product_ids, applies_to_reservations, paused, created_at, promo_redemptions(id, status, email, discount_amount, currency, created_at, orders(number))',
    )
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export type AdminPromoCode = Awaited<ReturnType<typeof getPromoCodes>>[number];

export function usePromoCodes() {
  return useQuery(queryOptions({ queryKey: adminKeys.promotions(), queryFn: getPromoCodes, staleTime: 0 }));
}

export async function createPromoCode(row: PromoCodeInsert): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('promo_codes').insert(row);
  if (error) throw error;
}

export async function setPromoPaused(input: { id: string; paused: boolean }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('promo_codes').update({ paused: input.paused }).eq('id', input.id);
  if (error) throw error;
}

export const useCreatePromoCode = () => useRefreshingMutation(adminKeys.promotions(), createPromoCode);
export const useSetPromoPaused = () => useRefreshingMutation(adminKeys.promotions(), setPromoPaused);
