// The member's orders list a pre-order line's promised shipping date until the order is on its way.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { MyOrder } from '@/features/orders/api/get-my-orders';
import { OrdersTable } from './member-orders-table';

const order = (number: string, status: MyOrder['status']): MyOrder => ({
  id: `id-${number}`,
  number,
  status,
  kind: 'purchase',
  currency: 'eur',
  total: 120,
  amount_paid: 120,
  balance_due: 0,
  refunded_amount: 0,
  created_at: '2026-12-01T10:00:00Z',
  order_items: [
    {
      product_name: 'Renouvela Extra-Riche',
      quantity: 1,
      unit_price: 90,
      line_total: 90,
      expected_ship_on: '2027-01-30',
    },
    { product_name: 'Renouvela Crème', quantity: 1, unit_price: 30, line_total: 30, expected_ship_on: null },
  ],
  shipments: [],
});

describe('OrdersTable', { timeout: 15_000 }, () => {
  it('says when a paid pre-order line should ship, in the language, and nothing once the order has shipped', async () => {
    await renderWithApp(<OrdersTable orders={[order('MI-1001', 'paid'), order('MI-1000', 'shipped')]} />, {
      language: 'fr',
    });
    const dates = await screen.findAllByTestId('preorder-ship');
    expect(dates).toHaveLength(1);
    expect(dates[0]).toHaveTextContent('Précommande : expédition prévue le 30 janvier 2027');
    expect(dates[0]?.closest('tr')).toHaveTextContent('MI-1001');
  });
});
