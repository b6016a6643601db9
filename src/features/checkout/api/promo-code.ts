// The promotion code the shopper applies in the cart: checked by public.check_promo_code (the reduction for
// these lines, or why not; unknown codes are rate limited per client), kept for this tab, and sent with the
// checkout, where create_checkout_order applies it again under the code's lock. Only that figure is charged.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getSupabase } from '@/lib/get-supabase';
import type { Currency } from '@/lib/locale';

export type PromoCheck =
  { ok: true; code: string; discount: number } | { ok: false; error: string; minimum?: number | null };

export async function checkPromoCode(
  code: string,
  locale: 'en' | 'fr',
  items: { product_id: string; quantity: number }[],
  currency: Currency,
): Promise<PromoCheck> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('check_promo_code', {
    p_code: code,
    p_locale: locale,
    p_items: items.map(({ product_id, quantity }) => ({ product_id, quantity })),
    p_currency: currency,
  });
  if (error) return { ok: false, error: error.code === 'PT429' ? 'too_many_requests' : 'failed' };
  const answer = data as { ok: boolean; code?: string; discount?: number; error?: string; minimum?: number };
  return answer.ok
    ? { ok: true, code: String(answer.code), discount: Number(answer.discount) }
    : { ok: false, error: String(answer.error), minimum: answer.minimum ?? null };
}

const KEY = 'promo-code';

function stored(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** The code applied in this tab ('' when none), and the way to change it. */
export function useAppliedPromoCode(): [string, (code: string) => void] {
  const [code, setCode] = useState(stored);
  const set = useCallback((next: string) => {
    setCode(next);
    try {
      if (next) window.sessionStorage.setItem(KEY, next);
      else window.sessionStorage.removeItem(KEY);
    } catch {
      // Storage blocked: the code holds for this page only.
    }
  }, []);
  return [code, set];
}

/** The applied code's reduction for these lines in the currency (rechecked when either changes). */
export function usePromoCheck(
  code: string,
  language: string,
  items: { product_id: string; quantity: number }[],
  currency: Currency,
) {
  const locale = language === 'fr' ? 'fr' : 'en';
  const lines = items.map(({ product_id, quantity }) => ({ product_id, quantity }));
  return useQuery({
    queryKey: ['promo-check', code, locale, currency, lines],
    queryFn: () => checkPromoCode(code, locale, lines, currency),
    enabled: code !== '' && lines.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}
