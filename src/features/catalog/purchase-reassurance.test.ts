import { describe, expect, it } from 'vitest';
import { reassuranceItems, WITHDRAWAL_DAYS } from './purchase-reassurance';

const names = { cb: 'CB', visa: 'Visa', mastercard: 'Mastercard' } as Record<string, string>;
const itemsFor = (
  action: Parameters<typeof reassuranceItems>[0],
  methods: Parameters<typeof reassuranceItems>[1],
) =>
  reassuranceItems(
    action,
    methods,
    (method) => names[method] ?? method,
    (list) => list.join(', '),
  );

describe('reassuranceItems', () => {
  it('tells delivery, the 14 days of withdrawal and the means of payment, each linking to its terms', () => {
    expect(itemsFor('purchase', ['cb', 'visa', 'mastercard'])).toEqual([
      { key: 'delivery', to: '/terms#delivery' },
      { key: 'withdrawal', to: '/terms#withdrawal', values: { days: 14 } },
      { key: 'paymentWith', to: '/terms#payment', values: { methods: 'CB, Visa, Mastercard' } },
    ]);
    expect(WITHDRAWAL_DAYS).toBe(14);
  });

  it('says secure payment without a list when the owner has named no means yet', () => {
    expect(itemsFor('preorder', []).at(-1)).toEqual({ key: 'payment', to: '/terms#payment' });
  });

  it('says nothing under a product out of stock', () => {
    expect(itemsFor('outOfStock', ['cb'])).toEqual([]);
  });
});
