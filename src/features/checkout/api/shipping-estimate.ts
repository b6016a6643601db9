// The delivery estimate the cart and the checkout show: public.shipping_estimate, the same quote
// create_checkout_order charges (zone of the country, weight band, free threshold), for the lines at today's
// prices, with the VAT an order to the country would get. The order itself is priced and taxed again in SQL; these
// figures are only what the shopper sees beforehand.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dbErrorKey } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { AnswerShapeError, jsonObject } from '@/lib/json-answer';
import type { Currency } from '@/lib/locale';
import type { VatRegime, VatTerms } from '@/features/checkout/checkout-model';

export interface ShippingQuote {
  zone: string;
  zone_name_en: string;
  zone_name_fr: string;
  amount: number;
  /** The band's price before the free threshold. */
  rate: number;
  free_from: number | null;
  currency: 'eur' | 'usd';
  subtotal: number;
  weight_grams: number;
  /** The VAT an order to the country would get today (public.vat_quote). */
  vat: VatTerms;
}

const VAT_REGIMES: readonly string[] = ['domestic', 'eu_origin', 'eu_oss', 'export'] satisfies VatRegime[];

/** Why there is no quote: no zone holds the country, the order is too heavy for it, or the call failed. */
export type EstimateProblem = 'shipping_country_unsupported' | 'shipping_weight_unsupported' | 'failed';

export type DeliveryEstimate =
  | { status: 'pending' }
  | { status: 'ok'; quote: ShippingQuote }
  | { status: 'error'; problem: EstimateProblem };

export interface EstimateLine {
  product_id: string;
  quantity: number;
}

export class EstimateError extends Error {
  constructor(readonly problem: EstimateProblem) {
    super(problem);
  }
}

export async function fetchShippingEstimate(
  locale: 'en' | 'fr',
  country: string,
  items: EstimateLine[],
  currency: Currency,
): Promise<ShippingQuote> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('shipping_estimate', {
    p_locale: locale,
    p_country: country,
    p_items: items.map(({ product_id, quantity }) => ({ product_id, quantity })),
    p_currency: currency,
  });
  if (error) {
    throw new EstimateError(
      dbErrorKey<EstimateProblem>(error, {
        messages: {
          shipping_country_unsupported: 'shipping_country_unsupported',
          shipping_weight_unsupported: 'shipping_weight_unsupported',
        },
        fallback: 'failed',
      }),
    );
  }
  const quote = jsonObject<ShippingQuote>(
    data,
    [
      'zone',
      'zone_name_en',
      'zone_name_fr',
      'amount',
      'rate',
      'free_from',
      'currency',
      'subtotal',
      'weight_grams',
      'vat',
    ],
    'shipping_estimate',
  );
  const vat = jsonObject<VatTerms>(quote.vat, ['regime', 'country', 'rate'], 'shipping_estimate vat');
  // A regime this client does not know would be shown wrongly (as taxed, or as an export): better no estimate.
  if (!VAT_REGIMES.includes(vat.regime)) {
    throw new AnswerShapeError('shipping_estimate', `vat regime ${vat.regime}`);
  }
  return {
    ...quote,
    amount: Number(quote.amount),
    rate: Number(quote.rate ?? quote.amount),
    free_from: quote.free_from === null ? null : Number(quote.free_from),
    vat: { regime: vat.regime, country: vat.country, rate: Number(vat.rate) },
  };
}

/** The quote for the lines to the country in the shopper's currency. */
export function useShippingEstimate(
  language: string,
  country: string,
  items: EstimateLine[],
  currency: Currency,
): DeliveryEstimate {
  const locale = language === 'fr' ? 'fr' : 'en';
  const lines = items.map(({ product_id, quantity }) => ({ product_id, quantity }));
  const query = useQuery({
    queryKey: ['shipping-estimate', locale, currency, country, lines],
    queryFn: () => fetchShippingEstimate(locale, country, lines, currency),
    enabled: /^[A-Z]{2}$/.test(country) && lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof EstimateError && error.problem !== 'failed') && count < 2,
  });
  if (query.isError) {
    return {
      status: 'error',
      problem: query.error instanceof EstimateError ? query.error.problem : 'failed',
    };
  }
  if (query.data && !query.isPlaceholderData) return { status: 'ok', quote: query.data };
  return { status: 'pending' };
}

/**
 * Delivery for goods worth `goods` after a promotion code: free from the zone's threshold, else the band's rate
 * (as create_checkout_order charges it: the threshold is on the goods after the code).
 */
export function deliveryFor(quote: ShippingQuote, goods: number): number {
  return quote.free_from !== null && goods >= quote.free_from ? 0 : quote.rate;
}

/**
 * The VAT to show beside an estimate: SQL's answer for the country, once it is in, when the shopper chose that
 * country (the cart's "Deliver to", the checkout's country) or when it is France, the likely country in French.
 * Nothing for a country only guessed otherwise: an export line for the United States, guessed from English, would
 * tell a shopper from the EU that their order carries no VAT.
 */
export function shownVat(estimate: DeliveryEstimate, chosen: boolean): VatTerms | null {
  if (estimate.status !== 'ok') return null;
  const { vat } = estimate.quote;
  return chosen || (vat.regime === 'domestic' && vat.country === 'FR') ? vat : null;
}

/** The country a shopper most likely ships to before they say: France in French, the United States in English. */
export function likelyCountry(language: string): string {
  return language === 'fr' ? 'FR' : 'US';
}
