// The local test provider: its payment page is our own test-checkout function (the session travels signed in the
// page's URL), its refunds are recorded without any network, and its webhook secret is derived from the server
// key. Never in production: it has no webhook secret there, and env.ts never chooses it.
import { isProduction, requireEnv, testWebhookSecret } from '../env.ts';
import { signTestSession } from '../test-session.ts';
import type {
  PaymentProvider,
  PaymentSession,
  PendingRefund,
  RefundAnswer,
  SessionRequest,
} from './payment-provider.ts';
import { NO_PAYMENT } from './payment-provider.ts';
import { discountMinor, minorUnits, paymentDescription, paymentLines } from './payment-lines.ts';

async function openSession(request: SessionRequest): Promise<PaymentSession> {
  const { payload } = request;
  const id = `cs_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const discount = discountMinor(payload);
  const token = await signTestSession({
    id,
    order_id: payload.order_id,
    order_number: payload.order_number,
    purpose: payload.purpose,
    amount_minor: minorUnits(payload.amount_due),
    currency: payload.currency,
    email: payload.email,
    locale: payload.locale,
    description: paymentDescription(payload),
    // The code's reduction as a negative line, under the lines Stripe would show.
    lines: [
      ...paymentLines(payload),
      ...(discount > 0 ? [{ name: `Code ${payload.promo_code ?? ''}`.trim(), amount_minor: -discount }] : []),
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: request.expiresAt,
  });
  const url = new URL(`${requireEnv('SUPABASE_URL')}/functions/v1/test-checkout`);
  url.searchParams.set('session', token);
  return { id, url: url.toString() };
}

function refund(refund: PendingRefund): Promise<RefundAnswer> {
  if (!refund.payment_reference) return Promise.resolve(NO_PAYMENT);
  // The row's id makes the refund's, as Stripe's Idempotency-Key does: asked twice, the test provider answers
  // the same refund.
  return Promise.resolve({ ok: true, id: `re_test_${refund.id.replaceAll('-', '')}` });
}

export const testProvider: PaymentProvider = {
  name: 'test',
  openSession,
  refund,
  webhookSecret: () => (isProduction() ? Promise.resolve(undefined) : testWebhookSecret()),
};
