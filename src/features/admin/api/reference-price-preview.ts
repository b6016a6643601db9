// The struck-through price the shop would show if the product were saved now with the prices and the sale
// typed in the editor: admin_reference_price_preview (20261123100310_price_history.sql), the same rule the
// shop's view applies, computed by the database from the price history.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { adminKeys } from './admin-keys';

export interface ReferencePreviewInput {
  id: string;
  price: number;
  priceEuros: number | null;
  onSale: boolean;
}

/** Per currency: the reference shown struck through, or null for none. */
export interface ReferencePreview {
  usd: number | null;
  eur: number | null;
}

export async function getReferencePreview(input: ReferencePreviewInput): Promise<ReferencePreview> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_reference_price_preview', {
    p_product: input.id,
    p_price: input.price,
    p_on_sale: input.onSale,
    ...(input.priceEuros === null ? {} : { p_price_euros: input.priceEuros }),
  });
  if (error) throw error;
  const of = (currency: string): number | null => {
    const value = data.find((row) => row.currency === currency)?.reference_price;
    return value == null ? null : Number(value);
  };
  return { usd: of('usd'), eur: of('eur') };
}

/** Null input (a new product, or prices not readable yet): nothing is asked. */
export function useReferencePreview(input: ReferencePreviewInput | null) {
  return useQuery({
    queryKey: adminKeys.referencePreview(input ?? {}),
    queryFn: () => getReferencePreview(input as ReferencePreviewInput),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
