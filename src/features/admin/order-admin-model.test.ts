import { describe, expect, it } from 'vitest';
import { nextStatuses, orderErrorKey, orderLoadErrorKey, parseRefund } from './order-admin-model';

describe('nextStatuses', () => {
  it('offers only the state machine’s next states', () => {
    expect(nextStatuses('pending_payment')).toEqual(['paid', 'deposit_paid', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered', 'refunded']);
    expect(nextStatuses('refunded')).toEqual([]);
    expect(nextStatuses('nonsense')).toEqual([]);
  });
});

describe('search and refunds', () => {
  it('checks a refund amount', () => {
    expect(parseRefund('10,50', 20)).toEqual({ ok: true, value: 10.5 });
    expect(parseRefund('0', 20)).toEqual({ ok: false, error: 'orders.errors.refundAmountFormat' });
    expect(parseRefund('', 20)).toEqual({ ok: false, error: 'orders.errors.refundAmountFormat' });
    expect(parseRefund('abc', 20)).toEqual({ ok: false, error: 'amounts.errors.format' });
    expect(parseRefund('-3', 20)).toEqual({ ok: false, error: 'amounts.errors.negative' });
    expect(parseRefund('3.333', 20)).toEqual({ ok: false, error: 'amounts.errors.decimals' });
    expect(parseRefund('20.01', 20)).toEqual({ ok: false, error: 'orders.errors.refundTooLarge' });
  });

  it('names the database’s refusals', () => {
    expect(orderErrorKey({ code: '23514', message: 'refund_exceeds_paid' })).toBe(
      'orders.errors.refundTooLarge',
    );
    expect(orderErrorKey({ code: '23514' })).toBe('orders.errors.refused');
    expect(orderErrorKey({ code: '42501' })).toBe('orders.errors.forbidden');
    expect(orderErrorKey({ code: 'P0001', message: 'stock_gone' })).toBe('orders.errors.stockGone');
  });

  it('explains a direct change the guards refuse, before the generic 42501, and an id that names nothing', () => {
    for (const message of [
      'money_columns_protected',
      'order_columns_protected',
      'order_note_fields_protected',
    ])
      expect(orderErrorKey({ code: '42501', message })).toBe('orders.errors.protected');
    expect(orderErrorKey({ code: 'PT404', message: 'order_not_found' })).toBe('orders.errors.orderNotFound');
    expect(orderErrorKey({ code: 'PT404', message: 'withdrawal_not_found' })).toBe(
      'orders.errors.withdrawalNotFound',
    );
    expect(orderErrorKey({ code: 'PT404', message: 'mail_not_found' })).toBe('orders.errors.mailNotFound');
  });

  it('says an order whose id is no uuid does not exist, and any other failure that it could not be loaded', () => {
    const badId = { code: '22P02', message: 'invalid input syntax for type uuid: "42"', hint: null };
    expect(orderLoadErrorKey(badId)).toBe('orders.notFound');
    expect(orderLoadErrorKey({ code: 'PGRST301', message: 'JWT expired' })).toBe('orders.detailFailed');
    expect(orderLoadErrorKey(new TypeError('Failed to fetch'))).toBe('orders.detailFailed');
  });
});
