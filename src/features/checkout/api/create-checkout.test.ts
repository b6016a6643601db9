import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor, type CheckoutRequest } from './create-checkout';

const request: CheckoutRequest = { purpose: 'balance', order_id: 'a' };

describe('idempotencyKeyFor', () => {
  it('reuses the key for the same request and changes it when the request changes', () => {
    const first = idempotencyKeyFor(request, sessionStorage);
    expect(idempotencyKeyFor(request, sessionStorage)).toBe(first);
    expect(idempotencyKeyFor({ purpose: 'balance', order_id: 'b' }, sessionStorage)).not.toBe(first);
  });
});
