// The reservation item arrives in navigation state; a copy in this tab's storage survives the sign-in detour.
import type { ReservationItem } from '@/lib/reservation-item';

export type { ReservationItem };

const KEY = 'reservation-checkout';

export function parseReservationItem(value: unknown): ReservationItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : null);
  const number = (key: string) =>
    typeof item[key] === 'number' && Number.isFinite(item[key]) && (item[key] as number) >= 0
      ? (item[key] as number)
      : null;
  const productId = text('product_id');
  const name = text('product_name');
  const price = number('product_price');
  const deposit = number('deposit_amount');
  const days = number('estimated_delivery_days');
  if (!productId || !name || price === null || deposit === null || typeof item.is_deposit !== 'boolean')
    return null;
  return {
    product_id: productId,
    product_name: name,
    product_image: text('product_image') ?? '',
    product_price: price,
    quantity: 1,
    is_deposit: item.is_deposit,
    deposit_amount: deposit,
    estimated_delivery_days: days && days > 0 ? days : 30,
  };
}

/** The item from navigation state (stored for later), else the one stored earlier in this tab. */
export function resolveReservationItem(state: unknown): ReservationItem | null {
  const fromState = parseReservationItem((state as { reservation?: unknown } | null)?.reservation);
  try {
    if (fromState) {
      window.sessionStorage.setItem(KEY, JSON.stringify(fromState));
      return fromState;
    }
    return parseReservationItem(JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null'));
  } catch {
    return fromState;
  }
}

export function forgetReservationItem(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
