// The owner's VAT screen and the accountant's exports (20261128100000_vat_admin.sql,
// 20261128100010_accounting_exports.sql, supabase/functions/record-exchange-rates): the threshold figures, the OSS
// registration that taxes a new German order at 19 %, rate edits refused once an invoice used the rate and
// accepted for a rate to come, the rights of members and of an admin without two-factor, and the sales journal
// and VAT summary of a mix of French, German and American orders in euros and dollars with a credit note, whose
// totals are the invoices' totals.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parisTime } from '../../supabase/functions/_shared/paris-time.ts';
import {
  fixtureProduct,
  orderBody,
  orderRow,
  payOnTestPage,
  refundsMade,
  shopper,
  started,
} from './checkout-helpers';
import type { JournalRow } from '../../src/features/admin/accounting-csv';
import { fakeUsdRate } from './fake-ecb';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  newMember,
  ownerDb,
  publishableKey,
  supabaseUrl,
  type Client,
  type Member,
  tokenOf,
} from './helpers';
import { holdVatStanding, type VatStanding } from './vat-helpers';

let db: pg.Client;
let admin: Client;
let aal1: Client;
let member: Member;
let product: string;

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

/** Paris day (YYYY-MM-DD) `offset` days from today. */
const parisDay = (offset = 0) => parisTime(new Date(Date.now() + offset * 24 * 3600 * 1000)).date;

/** A guest's order of the test's product delivered to `country`, paid on the test page; the order row. */
async function paidOrder(country: string, locale: 'fr' | 'en', quantity = 1) {
  const start = await started(
    shopper(),
    orderBody({
      locale,
      items: [{ product_id: product, quantity }],
      shipping: { line1: '1 Hauptstraße', city: 'Somewhere', postal_code: '10115', country },
    }),
  );
  expect((await payOnTestPage(start.url)).status).toBe(303);
  return orderRow(start.order_id);
}

async function invoicesOf(orderId: string) {
  return sql<{
    id: string;
    number: string;
    kind: string;
    currency: string;
    vat_rate: string | null;
    vat_country: string;
    vat_regime: string;
  }>(
    'select id, number, kind, currency, vat_rate, vat_country, vat_regime from public.invoices where order_id = $1 order by issued_at',
    [orderId],
  );
}

function recordRates(token: string, from: string, to: string) {
  return fetch(`${supabaseUrl()}/functions/v1/record-exchange-rates`, {
    method: 'POST',
    headers: {
      apikey: publishableKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ from, to }),
  });
}

const cents = (value: unknown) => Math.round(Number(value) * 100);

let standing: VatStanding | undefined;

beforeAll(async () => {
  db = await ownerDb();
  [admin, aal1, member] = await Promise.all([adminClient(), adminClientAal1(), newMember('VAT Member')]);
  product = await fixtureProduct({ price: 120, price_euros: 108 });
});

afterAll(async () => {
  await db?.end();
});

// Every test holds the VAT standing (vat-helpers.ts), starting unregistered at the 10,000 euro threshold; each
// says what else it needs of it, and the row is put back as it was after each.
beforeEach(async () => {
  standing = await holdVatStanding();
  await sql('update public.vat_settings set oss_registered_from = null, oss_threshold_eur = 10000 where id');
});

afterEach(async () => {
  await standing?.release();
});

describe('admin_vat_overview', () => {
  it("gives this and last year's EU distance sales against the threshold, as SQL's VAT decision counts them", async () => {
    const year = Number(parisDay().slice(0, 4));
    const { data, error } = await admin.rpc('admin_vat_overview').single();
    expect(error).toBeNull();
    const [counted] = await sql<{ this_year: string; last_year: string }>(
      'select public.eu_distance_sales_eur($1) as this_year, public.eu_distance_sales_eur($1 - 1) as last_year',
      [year],
    );
    expect(data).toMatchObject({
      today: parisDay(),
      this_year: year,
      threshold_eur: 10000,
      oss_registered_from: null,
    });
    expect(cents(data?.this_year_eur)).toBe(cents(counted?.this_year));
    expect(cents(data?.last_year_eur)).toBe(cents(counted?.last_year));
    const over = Number(counted?.this_year) > 10000 || Number(counted?.last_year) > 10000;
    expect(data?.destination_rates).toBe(over);

    // A new sale to Italy counts at once (VAT excluded, in euros), paid or not.
    const before = cents(data?.this_year_eur);
    const start = await started(
      shopper(),
      orderBody({
        locale: 'fr',
        items: [{ product_id: product, quantity: 1 }],
        shipping: { line1: 'Via Roma 1', city: 'Roma', postal_code: '00100', country: 'IT' },
      }),
    );
    const order = await orderRow(start.order_id);
    const excl = cents(Number(order.total) / (1 + Number(order.vat_rate) / 100));
    const after = (await admin.rpc('admin_vat_overview').single()).data;
    expect(cents(after?.this_year_eur) - before).toBe(excl);

    // Over the threshold (lowered for the test), destination rates apply and the overview says why.
    await sql('update public.vat_settings set oss_threshold_eur = 1 where id');
    const over1 = (await admin.rpc('admin_vat_overview').single()).data;
    expect(over1).toMatchObject({ threshold_eur: 1, destination_rates: true });
    expect(over1?.reasons).toContain('this_year_over');
    await sql('update public.vat_settings set oss_threshold_eur = 10000 where id');
  });
});

describe('the OSS registration', () => {
  it('taxes a new German order at the German rate from the day it takes effect, and says so', async () => {
    // Far from the threshold, so that only the registration decides.
    await sql('update public.vat_settings set oss_threshold_eur = 100000000 where id');
    const before = await paidOrder('DE', 'fr');
    expect(before).toMatchObject({ vat_regime: 'eu_origin', vat_country: 'FR' });
    expect(Number(before.vat_rate)).toBe(20);

    // Recorded by the admin through RLS, as the screen does.
    const saved = await admin
      .from('vat_settings')
      .update({ oss_registered_from: parisDay() })
      .eq('id', true)
      .select('oss_registered_from');
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ oss_registered_from: parisDay() }]);
    const overview = (await admin.rpc('admin_vat_overview').single()).data;
    expect(overview).toMatchObject({ oss_registered_from: parisDay(), destination_rates: true });
    expect(overview?.reasons).toContain('registered');

    const german = await paidOrder('DE', 'fr');
    expect(german).toMatchObject({ vat_regime: 'eu_oss', vat_country: 'DE' });
    expect(Number(german.vat_rate)).toBe(19);
    const [invoice] = await invoicesOf(german.id);
    expect(invoice).toMatchObject({ vat_regime: 'eu_oss', vat_country: 'DE' });
    expect(Number(invoice?.vat_rate)).toBe(19);
    // France is still France.
    expect(Number((await paidOrder('FR', 'fr')).vat_rate)).toBe(20);

    // A registration from a later day changes nothing today; cleared, EU sales are French again.
    await admin
      .from('vat_settings')
      .update({ oss_registered_from: parisDay(30) })
      .eq('id', true);
    expect((await admin.rpc('admin_vat_overview').single()).data).toMatchObject({
      oss_registered_from: parisDay(30),
      destination_rates: false,
    });
    await admin.from('vat_settings').update({ oss_registered_from: null }).eq('id', true);
    expect((await paidOrder('DE', 'fr')).vat_regime).toBe('eu_origin');
    await sql('update public.vat_settings set oss_threshold_eur = 10000 where id');
  });
});

describe('the rates', () => {
  it('refuses to change or remove a rate an issued invoice used, naming the invoice', async () => {
    const [used] = await sql<{ number: string }>(
      `select number from public.invoices
       where vat_country = 'DE' and vat_regime = 'eu_oss' and issued_at >= '2021-01-01' order by issued_at limit 1`,
    );
    expect(used?.number).toMatch(/^F-\d{4}-\d{6}$/);
    const update = await admin
      .from('vat_rates')
      .update({ rate: 20 })
      .eq('country', 'DE')
      .eq('effective_from', '2021-01-01')
      .select();
    expect(update.error).toMatchObject({ code: 'P0001', message: 'vat_rate_in_use', details: used?.number });
    expect(update.error?.hint).toContain(`Invoice ${used?.number} was issued at this rate`);
    const removal = await admin
      .from('vat_rates')
      .delete()
      .eq('country', 'DE')
      .eq('effective_from', '2021-01-01')
      .select();
    expect(removal.error).toMatchObject({ message: 'vat_rate_in_use' });
    // Nor a new German rate from today: today's invoice took the rate in force.
    const today = await admin
      .from('vat_rates')
      .insert({ country: 'DE', effective_from: parisDay(), rate: 20 });
    expect(today.error).toMatchObject({ message: 'vat_rate_in_use' });
    const [rate] = await sql<{ rate: string }>(`select public.vat_rate_on('DE', current_date) as rate`);
    expect(Number(rate?.rate)).toBe(19);
  });

  it('takes a rate from a later day, which the owner may then change or remove', async () => {
    const next = `${Number(parisDay().slice(0, 4)) + 2}-01-01`;
    const added = await admin
      .from('vat_rates')
      .insert({ country: 'DE', effective_from: next, rate: 21, source: 'Bundesgesetzblatt (test)' })
      .select();
    expect(added.error).toBeNull();
    // Everyone reads it (the cart shows the rates); it applies from its day.
    const { data } = await anonClient()
      .from('vat_rates')
      .select('rate')
      .eq('country', 'DE')
      .eq('effective_from', next);
    expect(data?.map((row) => Number(row.rate))).toEqual([21]);
    const [onDay] = await sql<{ before: string; on: string }>(
      `select public.vat_rate_on('DE', $1::date - 1) as before, public.vat_rate_on('DE', $1::date) as on`,
      [next],
    );
    expect([Number(onDay?.before), Number(onDay?.on)]).toEqual([19, 21]);

    const changed = await admin
      .from('vat_rates')
      .update({ rate: 21.5 })
      .eq('country', 'DE')
      .eq('effective_from', next)
      .select('rate');
    expect(changed.error).toBeNull();
    expect(changed.data?.map((row) => Number(row.rate))).toEqual([21.5]);
    const removed = await admin
      .from('vat_rates')
      .delete()
      .eq('country', 'DE')
      .eq('effective_from', next)
      .select();
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    // Two rates of a country from one day: refused by the key (no invoice went to Luxembourg).
    const twice = await admin
      .from('vat_rates')
      .insert({ country: 'LU', effective_from: '2024-01-01', rate: 16 });
    expect(twice.error?.code).toBe('23505');
  });
});

describe('who may', () => {
  it('a member neither reads the figures nor writes a rate or the registration', async () => {
    const { client } = member;
    for (const call of [
      client.rpc('admin_vat_overview'),
      client.rpc('admin_sales_journal', { p_from: parisDay(), p_to: parisDay() }),
      client.rpc('admin_vat_summary', { p_from: parisDay(), p_to: parisDay() }),
    ]) {
      expect((await call).error).toMatchObject({ code: '42501', message: 'admins_only' });
    }
    const insert = await client
      .from('vat_rates')
      .insert({ country: 'DE', effective_from: '2099-01-01', rate: 10 });
    expect(insert.error?.code).toBe('42501');
    const update = await client
      .from('vat_settings')
      .update({ oss_registered_from: parisDay() })
      .eq('id', true)
      .select();
    expect(update.data ?? []).toEqual([]);
    expect((await client.from('vat_settings').select('*')).data).toEqual([]);
    // Nor anyone without an account.
    const anon = await anonClient().rpc('admin_vat_overview');
    expect(anon.error?.code).toBe('42501');
    const [settings] = await sql<{ oss_registered_from: string | null }>(
      'select oss_registered_from from public.vat_settings',
    );
    expect(settings?.oss_registered_from).toBeNull();
  });

  it('an admin without the second factor is told to give it, and writes nothing', async () => {
    for (const call of [
      aal1.rpc('admin_vat_overview'),
      aal1.rpc('admin_sales_journal', { p_from: parisDay(), p_to: parisDay() }),
      aal1.rpc('admin_vat_summary', { p_from: parisDay(), p_to: parisDay() }),
    ]) {
      expect((await call).error).toMatchObject({ code: '42501', message: 'two_factor_required' });
    }
    const insert = await aal1
      .from('vat_rates')
      .insert({ country: 'DE', effective_from: '2099-01-01', rate: 10 });
    expect(insert.error?.code).toBe('42501');
    const update = await aal1
      .from('vat_rates')
      .update({ rate: 1 })
      .eq('country', 'AT')
      .eq('effective_from', '2016-01-01')
      .select();
    expect(update.data ?? []).toEqual([]);
    const settings = await aal1
      .from('vat_settings')
      .update({ oss_registered_from: parisDay() })
      .eq('id', true)
      .select();
    expect(settings.data ?? []).toEqual([]);
    const [rate] = await sql<{ rate: string }>(`select public.vat_rate_on('AT', current_date) as rate`);
    expect(Number(rate?.rate)).toBe(20);
  });

  it('record-exchange-rates serves admins at aal2 only; the list it works from is the service role’s', async () => {
    const body = async (response: Response) =>
      ((await response.json()) as { error?: { code: string } }).error?.code;
    const asMember = await recordRates(await tokenOf(member.client), parisDay(), parisDay());
    expect([asMember.status, await body(asMember)]).toEqual([403, 'admins_only']);
    const asAal1 = await recordRates(await tokenOf(aal1), parisDay(), parisDay());
    expect([asAal1.status, await body(asAal1)]).toEqual([403, 'two_factor_required']);
    const bad = await recordRates(await tokenOf(admin), 'last month', parisDay());
    expect(bad.status).toBe(400);
    const list = await admin.rpc('accounting_missing_exchange_rates', {
      p_from: parisDay(),
      p_to: parisDay(),
    });
    expect(list.error?.code).toBe('42501');
  });
});

describe('the accountant’s exports', () => {
  const from = parisDay(-1);
  const to = parisDay(1);

  it('refuse a period that is not one', async () => {
    for (const [start, end] of [
      [to, from],
      ['2025-01-01', '2026-01-02'],
    ]) {
      const { error } = await admin.rpc('admin_sales_journal', { p_from: start ?? null, p_to: end ?? null });
      expect(error).toMatchObject({ code: 'P0001', message: 'invalid_period' });
    }
  });

  it('have the totals of the invoices, for French, German and American orders in euros and dollars with a credit note', async () => {
    // Far from the threshold and not registered: the German orders are taxed in France (the OSS test's is not).
    await sql('update public.vat_settings set oss_threshold_eur = 100000000 where id');
    const orders = {
      france: await paidOrder('FR', 'fr'),
      germanyEur: await paidOrder('DE', 'fr'),
      germanyUsd: await paidOrder('DE', 'en', 2),
      america: await paidOrder('US', 'en'),
      franceUsd: await paidOrder('FR', 'en'),
    };
    // Part of the French order is given back: a credit note.
    const refund = await admin.rpc('admin_record_refund', {
      p_order_id: orders.france.id,
      p_amount: 30,
      p_reason: 'A damaged jar',
    });
    expect(refund.error).toBeNull();
    await refundsMade(orders.france.id);
    const [invoice] = await invoicesOf(orders.france.id);
    const credit = (await invoicesOf(orders.france.id)).find((row) => row.kind === 'credit_note');
    expect(credit).toBeDefined();
    const usdInvoice = (await invoicesOf(orders.germanyUsd.id))[0];

    // No PDF was produced: the dollar documents have no rate yet, and the exports refuse to mix currencies.
    const refused = await admin.rpc('admin_vat_summary', { p_from: from, p_to: to });
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'exchange_rate_missing' });
    expect(refused.error?.details).toMatch(/^F-\d{4}-\d{6}/);
    const missing = await sql<{ number: string }>(
      'select number from public.accounting_missing_exchange_rates($1, $2)',
      [from, to],
    );
    expect(missing.map((row) => row.number)).toContain(usdInvoice?.number);

    // The screen first asks the function to record them (the ECB's rate of the issue, here the fake ECB's).
    const recorded = await recordRates(await tokenOf(admin), from, to);
    expect(recorded.status).toBe(200);
    const answer = (await recorded.json()) as { recorded: string[]; missing: string[] };
    expect(answer.missing).toEqual([]);
    expect(answer.recorded).toContain(usdInvoice?.number);
    // Once: a second call has nothing left to record.
    expect(await (await recordRates(await tokenOf(admin), from, to)).json()).toEqual({
      recorded: [],
      missing: [],
    });

    const journal = await admin.rpc('admin_sales_journal', { p_from: from, p_to: to });
    expect(journal.error).toBeNull();
    const rows = (journal.data ?? []) as unknown as JournalRow[];
    const summary = await admin.rpc('admin_vat_summary', { p_from: from, p_to: to });
    expect(summary.error).toBeNull();

    // Each document of the period once, in date order; amounts per rate add up to the document.
    const issued = await sql<{ number: string; currency: string; signed: string }>(
      `select number, currency, case when kind = 'credit_note' then -amount_incl else amount_incl end as signed
       from public.invoices
       where issued_at >= ($1::date)::timestamp at time zone 'Europe/Paris'
         and issued_at < ($2::date + 1)::timestamp at time zone 'Europe/Paris'
       order by issued_at, number`,
      [from, to],
    );
    expect(rows.map((row) => row.number)).toEqual(issued.map((row) => row.number));
    for (const row of rows) {
      const sum = (pick: (line: JournalRow['vat_lines'][number]) => number) =>
        row.vat_lines.reduce((total, line) => total + cents(pick(line)), 0);
      expect(
        [sum((l) => l.amount_excl), sum((l) => l.vat_amount), sum((l) => l.amount_incl)],
        row.number,
      ).toEqual([cents(row.amount_excl), cents(row.vat_amount), cents(row.amount_incl)]);
      expect([sum((l) => l.amount_excl_eur), sum((l) => l.vat_eur), sum((l) => l.amount_incl_eur)]).toEqual([
        cents(row.amount_excl_eur),
        cents(row.vat_eur),
        cents(row.amount_incl_eur),
      ]);
      expect(cents(row.amount_excl) + cents(row.vat_amount)).toBe(cents(row.amount_incl));
    }

    // Journal totals per currency = the invoices less the credit notes.
    for (const currency of ['eur', 'usd']) {
      const invoiced = issued
        .filter((row) => row.currency === currency)
        .reduce((t, row) => t + cents(row.signed), 0);
      const journaled = rows
        .filter((row) => row.currency === currency)
        .reduce((t, row) => t + cents(row.amount_incl), 0);
      expect(journaled, currency).toBe(invoiced);
    }
    // The summary's euros = the journal's euros, in all and per currency.
    const summaryRows = summary.data ?? [];
    const inEuros = (list: { amount_excl_eur: number; vat_eur: number }[]) =>
      list.reduce((t, row) => t + cents(row.amount_excl_eur) + cents(row.vat_eur), 0);
    expect(inEuros(summaryRows)).toBe(rows.reduce((t, row) => t + cents(row.amount_incl_eur), 0));
    expect(summaryRows.reduce((t, row) => t + cents(row.vat_eur), 0)).toBe(
      rows.reduce((t, row) => t + cents(row.vat_eur), 0),
    );
    for (const currency of ['eur', 'usd']) {
      expect(
        summaryRows
          .filter((row) => row.currency === currency)
          .reduce((t, row) => t + cents(row.amount_excl) + cents(row.vat_amount), 0),
      ).toBe(
        rows.filter((row) => row.currency === currency).reduce((t, row) => t + cents(row.amount_incl), 0),
      );
    }

    // The documents themselves.
    const byNumber = new Map(rows.map((row) => [row.number, row]));
    const french = byNumber.get(invoice?.number ?? '');
    expect(french).toMatchObject({
      kind: 'invoice',
      currency: 'eur',
      customer_country: 'FR',
      vat_regime: 'domestic',
    });
    expect(french?.payment_reference).toBeTruthy();
    expect(cents(french?.amount_incl_eur)).toBe(cents(french?.amount_incl));
    const creditRow = byNumber.get(credit?.number ?? '');
    expect(creditRow).toMatchObject({
      kind: 'credit_note',
      amount_incl: -30,
      amount_incl_eur: -30,
      refers_to: invoice?.number,
    });
    expect(cents(creditRow?.amount_excl)).toBe(-2500);
    expect(creditRow?.vat_lines).toMatchObject([{ rate: 20, amount_incl: -30, vat_amount: -5 }]);

    const dollars = byNumber.get(usdInvoice?.number ?? '');
    expect(dollars).toMatchObject({
      currency: 'usd',
      customer_country: 'DE',
      vat_regime: 'eu_origin',
      vat_country: 'FR',
    });
    const rate = fakeUsdRate(dollars?.rate_date ?? '');
    expect(Number(dollars?.units_per_euro)).toBeCloseTo(rate, 6);
    expect(cents(dollars?.amount_incl_eur)).toBe(
      Math.round((Number(dollars?.amount_incl) / Number(dollars?.units_per_euro)) * 100),
    );
    const [recordedVat] = await sql<{ vat_eur: string }>(
      'select vat_eur from public.invoice_exchange_rates x join public.invoices i on i.id = x.invoice_id where i.number = $1',
      [usdInvoice?.number],
    );
    expect(cents(dollars?.vat_eur)).toBe(cents(recordedVat?.vat_eur));

    const america = byNumber.get((await invoicesOf(orders.america.id))[0]?.number ?? '');
    expect(america).toMatchObject({
      customer_country: 'US',
      vat_regime: 'export',
      vat_country: 'US',
      vat_amount: 0,
    });

    // The summary: the French return (domestic, EU at the French rate, exports) and the OSS return.
    expect(
      summaryRows.find(
        (row) => row.vat_regime === 'export' && row.country === 'US' && row.currency === 'usd',
      ),
    ).toMatchObject({
      vat_return: 'FR',
      rate: 0,
      currency: 'usd',
      vat_amount: 0,
      vat_eur: 0,
    });
    expect(summaryRows.find((row) => row.vat_regime === 'domestic' && row.currency === 'eur')).toMatchObject({
      vat_return: 'FR',
      country: 'FR',
      rate: 20,
    });
    for (const row of summaryRows) expect(row.vat_return).toBe(row.vat_regime === 'eu_oss' ? 'OSS' : 'FR');
    // The German order of the registration test is in the OSS return at 19 %.
    expect(summaryRows.find((row) => row.vat_return === 'OSS' && row.country === 'DE')).toMatchObject({
      rate: 19,
    });
    await sql('update public.vat_settings set oss_threshold_eur = 10000 where id');
  });
});
