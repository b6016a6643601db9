// The reservation item handed to /reservation-checkout in navigation state (SPEC.md 3).
import { depositAmount, estimatedDeliveryDate, localized, DEFAULT_DELIVERY_DAYS } from './catalog-model';
import type { Product } from './api/get-products';
import { displayPrice, type Currency } from '@/lib/money';
import type { ReservationItem } from '@/lib/reservation-item';

export type PaymentOption = 'deposit' | 'full';

export function reservationItem(
  product: Product,
  option: PaymentOption,
  language: string,
  currency: Currency,
): ReservationItem {
  const price = displayPrice(product, currency);
  return {
    product_id: product.product_id,
    product_name: localized(product, 'title', language),
    product_image: product.image_urls[0] ?? '',
    product_price: price,
    quantity: 1,
    is_deposit: option === 'deposit',
    deposit_amount: option === 'deposit' ? depositAmount(price) : price,
    estimated_delivery_days: product.estimated_delivery_days ?? DEFAULT_DELIVERY_DAYS,
  };
}

export function deliveryDate(product: Pick<Product, 'estimated_delivery_days'>, today = new Date()): Date {
  return estimatedDeliveryDate(product.estimated_delivery_days, today);
}
