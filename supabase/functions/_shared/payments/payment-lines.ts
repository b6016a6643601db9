// What every provider's page shows for a payment: the lines of the amount due in minor units (the goods, and
// delivery as its own line when this payment includes any), the code's discount apart, in the customer's
// language. Each provider renders these facts its own way (Stripe: a one-off coupon; the test provider: a
// negative line).
import type { CheckoutPayload } from './checkout-payload.ts';

export interface PaymentLine {
  name: string;
  amount_minor: number;
}

export function minorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** The single line the customer sees on the payment page, in their language. */
export function paymentDescription(payload: CheckoutPayload): string {
  const fr = payload.locale === 'fr';
  const number = payload.order_number;
  if (payload.purpose === 'balance')
    return fr ? `Solde, réservation ${number}` : `Balance, reservation ${number}`;
  if (payload.kind === 'reservation' && payload.reservation_option === 'deposit') {
    return fr ? `Acompte de 50 %, réservation ${number}` : `50% deposit, reservation ${number}`;
  }
  if (payload.kind === 'reservation') return fr ? `Réservation ${number}` : `Reservation ${number}`;
  return fr ? `Commande ${number}` : `Order ${number}`;
}

/** The code's reduction on this payment, in minor units (0 when none). */
export function discountMinor(payload: CheckoutPayload): number {
  return Math.max(minorUnits(payload.discount_due ?? 0), 0);
}

/**
 * What the payment page lists before any discount: the goods (the order's description, at their price), then
 * delivery when this payment has any. Their sum less discountMinor() is the amount due.
 */
export function paymentLines(payload: CheckoutPayload): PaymentLine[] {
  const total = minorUnits(payload.amount_due) + discountMinor(payload);
  const shipping = Math.min(Math.max(minorUnits(payload.shipping_due ?? 0), 0), total);
  const lines: PaymentLine[] = [];
  if (total - shipping > 0) lines.push({ name: paymentDescription(payload), amount_minor: total - shipping });
  if (shipping > 0)
    lines.push({ name: payload.locale === 'fr' ? 'Livraison' : 'Delivery', amount_minor: shipping });
  return lines;
}
