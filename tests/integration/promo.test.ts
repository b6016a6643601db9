// Promotion codes: applied in SQL with the order (percentage or fixed per currency, minimum, dates, excluded
// products, reservations only when the code says so), one code per order, the total limit never exceeded by
// concurrent checkouts, the per-customer limit by email and by account, a use held while the order is pending,
// used once paid and given back when it is cancelled; the browser's figures ignored; guessing rate limited.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  payOnTestPage,
  checkout,
  fixtureProduct,
  orderBody,
  orderRow,
  shopper,
  started,
  expectRefused,
} from './checkout-helpers';
import { anonFrom, freshAddress } from './client-address';
import { adminClient, adminClientAal1, anonClient, newMember, serviceClient } from './helpers';
import type { Json } from '../../src/lib/database.types';

let product: string; // 120 USD / 110 EUR
let other: string; // 120 USD / 110 EUR
let productId: string;

async function promo(fields: Record<string, unknown> = {}): Promise<string> {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  const { error } = await serviceClient()
    .from('promo_codes')
    .insert({ code, kind: 'percent', percent_off: 10, max_uses_per_customer: null, ...fields });
  if (error) throw error;
  return code;
}

const email = () => `promo-${randomUUID().slice(0, 8)}@example.test`;
const body = (code: string, overrides: Record<string, unknown> = {}) =>
  orderBody({
    items: [{ product_id: product, quantity: 1 }],
    contact: { email: email(), name: 'Promo Buyer' },
    promo_code: code,
    ...overrides,
  });

async function uses(code: string) {
  const { data: row } = await serviceClient().from('promo_codes').select('id').eq('code', code).single();
  const { data } = await serviceClient()
    .from('promo_redemptions')
    .select('status, discount_amount, order_id')
    .eq('promo_code_id', row?.id ?? '');
  return data ?? [];
}

beforeAll(async () => {
  product = await fixtureProduct({ stock: 500 });
  other = await fixtureProduct({ stock: 500 });
  const { data } = await serviceClient().from('products').select('id').eq('product_id', product).single();
  productId = data?.id ?? '';
});

describe('a code applied with the order', () => {
  it('takes a percentage off the goods, in SQL, whatever the browser sends', async () => {
    const code = await promo({ percent_off: 15 });
    const order = await orderRow(
      (await started(shopper(), body(code.toLowerCase(), { discount_amount: 120, total: 1 }))).order_id,
    );
    expect(order).toMatchObject({
      subtotal: 120,
      discount_amount: 18,
      promo_code: code,
      shipping_amount: 0,
      total: 102,
      amount_due_now: 102,
    });
    expect(await uses(code)).toEqual([{ status: 'held', discount_amount: 18, order_id: order.id }]);
  });

  it('takes a fixed amount in the order’s currency, never more than the goods', async () => {
    const code = await promo({ kind: 'fixed', percent_off: null, amount_off_eur: 20, amount_off_usd: 25 });
    const fr = await orderRow((await started(shopper(), body(code, { locale: 'fr' }))).order_id);
    expect(fr).toMatchObject({ subtotal: 110, discount_amount: 20, total: 90 });
    const en = await orderRow((await started(shopper(), body(code))).order_id);
    expect(en).toMatchObject({ subtotal: 120, discount_amount: 25, total: 95 });
    const big = await promo({ kind: 'fixed', percent_off: null, amount_off_eur: 500, amount_off_usd: 500 });
    // The goods come to 0 after the code: under the free threshold again, only delivery is paid.
    const free = await orderRow((await started(shopper(), body(big))).order_id);
    expect(free).toMatchObject({ subtotal: 120, discount_amount: 120, shipping_amount: 7.9, total: 7.9 });
  });

  it('lists the code on the payment page, and its use becomes used once paid', async () => {
    const code = await promo({ percent_off: 10 });
    const start = await started(shopper(), body(code, { locale: 'fr' }));
    const html = await (await fetch(start.url)).text();
    expect(html).toContain(`<dt>Code ${code}</dt><dd>-11`);
    expect(html).toMatch(/<dd>99\s€<\/dd>/);
    expect((await payOnTestPage(start.url)).status).toBe(303);
    expect((await uses(code))[0]?.status).toBe('used');
    // The invoice: the goods at their price, the code's line, the total paid; amounts excl. VAT to match.
    const { data: documents, error } = await serviceClient().rpc('invoice_documents', {
      p_order_id: start.order_id,
      p_seller: { companyName: 'Maison Test', vatNumber: 'FR00123456789' },
    });
    expect(error).toBeNull();
    const [invoice] = documents ?? [];
    expect(Number(invoice?.amount_incl)).toBe(99);
    expect(invoice?.snapshot).toMatchObject({
      promo_code: code,
      discount_incl: 11,
      discount_excl: 9.17,
      order_total_incl: 99,
      order_totals: { excl: 82.5, incl: 99 },
      totals: { excl: 82.5, incl: 99 },
    });
  });

  it('refuses a code before its start, after its end, or paused; and under its minimum', async () => {
    const soon = await promo({ starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    await expectRefused(shopper(), body(soon), 'promo_not_started', 'promo_code');
    const past = await promo({
      starts_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await expectRefused(shopper(), body(past), 'promo_expired', 'promo_code');
    const paused = await promo({ paused: true });
    await expectRefused(shopper(), body(paused), 'promo_invalid', 'promo_code');
    const minimum = await promo({ min_order_usd: 200, min_order_eur: 200 });
    await expectRefused(shopper(), body(minimum), 'promo_minimum', 'promo_code');
    const two = await orderRow(
      (await started(shopper(), body(minimum, { items: [{ product_id: product, quantity: 2 }] }))).order_id,
    );
    expect(two.discount_amount).toBe(24);
  });

  it('leaves excluded products at their price, and reservations unless the code includes them', async () => {
    const code = await promo({ percent_off: 50, excluded_product_ids: [productId] });
    const mixed = await orderRow(
      (
        await started(
          shopper(),
          body(code, {
            items: [
              { product_id: product, quantity: 1 },
              { product_id: other, quantity: 1 },
            ],
          }),
        )
      ).order_id,
    );
    expect(mixed).toMatchObject({ subtotal: 240, discount_amount: 60, total: 180 });
    await expectRefused(shopper(), body(code), 'promo_not_applicable', 'promo_code');

    const reservable = await fixtureProduct({ reserve_enabled: true, stock: 5 });
    const member = await newMember('Promo Reserver');
    const reserve = (promoCode: string) =>
      checkout(
        member.client,
        body(promoCode, {
          kind: 'reservation',
          items: [{ product_id: reservable, quantity: 1 }],
          reservation_option: 'deposit',
          accept_cancellation_policy: true,
        }),
      );
    const plain = await promo({ percent_off: 10 });
    expect(await reserve(plain)).toMatchObject({ ok: false, error: { code: 'promo_not_applicable' } });
    const forReservations = await promo({ percent_off: 10, applies_to_reservations: true });
    const answer = await reserve(forReservations);
    if (!answer.ok) throw new Error(JSON.stringify(answer));
    // 10% off 120 = 108; the deposit is half of it, the balance the rest (delivery free past the threshold).
    expect(await orderRow(answer.data.order_id)).toMatchObject({
      discount_amount: 12,
      amount_due_now: 54,
      balance_due: 54,
      total: 108,
    });
  });

  it('takes one code per order: a list of codes is refused', async () => {
    const [a, b] = [await promo(), await promo()];
    await expectRefused(shopper(), body(a, { promo_codes: [a, b] }), 'promo_stacking', 'promo_code');
    await expectRefused(shopper(), body(a, { promo_code: [a, b] }), 'promo_stacking', 'promo_code');
  });
});

describe('limits', () => {
  it('never lets 20 concurrent checkouts use a code more than its 5 uses', async () => {
    const code = await promo({ max_uses: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(shopper(), body(code))));
    const ok = answers.filter((answer) => answer.ok);
    const refused = answers.filter((answer) => !answer.ok);
    expect(ok).toHaveLength(5);
    expect(refused.map((answer) => (answer.ok ? '' : answer.error.code))).toEqual(
      Array.from({ length: 15 }, () => 'promo_exhausted'),
    );
    expect((await uses(code)).filter((use) => use.status === 'held')).toHaveLength(5);
  });

  it('gives a use back when its order is cancelled, as a hold', async () => {
    const code = await promo({ max_uses: 1 });
    const first = await started(shopper(), body(code));
    await expectRefused(shopper(), body(code), 'promo_exhausted', 'promo_code');
    const { error } = await serviceClient()
      .from('orders')
      .update({ status: 'cancelled' })
      .eq('id', first.order_id);
    expect(error).toBeNull();
    expect((await uses(code))[0]?.status).toBe('released');
    await started(shopper(), body(code));
  });

  it('limits each customer by email and by account', async () => {
    const code = await promo({ max_uses_per_customer: 1 });
    const buyer = email();
    const contact = { email: buyer, name: 'Once' };
    await started(shopper(), body(code, { contact }));
    await expectRefused(
      shopper(),
      body(code, { contact: { ...contact, email: buyer.toUpperCase() } }),
      'promo_customer_limit',
      'promo_code',
    );
    const member = await newMember('Promo Member');
    await started(member.client, body(code, { contact: { email: member.email, name: 'Member' } }));
    await expectRefused(
      member.client,
      body(code, { contact: { email: email(), name: 'Member, other email' } }),
      'promo_customer_limit',
    );
  });
});

describe("the cart's check", () => {
  it('answers the reduction for the lines, or why not, in words the app translates', async () => {
    const code = await promo({ percent_off: 20, min_order_eur: 150, min_order_usd: 150 });
    const check = (items: Json[], locale = 'en') =>
      anonClient().rpc('check_promo_code', { p_code: code, p_locale: locale, p_items: items });
    expect((await check([{ product_id: product, quantity: 2 }])).data).toMatchObject({
      ok: true,
      code,
      discount: 48,
    });
    expect((await check([{ product_id: product, quantity: 1 }], 'fr')).data).toMatchObject({
      ok: false,
      error: 'promo_minimum',
      minimum: 150,
    });
    // An English cart in euros (the shopper's choice) is checked in euros: 20% of 2 × 110 EUR.
    const inEuros = await anonClient().rpc('check_promo_code', {
      p_code: code,
      p_locale: 'en',
      p_items: [{ product_id: product, quantity: 2 }],
      p_currency: 'eur',
    });
    expect(inEuros.data).toMatchObject({ ok: true, discount: 44, currency: 'eur' });
  });

  it('refuses aal1 admins and members to write codes; aal2 admins create and pause them', async () => {
    const row = { code: `A${randomUUID().slice(0, 8).toUpperCase()}`, kind: 'percent', percent_off: 5 };
    expect((await (await adminClientAal1()).from('promo_codes').insert(row)).error?.code).toBe('42501');
    expect((await (await newMember('Coder')).client.from('promo_codes').insert(row)).error?.code).toBe(
      '42501',
    );
    const admin = await adminClient();
    expect((await admin.from('promo_codes').insert(row)).error).toBeNull();
    expect((await admin.from('promo_codes').update({ paused: true }).eq('code', row.code)).error).toBeNull();
    expect((await anonClient().from('promo_codes').select('code').eq('code', row.code)).data).toEqual([]);
  });

  it('limits guessing per client: unknown codes, then 429 for the cart and the checkout alike', async () => {
    // An address of its own: the allowance it spends is nobody else's (other files share 127.0.0.1).
    const guesser = anonFrom(freshAddress());
    let answer: { data: unknown; error: { code?: string; message: string } | null } | undefined;
    let attempts = 0;
    for (; attempts < 11; attempts += 1) {
      answer = await guesser.rpc('check_promo_code', {
        p_code: `NOPE${attempts}`,
        p_locale: 'en',
        p_items: [{ product_id: product, quantity: 1 }],
      });
      if (answer.error) break;
      expect(answer.data).toEqual({ ok: false, error: 'promo_invalid' });
    }
    expect(attempts).toBeLessThanOrEqual(10);
    expect(answer?.error).toMatchObject({ code: 'PT429', message: 'too_many_attempts' });
    const viaCheckout = await checkout(guesser, body('ANYCODE'));
    // Another client is not refused.
    expect(
      (
        await anonFrom(freshAddress()).rpc('check_promo_code', {
          p_code: 'STILL-UNKNOWN',
          p_locale: 'en',
          p_items: [],
        })
      ).data,
    ).toEqual({ ok: false, error: 'promo_invalid' });
    expect(viaCheckout).toMatchObject({ ok: false, status: 429, error: { code: 'too_many_requests' } });
  });
});
