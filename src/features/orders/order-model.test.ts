import { describe, expect, it } from 'vitest';
import { canCancelReservation, isSettled, parseReceipt, retryAfterSeconds, retryWait } from './order-model';

describe('parseReceipt', () => {
  it('returns null for no order', () => {
    expect(parseReceipt(null)).toBeNull();
    expect(parseReceipt({ number: 'MI-1' })).toBeNull();
  });

  it('reads numbers given as strings and fills missing lists', () => {
    const receipt = parseReceipt({
      id: 'o1',
      number: 'MI-100001',
      status: 'paid',
      currency: 'eur',
      subtotal: '1290.00',
    });
    expect(receipt).toMatchObject({
      number: 'MI-100001',
      currency: 'eur',
      subtotal: 1290,
      items: [],
      reservations: [],
    });
  });

  it("keeps a pre-order line's recorded shipping day, and none on other lines", () => {
    const line = { product_slug: 'a', product_name: 'A', unit_price: 10, quantity: 1, line_total: 10 };
    const receipt = parseReceipt({
      id: 'o2',
      number: 'MI-100002',
      items: [
        { ...line, expected_ship_on: '2027-01-15' },
        { ...line, product_slug: 'b', expected_ship_on: null },
      ],
    });
    expect(receipt?.items.map((item) => item.expected_ship_on)).toEqual(['2027-01-15', null]);
  });
});

describe('order rules', () => {
  it('counts a deposit as settled but not a pending or cancelled order', () => {
    expect(isSettled('deposit_paid')).toBe(true);
    expect(isSettled('paid')).toBe(true);
    expect(isSettled('pending_payment')).toBe(false);
    expect(isSettled('cancelled')).toBe(false);
  });

  it('lets a reservation be cancelled only before it is ready', () => {
    expect(canCancelReservation('deposit_paid')).toBe(true);
    expect(canCancelReservation('ready')).toBe(false);
    expect(canCancelReservation('cancelled')).toBe(false);
    // The order prepared (or later): no longer, whatever the reservation row says.
    expect(canCancelReservation('paid', 'paid')).toBe(true);
    expect(canCancelReservation('paid', 'fulfilled')).toBe(false);
    expect(canCancelReservation('deposit_paid', 'shipped')).toBe(false);
  });
});

describe('the lookup back-off', () => {
  it('reads the wait lookup_order asks for', () => {
    expect(retryAfterSeconds('retry_after=30')).toBe(30);
    expect(retryAfterSeconds('retry_after=0')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('later')).toBeUndefined();
  });

  it('tells it in seconds under a minute, else in minutes rounded up', () => {
    expect(retryWait(30)).toEqual({ unit: 'seconds', count: 30 });
    expect(retryWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(900)).toEqual({ unit: 'minutes', count: 15 });
    expect(retryWait(undefined)).toBeNull();
  });
});
