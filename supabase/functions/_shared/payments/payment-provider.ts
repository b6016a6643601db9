// What the payment functions ask of a provider (Stripe, or the local test provider): open a hosted payment page,
// give a payment back, and the secret its webhook events are signed with. SQL decides every amount; a provider
// only carries it out. providers.ts chooses one.
import type { Tables } from '../database.types.ts';
import type { ProviderName } from '../env.ts';
import type { CheckoutPayload } from './checkout-payload.ts';

export interface SessionRequest {
  payload: CheckoutPayload;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /** When the page stops taking payments (epoch seconds): the session's expiry, decided in SQL. */
  expiresAt: number;
}

export interface PaymentSession {
  id: string;
  url: string;
}

/**
 * A row of public.pending_refunds(), nullable as payment_refunds is (the generated function type says never null).
 * Its reason is one of stock_gone, order_cancelled, already_paid, superseded (the table's check); its
 * payment_reference is, for Stripe, the checkout session's payment_intent, for the test provider the session id.
 */
export type PendingRefund = Pick<
  Tables<'payment_refunds'>,
  'id' | 'order_id' | 'amount' | 'currency' | 'payment_reference' | 'reason'
>;

/** The provider's word: refunded (its refund id), or refused for good (its reason). */
export type RefundAnswer = { ok: true; id: string } | { ok: false; error: string };

/** Money that reached the shop some other way (an admin marked the order paid) has nothing to refund at a provider. */
export const NO_PAYMENT: RefundAnswer = {
  ok: false,
  error: 'No payment at the provider to refund: give this money back outside the shop',
};

/** The provider did not answer (or not yet): nothing was decided, the caller may ask again later. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  /** What SQL records as the payment's provider (p_provider). */
  readonly name: ProviderName;
  /** The hosted page for what the order owes now; ProviderError when the provider did not open one. */
  openSession(request: SessionRequest): Promise<PaymentSession>;
  /** Gives a payment back once, however often asked; ProviderError when it must be asked again later. */
  refund(refund: PendingRefund): Promise<RefundAnswer>;
  /** The secret its webhook events are signed with; undefined when this deployment takes none. */
  webhookSecret(): Promise<string | undefined>;
}
