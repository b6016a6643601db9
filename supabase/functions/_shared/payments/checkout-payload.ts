// What SQL answers when a payment is to be opened: create_checkout_order and prepare_balance_payment return
// public.checkout_payload plus what to do with it (migration 20261123000120_checkout_sessions.sql).

/**
 * - open: a session row was reserved (and the units held): open the provider's page with session_id and
 *   expires_at, then attach_payment_session (abandon_payment_session when the provider refuses);
 * - existing: the order's open session, url included;
 * - wait: another call is opening it: poll payment_session_state(session_id);
 * - receipt: the order is paid: the success URL with receipt_token, never a new payment.
 */
export type CheckoutAction = 'open' | 'existing' | 'wait' | 'receipt';

export interface CheckoutPayload {
  action: CheckoutAction;
  session_id?: string;
  /** The existing session's page (action existing). */
  url?: string;
  /** When the session expires, in epoch seconds (actions open and existing). */
  expires_at?: number;
  order_id: string;
  order_number: string;
  status: string;
  kind: 'purchase' | 'reservation' | 'preorder';
  locale: 'en' | 'fr';
  currency: 'usd' | 'eur';
  email: string;
  name: string;
  total: number;
  amount_due: number;
  /** The part of amount_due that is delivery (SQL: none with a 50% deposit, all of it otherwise). */
  shipping_due?: number;
  /** The promotion code's reduction this payment shows (all of it on a full payment; 0 on a deposit or balance). */
  discount_due?: number;
  promo_code?: string | null;
  purpose: 'order' | 'balance';
  reservation_option: 'deposit' | 'full' | null;
  /** A fresh receipt token (actions open and receipt); null otherwise. */
  receipt_token: string | null;
  existing: boolean;
}

/** The keys every answer of create_checkout_order holds (public.checkout_payload and the action). */
export const CHECKOUT_PAYLOAD_KEYS = [
  'action',
  'order_id',
  'order_number',
  'status',
  'kind',
  'locale',
  'currency',
  'email',
  'name',
  'total',
  'amount_due',
  'purpose',
  'reservation_option',
  'receipt_token',
  'existing',
] as const satisfies readonly (keyof CheckoutPayload)[];
