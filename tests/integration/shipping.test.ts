// Shipping zones and rates: create_checkout_order prices delivery from the shipping country's zone, the order's
// weight band and the zone's free threshold, in the order's currency; whatever the browser sends about prices
// or delivery is ignored; a country outside every zone is refused; a deposit leaves delivery to the balance;
// the payment page lists delivery as its own line and the invoice shows it; the cart's estimate is the same
// quote; admins write rates only past two-factor.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  payOnTestPage,
  checkout,
  fixtureProduct,
  orderBody,
  orderRow,
  SHIPPING,
  shopper,
  started,
  expectRefused,
} from './checkout-helpers';
import { adminClient, adminClientAal1, anonClient, newMember, serviceClient } from './helpers';

const FR = SHIPPING;
const BELGIUM = { ...SHIPPING, city: 'Bruxelles', postal_code: '1000', country: 'BE' };
const USA = { ...SHIPPING, city: 'Boston', postal_code: '02108', region: 'MA', country: 'US' };
/** A country of this file's own zone (no seeded zone holds it). */
const BRAZIL = { ...SHIPPING, city: 'São Paulo', postal_code: '01000-000', country: 'BR' };

let light: string; // 20 USD / 18 EUR, 300 g
let reservable: string; // 40 USD / 36 EUR, 300 g, reserve only
let testZone: string;

beforeAll(async () => {
  light = await fixtureProduct({ price: 20, price_euros: 18, weight_grams: 300, stock: 100 });
  reservable = await fixtureProduct({
    price: 40,
    price_euros: 36,
    weight_grams: 300,
    reserve_enabled: true,
    stock: 10,
  });
  // A zone of this file's own: flat 5 EUR / 6 USD up to 1 kg, nothing heavier, never free.
  const service = serviceClient();
  const { data: zone, error } = await service
    .from('shipping_zones')
    .insert({ code: `test-${randomUUID().slice(0, 8)}`, name_en: 'Test zone', name_fr: 'Zone de test' })
    .select('id')
    .single();
  if (error) throw error;
  testZone = zone.id;
  const countries = await service.from('shipping_zone_countries').insert({ country: 'BR', zone_id: zone.id });
  if (countries.error) throw countries.error;
  const rates = await service.from('shipping_rates').insert([
    { zone_id: zone.id, currency: 'eur', up_to_grams: 1000, amount: 5 },
    { zone_id: zone.id, currency: 'usd', up_to_grams: 1000, amount: 6 },
  ]);
  if (rates.error) throw rates.error;
});

async function shippingOf(body: Record<string, unknown>) {
  const order = await orderRow((await started(shopper(), orderBody(body))).order_id);
  return {
    shipping: Number(order.shipping_amount),
    subtotal: Number(order.subtotal),
    total: Number(order.total),
    due: Number(order.amount_due_now),
    balance: Number(order.balance_due),
  };
}

describe('delivery priced with the order', () => {
  it('prices France by weight band in euros and dollars, and is free from the zone threshold', async () => {
    expect(await shippingOf({ locale: 'fr', items: [{ product_id: light, quantity: 1 }] })).toEqual({
      shipping: 6.9,
      subtotal: 18,
      total: 24.9,
      due: 24.9,
      balance: 0,
    });
    // 2 x 300 g = 600 g: the 500 g - 2 kg band.
    expect((await shippingOf({ locale: 'fr', items: [{ product_id: light, quantity: 2 }] })).shipping).toBe(
      9.9,
    );
    expect((await shippingOf({ locale: 'en', items: [{ product_id: light, quantity: 1 }] })).shipping).toBe(
      7.9,
    );
    expect((await shippingOf({ locale: 'en', items: [{ product_id: light, quantity: 2 }] })).shipping).toBe(
      11.5,
    );
    // 3 x 18 = 54 EUR and 3 x 20 = 60 USD: past the 50 EUR / 50 USD threshold.
    expect((await shippingOf({ locale: 'fr', items: [{ product_id: light, quantity: 3 }] })).shipping).toBe(
      0,
    );
    expect((await shippingOf({ locale: 'en', items: [{ product_id: light, quantity: 3 }] })).shipping).toBe(
      0,
    );
    // 7 x 300 g = 2.1 kg, the open band, but in Belgium 7 x 18 = 126 EUR is past its 100 EUR threshold.
    expect(
      (await shippingOf({ locale: 'fr', shipping: BELGIUM, items: [{ product_id: light, quantity: 7 }] }))
        .shipping,
    ).toBe(0);
    // 5 x 300 g = 1.5 kg, 90 EUR: under the Belgian threshold, the 500 g - 2 kg band.
    expect(
      (await shippingOf({ locale: 'fr', shipping: BELGIUM, items: [{ product_id: light, quantity: 5 }] }))
        .shipping,
    ).toBe(18);
    // 10 x 300 g = 3 kg, 200 USD to the US: under 220 USD, the open band.
    expect(
      (await shippingOf({ locale: 'en', shipping: USA, items: [{ product_id: light, quantity: 10 }] }))
        .shipping,
    ).toBe(62);
  });

  it('puts the free threshold on the goods after a promotion code', async () => {
    const code = `SHIP${randomUUID().slice(0, 6).toUpperCase()}`;
    const { error } = await serviceClient()
      .from('promo_codes')
      .insert({ code, kind: 'percent', percent_off: 50, max_uses_per_customer: null });
    if (error) throw error;
    // 3 x 20 = 60 USD (free from 50), 900 g; half off: 30 USD of goods, so the 500 g - 2 kg band is charged.
    expect(
      await shippingOf({ locale: 'en', items: [{ product_id: light, quantity: 3 }], promo_code: code }),
    ).toEqual({ shipping: 11.5, subtotal: 60, total: 41.5, due: 41.5, balance: 0 });
  });

  it('prices the EU and the rest of the world from their own zones', async () => {
    const item = [{ product_id: light, quantity: 1 }];
    expect((await shippingOf({ locale: 'fr', shipping: BELGIUM, items: item })).shipping).toBe(12.5);
    expect((await shippingOf({ locale: 'en', shipping: BELGIUM, items: item })).shipping).toBe(14);
    expect((await shippingOf({ locale: 'en', shipping: USA, items: item })).shipping).toBe(26);
    expect((await shippingOf({ locale: 'fr', shipping: USA, items: item })).shipping).toBe(24);
    // A zone whose only band is flat up to 1 kg.
    expect((await shippingOf({ locale: 'fr', shipping: BRAZIL, items: item })).shipping).toBe(5);
    expect((await shippingOf({ locale: 'en', shipping: BRAZIL, items: item })).shipping).toBe(6);
  });

  it('ignores prices and delivery sent by the browser', async () => {
    const order = await shippingOf({
      locale: 'fr',
      items: [{ product_id: light, quantity: 1, price: 0.01, unit_price: 0.01 }],
      shipping: { ...FR, amount: 0, shipping_amount: 0, free: true },
      shipping_amount: 0,
      total: 0.01,
    });
    expect(order).toMatchObject({ shipping: 6.9, subtotal: 18, total: 24.9 });
  });

  it('refuses a country outside every zone, and an order too heavy for its zone', async () => {
    const answer = await checkout(
      shopper(),
      orderBody({ shipping: { ...SHIPPING, city: 'Cape Town', postal_code: '8001', country: 'ZA' } }),
    );
    expect(answer).toMatchObject({
      ok: false,
      status: 422,
      error: { code: 'shipping_country_unsupported', field: 'shipping.country' },
    });
    // 4 x 300 g = 1.2 kg: past the test zone's only band.
    await expectRefused(
      shopper(),
      orderBody({ shipping: BRAZIL, items: [{ product_id: light, quantity: 4 }] }),
      'shipping_weight_unsupported',
    );
  });

  it('charges delivery with the balance of a 50% deposit, and with a reservation paid in full', async () => {
    const member = await newMember('Shipping Reserver');
    const reserve = (option: string) =>
      started(
        member.client,
        orderBody({
          kind: 'reservation',
          items: [{ product_id: reservable, quantity: 1 }],
          reservation_option: option,
          accept_cancellation_policy: true,
          contact: { email: member.email, name: 'Shipping Reserver' },
        }),
      );
    const deposit = await orderRow((await reserve('deposit')).order_id);
    expect(deposit).toMatchObject({
      subtotal: 40,
      shipping_amount: 7.9,
      amount_due_now: 20,
      balance_due: 27.9,
    });
    const { data: reservation } = await serviceClient()
      .from('reservations')
      .select('price, deposit_amount, balance_due')
      .eq('order_id', deposit.id)
      .single();
    expect(reservation).toEqual({ price: 40, deposit_amount: 20, balance_due: 20 });
    const full = await orderRow((await reserve('full')).order_id);
    expect(full).toMatchObject({ subtotal: 40, shipping_amount: 7.9, amount_due_now: 47.9, balance_due: 0 });
  });

  it('lists delivery as its own line on the payment page, and on the invoice once paid', async () => {
    const order = await started(
      shopper(),
      orderBody({ locale: 'fr', items: [{ product_id: light, quantity: 1 }] }),
    );
    const html = await (await fetch(order.url)).text();
    expect(html).toContain('<dt>Livraison</dt><dd>6,90');
    expect(html).toMatch(/24,90/);
    expect((await payOnTestPage(order.url)).status).toBe(303);
    const { data: invoice, error } = await serviceClient()
      .from('invoices')
      .select('amount_incl, snapshot')
      .eq('order_id', order.order_id)
      .eq('kind', 'invoice')
      .single();
    if (error) throw error;
    expect(Number(invoice.amount_incl)).toBe(24.9);
    expect(invoice.snapshot).toMatchObject({ shipping_incl: 6.9, order_total_incl: 24.9 });
  });
});

describe("the cart's estimate", () => {
  it('is the checkout quote for the lines at today’s prices, for anyone', async () => {
    const { data, error } = await anonClient().rpc('shipping_estimate', {
      p_locale: 'fr',
      p_country: 'FR',
      p_items: [{ product_id: light, quantity: 2, price: 0 }],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ zone: 'france', amount: 9.9, free_from: 50, currency: 'eur', subtotal: 36 });
    const outside = await anonClient().rpc('shipping_estimate', {
      p_locale: 'en',
      p_country: 'ZA',
      p_items: [{ product_id: light, quantity: 1 }],
    });
    expect(outside.error?.message).toBe('shipping_country_unsupported');
  });

  it('is in the currency the shopper chose, whatever the language, and refuses one the shop does not take', async () => {
    const estimate = (p_currency: string) =>
      anonClient().rpc('shipping_estimate', {
        p_locale: 'en',
        p_country: 'FR',
        p_items: [{ product_id: light, quantity: 2 }],
        p_currency,
      });
    expect((await estimate('eur')).data).toMatchObject({ currency: 'eur', subtotal: 36, amount: 9.9 });
    expect((await estimate('usd')).data).toMatchObject({ currency: 'usd', subtotal: 40 });
    expect((await estimate('gbp')).error).toMatchObject({
      message: 'currency_unsupported',
      details: 'currency',
    });
  });
});

describe('rates are written by admins past two-factor', () => {
  it('refuses an aal1 admin and a member, accepts an aal2 admin', async () => {
    const row = { zone_id: testZone, currency: 'eur', up_to_grams: null, amount: 99 };
    const aal1 = await adminClientAal1();
    expect((await aal1.from('shipping_rates').insert(row)).error?.code).toBe('42501');
    const member = await newMember('Rate Writer');
    expect((await member.client.from('shipping_rates').insert(row)).error?.code).toBe('42501');
    const aal2 = await adminClient();
    const inserted = await aal2.from('shipping_rates').insert(row).select('id').single();
    expect(inserted.error).toBeNull();
    expect(
      (
        await aal2
          .from('shipping_rates')
          .delete()
          .eq('id', inserted.data?.id ?? '')
      ).error,
    ).toBeNull();
  });
});
