// The owner's checkout limits (public.checkout_settings, one row; admins read it, writes need two-factor): the
// units one unpaid checkout may hold per product and in all. create_checkout_order enforces them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { adminKeys } from './admin-keys';

export interface CheckoutLimits {
  max_units_per_product: number;
  max_units_per_order: number;
}

const COLUMNS = 'max_units_per_product, max_units_per_order';

export async function getCheckoutLimits(): Promise<CheckoutLimits> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('checkout_settings').select(COLUMNS).single();
  if (error) throw error;
  return data;
}

export function useCheckoutLimits() {
  return useQuery(queryOptions({ queryKey: adminKeys.checkoutLimits(), queryFn: getCheckoutLimits }));
}

export async function saveCheckoutLimits(limits: CheckoutLimits): Promise<CheckoutLimits> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('checkout_settings')
    .update(limits)
    .eq('id', true)
    .select(COLUMNS);
  if (error) throw error;
  // An admin without two factors updates no row (the policy filters it): a refusal, not a success.
  const [saved] = data;
  if (!saved) throw Object.assign(new Error('checkout_settings: no row updated'), { code: '42501' });
  return saved;
}

export function useSaveCheckoutLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCheckoutLimits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.checkoutLimits() }),
  });
}
