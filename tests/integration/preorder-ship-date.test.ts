// A pre-order line keeps the shipping date promised when the order was placed (order_items.expected_ship_on,
// trigger order_items_expected_ship_on): the order's day in the shop's time zone plus the product's delivery
// days (30 when it gives none), read back by the confirmation (order_summary), and unchanged when the product's
// delay changes later. Other lines have none. The order confirmation mail names it on the line.
import { describe, expect, it } from 'vitest';
import { fixtureProduct, orderBody, orderRow, payOnTestPage, shopper, started } from './checkout-helpers';
import { serviceClient } from './helpers';

const addDays = (day: string | null, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function summaryLines(orderId: string) {
  const { data, error } = await serviceClient().rpc('order_summary', {
    p_order_id: orderId,
    p_with_email: false,
  });
  if (error) throw error;
  return (data as { items: { product_slug: string; expected_ship_on: string | null }[] }).items;
}

describe('pre-order expected shipping date', () => {
  it('is recorded on the pre-order line from the order day and kept when the product changes', async () => {
    const preorder = await fixtureProduct({ preorder_enabled: true, estimated_delivery_days: 45 });
    const usual = await fixtureProduct({ preorder_enabled: true });
    const instock = await fixtureProduct();
    const { order_id } = await started(
      shopper(),
      orderBody({
        items: [
          { product_id: preorder, quantity: 1 },
          { product_id: usual, quantity: 2 },
          { product_id: instock, quantity: 1 },
        ],
      }),
    );
    const day = (await orderRow(order_id)).created_on;
    const expected = {
      [preorder]: addDays(day, 45),
      [usual]: addDays(day, 30),
      [instock]: null,
    };
    const lines = await summaryLines(order_id);
    expect(Object.fromEntries(lines.map((line) => [line.product_slug, line.expected_ship_on]))).toEqual(
      expected,
    );

    const changed = await serviceClient()
      .from('products')
      .update({ estimated_delivery_days: 90 })
      .eq('product_id', preorder);
    expect(changed.error).toBeNull();
    const again = await summaryLines(order_id);
    expect(again.find((line) => line.product_slug === preorder)?.expected_ship_on).toBe(addDays(day, 45));
  });

  it('is on its line of the order confirmation mail, and no other line has one', async () => {
    const preorder = await fixtureProduct({ preorder_enabled: true, estimated_delivery_days: 45 });
    const instock = await fixtureProduct();
    const order = await started(
      shopper(),
      orderBody({
        items: [
          { product_id: preorder, quantity: 1 },
          { product_id: instock, quantity: 1 },
        ],
      }),
    );
    expect((await payOnTestPage(order.url)).status).toBe(303);
    const day = (await orderRow(order.order_id)).created_on;
    const { data, error } = await serviceClient()
      .from('email_outbox')
      .select('data')
      .eq('order_id', order.order_id)
      .eq('kind', 'order_confirmation')
      .single();
    expect(error).toBeNull();
    const lines = (data?.data as { lines: { ships_on?: string }[] }).lines;
    expect(lines.map((line) => line.ships_on ?? null)).toEqual([addDays(day, 45), null]);
  });
});
