import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutAttemptFor, forgetCheckoutAttempt, type CheckoutRequest } from './create-checkout';

const balance: CheckoutRequest = { purpose: 'balance', order_id: 'a' };

function order(quantity: number, currency: 'usd' | 'eur' = 'usd'): CheckoutRequest {
  return {
    purpose: 'order',
    kind: 'purchase',
    items: [{ product_id: 'renouvela-creme', quantity }],
    accept_terms: true,
    currency,
    contact: { email: 'ines@example.com', name: 'Inès Laurent' },
    shipping: { line1: '4 quai de la Tournelle', city: 'Paris', postal_code: '75005', country: 'FR' },
  };
}

describe('checkoutAttemptFor', () => {
  beforeEach(() => sessionStorage.clear());

  it('reuses the key for the same request and changes it when the request changes', () => {
    const first = checkoutAttemptFor(balance, sessionStorage);
    expect(checkoutAttemptFor(balance, sessionStorage)).toEqual({ key: first.key });
    expect(checkoutAttemptFor({ purpose: 'balance', order_id: 'b' }, sessionStorage).key).not.toBe(first.key);
  });

  it('names the order attempt a changed cart replaces, so its held units go back', () => {
    const first = checkoutAttemptFor(order(1), sessionStorage);
    expect(first.replaces).toBeUndefined();
    const second = checkoutAttemptFor(order(2), sessionStorage);
    expect(second.key).not.toBe(first.key);
    expect(second.replaces).toBe(first.key);
    // A retry of the second attempt replaces nothing more.
    expect(checkoutAttemptFor(order(2), sessionStorage)).toEqual({ key: second.key });
  });

  it('starts a new order when the shopper changes currency, since the order is charged in its own', () => {
    const dollars = checkoutAttemptFor(order(1, 'usd'), sessionStorage);
    const euros = checkoutAttemptFor(order(1, 'eur'), sessionStorage);
    expect(euros.key).not.toBe(dollars.key);
    expect(euros.replaces).toBe(dollars.key);
  });

  it('replaces nothing after a paid attempt was forgotten, nor across a balance payment', () => {
    checkoutAttemptFor(order(1), sessionStorage);
    forgetCheckoutAttempt(sessionStorage);
    expect(checkoutAttemptFor(order(2), sessionStorage).replaces).toBeUndefined();
    checkoutAttemptFor(balance, sessionStorage);
    expect(checkoutAttemptFor(order(3), sessionStorage).replaces).toBeUndefined();
  });
});
