// tests/support/test-payments.ts against the local backend: a guest's order placed and paid as the e2e specs and
// the checkout bench pay it (the signed webhook marks it paid, the 303 leads to its receipt), and a failed step as
// an Error that names the step, the status and the body.
import { describe, expect, it } from 'vitest';
import { createCheckout, paidCheckout, payAtTestProvider, postCheckout } from '../support/test-payments';
import { orderBody, orderRow, ORIGIN } from './checkout-helpers';
import { publishableKey, supabaseUrl } from './helpers';

const guest = () => ({ apiUrl: supabaseUrl(), apiKey: publishableKey() });

describe('the test provider pay step', () => {
  it('places and pays an order: the webhook marks it paid and the 303 leads to its receipt', async () => {
    const order = await paidCheckout(guest(), orderBody());
    expect(order.successUrl.startsWith(`${ORIGIN}/payment-success?order=${order.order_id}&token=`)).toBe(
      true,
    );
    expect(await orderRow(order.order_id)).toMatchObject({
      number: order.order_number,
      status: 'paid',
      payment_provider: 'test',
    });
  });

  it('answers a refusal, and throws it with its status and body where a page must open', async () => {
    const refused = orderBody({ accept_terms: false });
    expect(await postCheckout(guest(), refused)).toMatchObject({
      status: 400,
      body: { error: { code: 'terms_not_accepted', field: 'accept_terms' } },
    });
    await expect(createCheckout(guest(), refused)).rejects.toThrow(
      /^create-checkout refused: 400 \{"error":\{"code":"terms_not_accepted"/,
    );
  });

  it('throws with the status and the page when the payment page refuses its session', async () => {
    const forged = `${supabaseUrl()}/functions/v1/test-checkout?session=forged`;
    await expect(payAtTestProvider(forged)).rejects.toThrow(
      /^the test payment page .*session=forged: 400 .*This test payment link is invalid or has expired/s,
    );
  });
});
