// A stand-in for useShippingEstimate in component tests: what SQL answers per country (public.shipping_estimate's
// vat), delivery free, in the language's currency; pending for any country not listed.
import type { DeliveryEstimate } from '@/features/checkout/api/shipping-estimate';
import type { VatTerms } from '@/features/checkout/checkout-model';

const VAT: Record<string, VatTerms> = {
  FR: { regime: 'domestic', country: 'FR', rate: 20 },
  BE: { regime: 'eu_origin', country: 'FR', rate: 20 },
  DE: { regime: 'eu_oss', country: 'DE', rate: 19 },
  US: { regime: 'export', country: 'US', rate: 0 },
  CH: { regime: 'export', country: 'CH', rate: 0 },
};

export function freeDeliveryEstimate(language: string, country: string): DeliveryEstimate {
  const vat = VAT[country];
  if (!vat) return { status: 'pending' };
  return {
    status: 'ok',
    quote: {
      zone: 'z',
      zone_name_en: 'Z',
      zone_name_fr: 'Z',
      amount: 0,
      rate: 0,
      free_from: null,
      currency: language === 'fr' ? 'eur' : 'usd',
      subtotal: 0,
      weight_grams: 0,
      vat,
    },
  };
}
