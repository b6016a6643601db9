import { describe, expect, it } from 'vitest';
import { deadlineState, refundPrefill, wholeOrderWithdrawn, withdrawalValue } from './withdrawal-admin-model';

const LINES = [
  { id: 'a', unit_price: '19.99', quantity: 2 },
  { id: 'b', unit_price: 40, quantity: 1 },
];
const partial = { status: 'requested', withdrawal_items: [{ order_item_id: 'a', quantity: 1 }] };
const rest = {
  status: 'requested',
  withdrawal_items: [
    { order_item_id: 'a', quantity: 1 },
    { order_item_id: 'b', quantity: 1 },
  ],
};

describe('the refund deadline', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('is past, close under 3 days, else fine', () => {
    expect(deadlineState('2026-11-23T11:59:00Z', now)).toBe('past');
    expect(deadlineState('2026-11-25T12:00:00Z', now)).toBe('close');
    expect(deadlineState('2026-11-26T12:00:01Z', now)).toBe('ok');
  });
});

describe('the refund form starts from', () => {
  it('the withdrawn lines at the prices paid, in cents', () => {
    expect(withdrawalValue(rest, LINES)).toBe(59.99);
  });

  it('the delivery cost too when the request completes the whole order', () => {
    expect(wholeOrderWithdrawn([partial], LINES)).toBe(false);
    expect(wholeOrderWithdrawn([partial, rest], LINES)).toBe(true);
    expect(wholeOrderWithdrawn([{ ...partial, status: 'refused' }, rest], LINES)).toBe(false);
    expect(refundPrefill(partial, [partial], LINES, 5, 1000)).toBe(19.99);
    expect(refundPrefill(rest, [partial, rest], LINES, 5, 1000)).toBe(64.99);
  });

  it('never more than is refundable', () => {
    expect(refundPrefill(rest, [partial, rest], LINES, 5, 30)).toBe(30);
    expect(refundPrefill(rest, [partial, rest], LINES, 5, -2)).toBe(0);
  });
});
