// What the shop shows of an order: the receipt returned by the order functions, read defensively.
import type { OrderStatus } from '@/lib/order-filter';
import { parseShipments, type Shipment } from '@/lib/tracking';

export type { OrderStatus };

export type ReservationStatus =
  'pending_payment' | 'deposit_paid' | 'paid' | 'ready' | 'completed' | 'cancelled' | 'refunded';

export interface ReceiptItem {
  product_slug: string;
  product_name: string;
  product_image: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
  /** A pre-order line's shipping date promised when the order was placed ('2027-01-05'); null otherwise. */
  expected_ship_on: string | null;
}

export interface ReceiptReservation {
  id: string;
  option: 'deposit' | 'full';
  price: number;
  deposit_amount: number;
  amount_paid: number;
  balance_due: number;
  estimated_delivery_date: string | null;
  status: ReservationStatus;
  cancellation_policy_accepted: string;
  cancellation_policy_accepted_at: string;
}

export interface OrderReceipt {
  id: string;
  number: string;
  status: OrderStatus;
  kind: 'purchase' | 'reservation' | 'preorder';
  currency: 'usd' | 'eur';
  locale: 'en' | 'fr';
  subtotal: number;
  /** Delivery and the promotion code's reduction: with the lines, they add up to the total. */
  shipping_amount: number;
  discount_amount: number;
  promo_code: string | null;
  total: number;
  amount_due_now: number;
  amount_paid: number;
  balance_due: number;
  refunded_amount: number;
  created_at: string;
  paid_at: string | null;
  items: ReceiptItem[];
  reservations: ReceiptReservation[];
  /** The parcels sent so far (lookup_order and the member's orders; none on a payment receipt). */
  shipments: Shipment[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The receipt from a function's JSON, or null when there is none (unknown order, wrong token or email). */
export function parseReceipt(data: unknown): OrderReceipt | null {
  if (!isRecord(data) || typeof data.id !== 'string' || typeof data.number !== 'string') return null;
  const items = Array.isArray(data.items) ? data.items.filter(isRecord) : [];
  const reservations = Array.isArray(data.reservations) ? data.reservations.filter(isRecord) : [];
  return {
    id: data.id,
    number: data.number,
    status: str(data.status) as OrderStatus,
    kind: (str(data.kind) || 'purchase') as OrderReceipt['kind'],
    currency: data.currency === 'eur' ? 'eur' : 'usd',
    locale: data.locale === 'fr' ? 'fr' : 'en',
    subtotal: num(data.subtotal),
    shipping_amount: num(data.shipping_amount),
    discount_amount: num(data.discount_amount),
    promo_code: typeof data.promo_code === 'string' ? data.promo_code : null,
    total: num(data.total ?? data.subtotal),
    amount_due_now: num(data.amount_due_now),
    amount_paid: num(data.amount_paid),
    balance_due: num(data.balance_due),
    refunded_amount: num(data.refunded_amount),
    created_at: str(data.created_at),
    paid_at: typeof data.paid_at === 'string' ? data.paid_at : null,
    items: items.map((item) => ({
      product_slug: str(item.product_slug),
      product_name: str(item.product_name),
      product_image: typeof item.product_image === 'string' ? item.product_image : null,
      unit_price: num(item.unit_price),
      quantity: num(item.quantity),
      line_total: num(item.line_total),
      expected_ship_on: typeof item.expected_ship_on === 'string' ? item.expected_ship_on : null,
    })),
    reservations: reservations.map((r) => ({
      id: str(r.id),
      option: r.option === 'full' ? 'full' : 'deposit',
      price: num(r.price),
      deposit_amount: num(r.deposit_amount),
      amount_paid: num(r.amount_paid),
      balance_due: num(r.balance_due),
      estimated_delivery_date:
        typeof r.estimated_delivery_date === 'string' ? r.estimated_delivery_date : null,
      status: str(r.status) as ReservationStatus,
      cancellation_policy_accepted: str(r.cancellation_policy_accepted),
      cancellation_policy_accepted_at: str(r.cancellation_policy_accepted_at),
    })),
    shipments: parseShipments(data.shipments),
  };
}

/** Paid means the amount due now has arrived: in full, or the deposit of a reservation. */
export function isSettled(status: OrderStatus): boolean {
  return status !== 'pending_payment' && status !== 'cancelled';
}

const BEFORE_PREPARATION = ['pending_payment', 'deposit_paid', 'paid'];

/**
 * A reservation may be cancelled by its owner until the item is prepared (the policy's window): the reservation
 * and its order both still before preparation, as public.cancel_reservation decides.
 */
export function canCancelReservation(status: ReservationStatus, orderStatus?: OrderStatus): boolean {
  return (
    BEFORE_PREPARATION.includes(status) &&
    (orderStatus === undefined || BEFORE_PREPARATION.includes(orderStatus))
  );
}

/**
 * The wait lookup_order asks for after repeated failures: its error detail reads retry_after=<seconds>.
 * Undefined when the detail says nothing usable.
 */
export function retryAfterSeconds(details: unknown): number | undefined {
  const match = typeof details === 'string' ? /retry_after=(\d+)/.exec(details) : null;
  const seconds = match ? Number(match[1]) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** How the wait is told: in seconds under a minute, else in whole minutes (rounded up). */
export function retryWait(
  seconds: number | undefined,
): { unit: 'seconds' | 'minutes'; count: number } | null {
  if (seconds === undefined) return null;
  return seconds < 60
    ? { unit: 'seconds', count: seconds }
    : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
