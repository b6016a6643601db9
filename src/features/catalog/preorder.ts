// When a pre-order is expected to ship: today in the shop's time zone (the order's day in SQL) plus the product's
// delivery days (30 when it gives none), as the checkout records it on the order line (order_items.expected_ship_on);
// the confirmation then reads the recorded date, which no later change of the product moves.
import { shopToday } from '@/lib/ship-date';
import { estimatedDeliveryDate } from './catalog-model';

type PreorderSource = {
  preorder_enabled: boolean;
  reserve_enabled: boolean;
  estimated_delivery_days?: number | null;
};

/** The expected shipping date of a pre-order product bought today; null for anything that is not a pre-order. */
export function expectedShipDate(product: PreorderSource, today = shopToday()): Date | null {
  // A reserve product is never bought through the cart (SPEC.md 4: Reserve wins over Pre-Order).
  if (!product.preorder_enabled || product.reserve_enabled) return null;
  return estimatedDeliveryDate(product.estimated_delivery_days, today);
}
