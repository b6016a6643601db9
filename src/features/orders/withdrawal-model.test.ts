import { describe, expect, it } from 'vitest';
import {
  parseWithdrawalAnswer,
  parseWithdrawalOptions,
  selectedItems,
  selectionProblems,
  withdrawalErrorCode,
  withdrawnValue,
} from './withdrawal-model';

const OPTIONS = {
  order_id: 'o1',
  number: 'MI-100001',
  status: 'delivered',
  currency: 'eur',
  created_at: '2026-11-01T10:00:00Z',
  delivered_at: '2026-11-05T10:00:00Z',
  deadline: '2026-11-19T23:00:00Z',
  open: true,
  reason: null,
  goods_sent: true,
  lines: [
    {
      id: 'a',
      product_name: 'Crème',
      product_image: null,
      unit_price: '40.00',
      quantity: 2,
      withdrawn: 1,
      available: 1,
    },
    {
      id: 'b',
      product_name: 'Élixir',
      product_image: '/e.png',
      unit_price: 90,
      quantity: 1,
      withdrawn: 0,
      available: 1,
    },
  ],
  withdrawals: [
    {
      id: 'w1',
      status: 'requested',
      requested_at: '2026-11-06T09:00:00Z',
      refund_deadline: '2026-11-20T09:00:00Z',
      statement: 'I hereby give notice…',
      refund_amount: null,
      refused_reason: null,
      lines: [{ order_item_id: 'a', product_name: 'Crème', unit_price: 40, quantity: 1 }],
    },
  ],
};

describe('withdrawal answers', () => {
  it('reads the options of step 1, numbers from strings included', () => {
    const options = parseWithdrawalOptions(OPTIONS);
    expect(options?.lines[0]).toMatchObject({ unit_price: 40, available: 1 });
    expect(options?.withdrawals[0]).toMatchObject({ id: 'w1', status: 'requested', refund_amount: null });
    expect(options?.currency).toBe('eur');
    expect(options?.status).toBe('delivered');
  });

  it('null for no order, and unknown reasons or statuses are not trusted', () => {
    expect(parseWithdrawalOptions(null)).toBeNull();
    expect(parseWithdrawalOptions({ number: 'x' })).toBeNull();
    expect(parseWithdrawalOptions({ ...OPTIONS, reason: 'whatever' })?.reason).toBeNull();
    expect(parseWithdrawalOptions({ ...OPTIONS, open: 'yes' })?.open).toBe(false);
    expect(parseWithdrawalOptions({ ...OPTIONS, status: 'lost' })?.status).toBeNull();
  });

  it('reads a request answer', () => {
    expect(parseWithdrawalAnswer({ created: true, withdrawal: OPTIONS.withdrawals[0] })).toMatchObject({
      created: true,
      withdrawal: { id: 'w1' },
    });
    expect(parseWithdrawalAnswer({ created: true })).toBeNull();
  });
});

describe('the two steps', () => {
  const options = parseWithdrawalOptions(OPTIONS)!;

  it('sends the chosen lines, never more than is left of each', () => {
    expect(selectedItems(options, { a: 5, b: 0 })).toEqual([{ order_item_id: 'a', quantity: 1 }]);
    expect(selectedItems(options, { a: -1, b: 1, c: 3 })).toEqual([{ order_item_id: 'b', quantity: 1 }]);
  });

  it('asks for a choice only: the seals are checked when the goods come back, not ticked by the customer', () => {
    expect(selectionProblems(options, {})).toEqual(['noneSelected']);
    expect(selectionProblems(options, { a: 0 })).toEqual(['noneSelected']);
    expect(selectionProblems(options, { b: 1 })).toEqual([]);
    expect(options.goods_sent).toBe(true);
  });

  it('names the refusals', () => {
    expect(withdrawalErrorCode({ message: 'withdrawal_closed' })).toBe('closed');
    expect(withdrawalErrorCode({ message: 'quantity_exceeded' })).toBe('quantityExceeded');
    expect(withdrawalErrorCode({ message: 'too_many_attempts' })).toBe('tooManyAttempts');
    expect(withdrawalErrorCode({ message: 'boom' })).toBe('failed');
    expect(withdrawalErrorCode(null)).toBe('failed');
  });

  it('values the withdrawn lines at the prices paid', () => {
    expect(
      withdrawnValue({
        lines: [
          { order_item_id: 'a', product_name: 'A', unit_price: 19.99, quantity: 3 },
          { order_item_id: 'b', product_name: 'B', unit_price: 0.01, quantity: 1 },
        ],
      }),
    ).toBe(59.98);
  });
});
