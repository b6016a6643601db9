// Orders in the admin: the state machine (mirror of public.order_next_statuses, checked against it by the
// integration tests), the list's page size, refund amounts and error keys; the list's filter is the shared one
// of src/lib/order-filter.ts. Pure: no React, no I/O.

import { isOrderStatus, type OrderStatus } from '@/lib/order-filter';
import { amountErrorKey, parseAmountInput } from './amount-model';
import { codesTo, dbErrorKey, FORBIDDEN_CODES } from '@/lib/db-error';

export type { OrderStatus };

const NEXT: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ['paid', 'deposit_paid', 'cancelled'],
  deposit_paid: ['paid', 'cancelled', 'refunded'],
  paid: ['fulfilled', 'cancelled', 'refunded'],
  fulfilled: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: ['refunded'],
  refunded: [],
};

/** The statuses an order may move to: exactly what the admin offers. */
export function nextStatuses(status: string): OrderStatus[] {
  return isOrderStatus(status) ? NEXT[status] : [];
}

export const ORDERS_PAGE_SIZE = 20;

/**
 * A refund amount as typed: a positive amount with at most 2 decimals, not above what can be refunded. The
 * amount, or the error key (admin namespace) to show, which takes the refundable amount as `max`.
 */
export function parseRefund(
  text: string,
  refundable: number,
): { ok: true; value: number } | { ok: false; error: string } {
  const parsed = parseAmountInput(text);
  if (!parsed.ok)
    return {
      ok: false,
      error:
        parsed.problem === 'required' ? 'orders.errors.refundAmountFormat' : amountErrorKey(parsed.problem),
    };
  if (parsed.value <= 0) return { ok: false, error: 'orders.errors.refundAmountFormat' };
  if (parsed.value > refundable + 1e-9) return { ok: false, error: 'orders.errors.refundTooLarge' };
  return parsed;
}

/** The error key (admin namespace, orders.errors.*) for a failed order change. */
/** The refusals of the order functions (admin_record_refund ...) the order page explains. */
export const ORDER_MESSAGES = {
  stock_gone: 'orders.errors.stockGone',
  refund_exceeds_paid: 'orders.errors.refundTooLarge',
  refund_amount_invalid: 'orders.errors.refundAmountFormat',
  refund_reason_required: 'orders.errors.reasonRequired',
  // The guards on direct writes (20261127300000_order_writes_through_functions.sql).
  money_columns_protected: 'orders.errors.protected',
  order_columns_protected: 'orders.errors.protected',
  order_note_fields_protected: 'orders.errors.protected',
  // Unknown ids (404, 20261127300110_admin_unknown_ids_404.sql).
  order_not_found: 'orders.errors.orderNotFound',
  withdrawal_not_found: 'orders.errors.withdrawalNotFound',
  mail_not_found: 'orders.errors.mailNotFound',
  refund_required: 'orders.errors.refundRequired',
  refund_not_made: 'orders.errors.refundNotMade',
  not_cancellable: 'orders.errors.notCancellable',
};

export function orderErrorKey(error: unknown): string {
  return dbErrorKey(error, {
    messages: ORDER_MESSAGES,
    codes: { '23514': 'orders.errors.refused', ...codesTo(FORBIDDEN_CODES, 'orders.errors.forbidden') },
    fallback: 'orders.errors.failed',
  });
}

/**
 * The key for an order of /admin/orders?order=<id> that could not be loaded. An id that is no uuid (a mistyped
 * or cut link) is refused by PostgREST as invalid_text_representation (22P02): no order has that id.
 */
export function orderLoadErrorKey(error: unknown): string {
  return dbErrorKey(error, { codes: { '22P02': 'orders.notFound' }, fallback: 'orders.detailFailed' });
}
