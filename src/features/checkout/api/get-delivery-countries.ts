// The countries the shop delivers to, as the cart lists them before checkout starts (consumer code L221-5: the
// delivery restrictions are told before the order): those a shipping zone holds (public.shipping_zone_countries,
// which admins edit in /admin/shipping, and which create_checkout_order prices) that the checkout form also
// accepts (SHIPPING_COUNTRIES). A country in only one of the two cannot be ordered to, so it is not listed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { SHIPPING_COUNTRIES } from '@/features/checkout/checkout-model';

export const deliveryCountryKeys = {
  all: ['delivery-countries'] as const,
};

/** The delivered countries' codes, in the checkout's order. */
export async function fetchDeliveryCountries(): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('shipping_zone_countries').select('country');
  if (error) throw error;
  const zoned = new Set(data.map((row) => row.country));
  return SHIPPING_COUNTRIES.filter((code) => zoned.has(code));
}

export const deliveryCountriesQueryOptions = () =>
  queryOptions({
    queryKey: deliveryCountryKeys.all,
    queryFn: fetchDeliveryCountries,
    staleTime: 5 * 60_000,
  });

export function useDeliveryCountries() {
  return useQuery(deliveryCountriesQueryOptions());
}
