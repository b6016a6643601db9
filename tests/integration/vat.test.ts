// VAT by delivery country (issue 28; 20261128000000_vat_rates.sql .. 20261128000040): each order's regime
// decided in its own transaction (France, Monaco, the EU under and over the OSS threshold, the sale that crosses
// it, a registration, exports), its invoices and credit notes at the rate of the day of each payment, rates an
// invoice used kept, and concurrent EU orders around the threshold counted one after the other.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fixtureProduct,
  orderBody,
  orderRow,
  payOnTestPage,
  reservationBody,
  shopper,
  started,
} from './checkout-helpers';
import { adminClient, anonClient, newMember, ownerDb, serviceClient } from './helpers';
import { holdVatStanding, type VatStanding } from './vat-helpers';
import type pg from 'pg';

const BERLIN = { line1: 'Torstraße 1', city: 'Berlin', postal_code: '10115', country: 'DE' };
const MONACO = { line1: '2 avenue de Monte-Carlo', city: 'Monaco', postal_code: '98000', country: 'MC' };
const NEW_YORK = {
  line1: '350 Fifth Avenue',
  city: 'New York',
  postal_code: '10118',
  region: 'NY',
  country: 'US',
};
const GENEVA = { line1: 'Rue du Rhône 1', city: 'Genève', postal_code: '1204', country: 'CH' };

let product: string;
let db: pg.Client;

beforeAll(async () => {
  product = await fixtureProduct({ price: 60, price_euros: 54 });
  db = await ownerDb();
});

afterAll(async () => {
  await db?.end();
});

// Every test holds the VAT standing (vat-helpers.ts): the threshold cases move it, and the others count on it
// not moving under them (a German order is taxed in France only while the shop is under the threshold).
let standing: VatStanding;

beforeEach(async () => {
  standing = await holdVatStanding();
});

afterEach(async () => {
  await standing.release();
});

interface Placed {
  id: string;
  url: string;
}

async function place(shipping: Record<string, unknown>, currency = 'eur', quantity = 1): Promise<Placed> {
  const start = await started(
    shopper(),
    orderBody({ shipping, currency, items: [{ product_id: product, quantity }] }),
  );
  return { id: start.order_id, url: start.url };
}

async function paid(shipping: Record<string, unknown>, currency = 'eur'): Promise<string> {
  const order = await place(shipping, currency);
  expect((await payOnTestPage(order.url)).status).toBe(303);
  return order.id;
}

async function vatOf(orderId: string) {
  const row = await orderRow(orderId);
  return { regime: row.vat_regime, country: row.vat_country, rate: Number(row.vat_rate) };
}

async function invoicesOf(orderId: string) {
  const { data, error } = await serviceClient()
    .from('invoices')
    .select(
      'number, currency, kind, purpose, amount_incl, amount_excl, vat_amount, vat_rate, vat_regime, vat_country, snapshot, invoice_vat_lines(rate, amount_excl, vat_amount, amount_incl)',
    )
    .eq('order_id', orderId)
    .order('issued_at');
  if (error) throw error;
  return data;
}

/** What an order to Germany of one fixture product costs in euros, VAT excluded at the French rate. */
async function germanOrderExcl(): Promise<number> {
  const { data, error } = await anonClient().rpc('shipping_estimate', {
    p_locale: 'en',
    p_country: 'DE',
    p_items: [{ product_id: product, quantity: 1 }],
    p_currency: 'eur',
  });
  if (error) throw error;
  const estimate = data as { subtotal: number; amount: number };
  return Math.round(((Number(estimate.subtotal) + Number(estimate.amount)) / 1.2) * 100) / 100;
}

describe('the regime of an order, from its delivery country', () => {
  it('France and Monaco: French VAT, on the order and its invoice', async () => {
    for (const shipping of [
      { line1: '1 rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' },
      MONACO,
    ]) {
      const id = await paid(shipping);
      expect(await vatOf(id)).toEqual({ regime: 'domestic', country: 'FR', rate: 20 });
      const [invoice] = await invoicesOf(id);
      const incl = Number(invoice?.amount_incl);
      expect(Number(invoice?.vat_rate)).toBe(20);
      expect(Number(invoice?.vat_amount)).toBeCloseTo(incl - Number(invoice?.amount_excl), 2);
      expect(Number(invoice?.amount_excl)).toBeCloseTo(incl / 1.2, 1);
      expect(invoice?.invoice_vat_lines).toEqual([expect.objectContaining({ rate: 20, amount_incl: incl })]);
      expect(invoice?.snapshot).toMatchObject({
        version: 2,
        operation: 'delivery_of_goods',
        vat: { regime: 'domestic', country: 'FR', rate: 20, exemption: null },
      });
    }
  });

  it('the United States and Switzerland: exports, no VAT, the exemption named on the invoice', async () => {
    for (const [shipping, currency] of [
      [NEW_YORK, 'usd'],
      [GENEVA, 'eur'],
    ] as const) {
      const id = await paid(shipping, currency);
      expect(await vatOf(id)).toEqual({ regime: 'export', country: shipping.country, rate: 0 });
      const [invoice] = await invoicesOf(id);
      expect(invoice).toMatchObject({ vat_rate: 0, vat_amount: 0, vat_regime: 'export', currency });
      expect(Number(invoice?.amount_excl)).toBe(Number(invoice?.amount_incl));
      expect(invoice?.snapshot).toMatchObject({
        vat: { regime: 'export', rate: 0, exemption: 'export_cgi_262_i' },
        totals: { vat: 0 },
        customer: { address: { country: shipping.country } },
      });
    }
  });

  it('Germany under the threshold: the French rate; over it: German VAT', async () => {
    {
      await standing.leaveUnderThreshold(5_000);
      const under = await paid(BERLIN);
      expect(await vatOf(under)).toEqual({ regime: 'eu_origin', country: 'FR', rate: 20 });
      expect((await invoicesOf(under))[0]).toMatchObject({ vat_rate: 20, vat_regime: 'eu_origin' });

      await standing.leaveUnderThreshold(-1);
      const over = await paid(BERLIN);
      expect(await vatOf(over)).toEqual({ regime: 'eu_oss', country: 'DE', rate: 19 });
      const [invoice] = await invoicesOf(over);
      expect(invoice).toMatchObject({ vat_rate: 19, vat_regime: 'eu_oss', vat_country: 'DE' });
      expect(Number(invoice?.amount_excl)).toBeCloseTo(Number(invoice?.amount_incl) / 1.19, 1);
    }
  });

  it('the sale that crosses the threshold is already taxed at its destination, and those after it', async () => {
    {
      const excl = await germanOrderExcl();
      // Room for one order and a half: the first fits, the second crosses.
      await standing.leaveUnderThreshold(excl * 1.5);
      const before = await standing.salesThisYear();
      const first = await place(BERLIN);
      expect((await vatOf(first.id)).regime).toBe('eu_origin');
      // The unpaid order counts until it expires: an order waiting for payment is a sale under way.
      expect(await standing.salesThisYear()).toBeCloseTo(before + excl, 2);
      const crossing = await place(BERLIN);
      expect(await vatOf(crossing.id)).toEqual({ regime: 'eu_oss', country: 'DE', rate: 19 });
      const after = await place(BERLIN);
      expect((await vatOf(after.id)).regime).toBe('eu_oss');
    }
  });

  it('last year over the threshold: destination rates all this year', async () => {
    {
      await db.query('begin');
      try {
        await db.query(`update public.vat_settings set oss_threshold_eur = 100, oss_registered_from = null`);
        await db.query(
          `insert into public.orders (email, name, currency, subtotal, amount_due_now, shipping_country, status, created_at)
           values ('last.year@example.test', 'Last Year', 'eur', 500, 500, 'AT', 'delivered',
                   date_trunc('year', now()) - interval '2 months')`,
        );
        const { rows } = await db.query(
          `select public.vat_decision('AT', public.paris_day(now()), 0, 'eur', false) as decision,
                  public.eu_distance_sales_eur(extract(year from now())::int - 1) >= 400 as counted`,
        );
        expect(rows[0].counted).toBe(true);
        expect(rows[0].decision).toEqual({ regime: 'eu_oss', country: 'AT', rate: 20 });
      } finally {
        await db.query('rollback');
      }
    }
  });

  it('an OSS registration switches EU deliveries to their rate from its day', async () => {
    {
      await standing.leaveUnderThreshold(9_000);
      await standing.register(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
      expect((await vatOf((await place(BERLIN)).id)).regime).toBe('eu_origin');
      await standing.register(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
      expect(await vatOf((await place(BERLIN)).id)).toEqual({ regime: 'eu_oss', country: 'DE', rate: 19 });
      // France stays French.
      expect((await vatOf((await place(MONACO)).id)).regime).toBe('domestic');
    }
  });

  it('the cart is told the VAT of the country; a country not delivered gets the usual refusal', async () => {
    const anon = anonClient();
    const estimate = async (country: string) =>
      anon.rpc('shipping_estimate', {
        p_locale: 'fr',
        p_country: country,
        p_items: [{ product_id: product, quantity: 1 }],
      });
    expect(((await estimate('FR')).data as { vat: unknown }).vat).toEqual({
      regime: 'domestic',
      country: 'FR',
      rate: 20,
    });
    expect(((await estimate('JP')).data as { vat: unknown }).vat).toEqual({
      regime: 'export',
      country: 'JP',
      rate: 0,
    });
    const refused = await estimate('KP');
    expect(refused.error?.message).toBe('shipping_country_unsupported');
    const quote = await anon.rpc('vat_quote', { p_country: 'KP', p_amount: 10, p_currency: 'eur' });
    expect(quote.error?.message).toBe('shipping_country_unsupported');
    // Nobody but the database decides an order's VAT.
    const forged = await anon.rpc(
      'vat_decision' as never,
      {
        p_country: 'DE',
        p_day: '2026-01-01',
        p_amount: 0,
        p_currency: 'eur',
        p_lock: true,
      } as never,
    );
    expect(forged.error?.code).toBe('42501');
  });
});

describe('payments taxed at the rate of their day', () => {
  it('a deposit and a balance on either side of a rate change; the credit note mirrors both', async () => {
    const member = await newMember('Deposit Member');
    const order = await started(
      member.client,
      reservationBody({ currency: 'eur', contact: { email: member.email, name: 'Deposit Member' } }),
    );
    expect((await payOnTestPage(order.url)).status).toBe(303);
    const [deposit] = await invoicesOf(order.order_id);
    expect(deposit).toMatchObject({ purpose: 'deposit', vat_rate: 20 });

    // In a transaction left unsaved: French VAT becomes 21% in 40 days, when the balance is paid.
    await db.query('begin');
    try {
      await db.query(
        `insert into public.vat_rates (country, effective_from, rate, source)
         values ('FR', public.paris_day(now()) + 40, 21, 'test')`,
      );
      const { rows } = await db.query<{ balance: string }>(
        `select balance_due + amount_paid - $2::numeric as balance from public.orders where id = $1`,
        [order.order_id, deposit?.amount_incl],
      );
      await db.query(`select public.issue_invoice($1, 'balance', $2, now() + interval '41 days')`, [
        order.order_id,
        rows[0]?.balance,
      ]);
      const balance = (
        await db.query(
          `select vat_rate::float8 as rate, amount_incl::float8 as incl, amount_excl::float8 as excl
           from public.invoices where order_id = $1 and purpose = 'balance'`,
          [order.order_id],
        )
      ).rows[0];
      expect(balance.rate).toBe(21);
      expect(balance.excl).toBeCloseTo(balance.incl / 1.21, 2);

      // A refund of everything: one credit note, at 21% for the balance and 20% for the deposit.
      const total = Number(deposit?.amount_incl) + balance.incl;
      await db.query(`select public.issue_credit_note($1, $2)`, [order.order_id, total]);
      const credit = (
        await db.query(
          `select i.vat_rate, i.amount_excl::float8 as excl,
                  (select json_agg(json_build_object('rate', l.rate::float8, 'incl', l.amount_incl::float8,
                                                     'excl', l.amount_excl::float8) order by l.rate)
                   from public.invoice_vat_lines l where l.invoice_id = i.id) as lines
           from public.invoices i where i.order_id = $1 and i.kind = 'credit_note'`,
          [order.order_id],
        )
      ).rows[0];
      expect(credit.vat_rate).toBeNull();
      expect(credit.lines).toEqual([
        { rate: 20, incl: Number(deposit?.amount_incl), excl: Number(deposit?.amount_excl) },
        { rate: 21, incl: balance.incl, excl: balance.excl },
      ]);
      expect(credit.excl).toBeCloseTo(Number(deposit?.amount_excl) + balance.excl, 2);
      // Nothing more than was invoiced.
      await expect(db.query(`select public.issue_credit_note($1, 1)`, [order.order_id])).rejects.toThrow(
        'credit_exceeds_invoices',
      );
    } finally {
      await db.query('rollback');
    }
  });
});

describe('the rates table', () => {
  it('refuses a change to a rate an issued invoice used, and takes a rate for a later day', async () => {
    await paid({ line1: '1 rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' });
    const admin = await adminClient();
    const today = (await db.query(`select public.paris_day(now())::text as day`)).rows[0].day as string;
    const changed = await admin
      .from('vat_rates')
      .update({ rate: 5.5 })
      .eq('country', 'FR')
      .eq('effective_from', '2014-01-01');
    expect(changed.error).toMatchObject({ code: 'P0001', message: 'vat_rate_in_use' });
    expect(changed.error?.hint).toMatch(/^Invoice F-\d{4}-\d{6} was issued at this rate/);
    const backdated = await admin
      .from('vat_rates')
      .insert({ country: 'FR', effective_from: today, rate: 5.5 });
    expect(backdated.error).toMatchObject({ code: 'P0001', message: 'vat_rate_in_use' });
    const removed = await admin
      .from('vat_rates')
      .delete()
      .eq('country', 'FR')
      .eq('effective_from', '2014-01-01');
    expect(removed.error).toMatchObject({ code: 'P0001', message: 'vat_rate_in_use' });

    const future = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const added = await admin.from('vat_rates').insert({ country: 'LU', effective_from: future, rate: 16 });
    expect(added.error).toBeNull();
    expect(
      (await admin.from('vat_rates').delete().eq('country', 'LU').eq('effective_from', future)).error,
    ).toBeNull();
    // Nobody else writes rates; everybody reads them.
    const anon = anonClient();
    expect(
      (await anon.from('vat_rates').insert({ country: 'LU', effective_from: future, rate: 3 })).error?.code,
    ).toBe('42501');
    const { data } = await anon.from('vat_rates').select('country').eq('country', 'FI');
    expect(data?.length).toBeGreaterThan(0);
    // A country outside the EU has no rate: its deliveries are exports.
    const swiss = await admin.from('vat_rates').insert({ country: 'CH', effective_from: future, rate: 8.1 });
    expect(swiss.error?.code).toBe('23514');
  });
});

describe('concurrent EU orders around the threshold', () => {
  it('are counted one after the other: exactly those that fit stay at the French rate', async () => {
    {
      const excl = await germanOrderExcl();
      await standing.leaveUnderThreshold(excl * 3.5);
      const before = await standing.salesThisYear();
      const orders = await Promise.all(Array.from({ length: 10 }, () => place(BERLIN)));
      const regimes = await Promise.all(orders.map(async (order) => (await vatOf(order.id)).regime));
      expect(regimes.filter((regime) => regime === 'eu_origin')).toHaveLength(3);
      expect(regimes.filter((regime) => regime === 'eu_oss')).toHaveLength(7);
      const { rows } = await db.query(
        `select coalesce(sum(round(total / (1 + vat_rate / 100), 2)) filter (where vat_regime = 'eu_origin'), 0)::float8 as origin
         from public.orders where id = any($1::uuid[])`,
        [orders.map((order) => order.id)],
      );
      expect(before + rows[0].origin).toBeLessThanOrEqual(before + excl * 3.5);
    }
  });
});
