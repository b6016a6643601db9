// Invoices and credit notes (20261123100400_invoices.sql, supabase/functions/invoice-pdf): every paid order gets
// its invoice once (a webhook delivered twice included), a deposit and its balance each their own, a refund of
// the sale a credit note referencing them; numbers run without gap or duplicate under 30 concurrent payments and
// a rollback; who may download what; and the PDFs themselves, read back with Mozilla's reader in both languages.
import { parisTime } from '../../supabase/functions/_shared/paris-time.ts';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../../supabase/functions/_shared/legal-facts.ts';
import { toWinAnsi } from '../../supabase/functions/_shared/pdf/winansi.ts';
import { pdfText } from './pdf-text';
import {
  paidEvent,
  payOnTestPage,
  deliver,
  fixtureProduct,
  orderBody,
  orderRow,
  ORIGIN,
  receiptParams,
  refundsMade,
  shopper,
  started,
} from './checkout-helpers';
import { fetchFrom, freshAddress } from './client-address';
import { fakeEcbDays, fakeUsdRate } from './fake-ecb';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  newMember,
  ownerDb,
  publishableKey,
  serviceClient,
  supabaseUrl,
  uniqueEmail,
  type Member,
  tokenOf,
} from './helpers';

interface InvoiceRow {
  id: string;
  number: string;
  series: string;
  year: number;
  sequence_number: number;
  kind: 'invoice' | 'credit_note';
  purpose: 'full' | 'deposit' | 'balance' | 'refund';
  order_id: string;
  issued_at: string;
  currency: string;
  amount_incl: number;
  amount_excl: number | null;
  vat_amount: number | null;
  vat_rate: number | null;
  finalized_at: string | null;
  snapshot: Record<string, unknown>;
}

interface Listed {
  number: string;
  kind: string;
  purpose: string;
  issued_at: string;
  amount_incl: number;
  currency: string;
}

async function invoicesOf(orderId: string): Promise<InvoiceRow[]> {
  const { data, error } = await serviceClient()
    .from('invoices')
    .select('*')
    .eq('order_id', orderId)
    .order('issued_at');
  if (error) throw error;
  return (data ?? []).map((row) => ({
    ...row,
    amount_incl: Number(row.amount_incl),
    amount_excl: row.amount_excl === null ? null : Number(row.amount_excl),
    vat_amount: row.vat_amount === null ? null : Number(row.vat_amount),
    vat_rate: row.vat_rate === null ? null : Number(row.vat_rate),
  })) as InvoiceRow[];
}

/** POST /functions/v1/invoice-pdf as supabase-js sends it: the key as apikey, a user's token or the key as bearer. */
function callInvoices(
  body: Record<string, unknown>,
  bearer?: string,
  via: typeof fetch = fetch,
): Promise<Response> {
  return via(`${supabaseUrl()}/functions/v1/invoice-pdf`, {
    method: 'POST',
    headers: {
      apikey: publishableKey(),
      Authorization: `Bearer ${bearer ?? publishableKey()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function listed(
  body: Record<string, unknown>,
  bearer?: string,
  via: typeof fetch = fetch,
): Promise<Listed[]> {
  const response = await callInvoices(body, bearer, via);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { documents: Listed[] }).documents;
}

async function downloaded(
  body: Record<string, unknown>,
  bearer?: string,
): Promise<{ bytes: Uint8Array; response: Response }> {
  const response = await callInvoices(body, bearer);
  expect(response.status, response.ok ? '' : await response.clone().text()).toBe(200);
  return { bytes: new Uint8Array(await response.arrayBuffer()), response };
}

/** A guest's order paid on the test provider's page; its receipt token from the success URL. */
async function paidGuestOrder(body: Record<string, unknown>) {
  const start = await started(shopper(), orderBody(body));
  const paid = await payOnTestPage(start.url);
  expect(paid.status).toBe(303);
  const { token } = receiptParams(paid.headers.get('location') ?? '');
  return { ...start, token };
}

let member: Member;
let db: pg.Client;

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

beforeAll(async () => {
  member = await newMember('Invoice Member');
  db = await ownerDb();
});

afterAll(async () => {
  await db?.end();
});

describe('an invoice for every paid order', () => {
  it('issues one invoice on payment, and only one when the webhook is delivered twice', async () => {
    const product = await fixtureProduct({ price: 140, price_euros: 130 });
    const start = await started(shopper(), orderBody({ items: [{ product_id: product, quantity: 1 }] }));
    expect(await invoicesOf(start.order_id)).toEqual([]);

    const event = paidEvent(start.order_id, 14000, 'usd');
    expect((await deliver(event)).body.outcome).toBe('processed');
    expect((await deliver(event)).body.outcome).toBe('duplicate');

    const invoices = await invoicesOf(start.order_id);
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      purpose: 'full',
      series: 'F',
      currency: 'usd',
      amount_incl: 140,
      finalized_at: null,
    });
    const year = parisTime(invoice?.issued_at ?? '').date.slice(0, 4);
    expect(invoice?.number).toBe(`F-${year}-${String(invoice?.sequence_number).padStart(6, '0')}`);
    expect(invoice?.snapshot).toMatchObject({
      number: invoice?.number,
      locale: 'en',
      customer: { name: 'Camille Martin', email: 'guest.buyer@example.test' },
      lines: [{ name: `Fixture ${product}`, quantity: 1, unit_price_incl: 140, total_incl: 140 }],
      order_total_incl: 140,
    });
    const order = await orderRow(start.order_id);
    expect((invoice?.snapshot as { order: { number: string } }).order.number).toBe(order.number);

    // A second payment of the paid order is given back: no second invoice, and no credit note for it (that
    // money was never invoiced).
    expect((await deliver(paidEvent(start.order_id, 14000, 'usd'))).body.outcome).toBe('refunded');
    const after = await orderRow(start.order_id);
    expect(Number(after.refunded_amount)).toBe(140);
    expect((await invoicesOf(start.order_id)).map((row) => row.kind)).toEqual(['invoice']);
  });

  it('a deposit gets a deposit invoice, the balance a balance invoice that deducts it; a cancellation a credit note', async () => {
    const product = await fixtureProduct({ price: 300, price_euros: 280, reserve_enabled: true });
    const reservation = await started(
      member.client,
      orderBody({
        kind: 'reservation',
        items: [{ product_id: product, quantity: 1 }],
        reservation_option: 'deposit',
        accept_cancellation_policy: true,
        contact: { name: 'Invoice Member', email: member.email },
      }),
    );
    expect((await payOnTestPage(reservation.url)).status).toBe(303);
    let invoices = await invoicesOf(reservation.order_id);
    expect(invoices.map((row) => [row.purpose, row.amount_incl])).toEqual([['deposit', 150]]);

    const balance = await started(member.client, {
      purpose: 'balance',
      order_id: reservation.order_id,
      locale: 'en',
      idempotency_key: randomUUID(),
      origin: ORIGIN,
    });
    expect((await payOnTestPage(balance.url)).status).toBe(303);
    invoices = await invoicesOf(reservation.order_id);
    expect(invoices.map((row) => [row.purpose, row.amount_incl])).toEqual([
      ['deposit', 150],
      ['balance', 150],
    ]);
    const [deposit, rest] = invoices;
    expect(rest?.sequence_number).toBeGreaterThan(deposit?.sequence_number ?? Infinity);
    expect(rest?.snapshot).toMatchObject({
      deductions: [{ number: deposit?.number, amount_incl: 150 }],
      order_total_incl: 300,
    });

    // Listing finalises both with the seller's facts and the VAT: 300 incl. = 250 excl. + 50 VAT, split evenly.
    const token = await tokenOf(member.client);
    const documents = await listed({ order_id: reservation.order_id }, token);
    expect(documents.map((d) => [d.number, d.kind, d.purpose])).toEqual([
      [deposit?.number, 'invoice', 'deposit'],
      [rest?.number, 'invoice', 'balance'],
    ]);
    invoices = await invoicesOf(reservation.order_id);
    expect(invoices.map((row) => [row.amount_excl, row.vat_amount, row.vat_rate])).toEqual([
      [125, 25, 20],
      [125, 25, 20],
    ]);
    expect(invoices[1]?.snapshot).toMatchObject({
      seller: { companyName: DEMO_FACTS.companyName, siret: DEMO_FACTS.siret },
      order_totals: { excl: 250, vat: 50, incl: 300 },
      deductions: [{ number: deposit?.number, amount_excl: 125, vat_amount: 25 }],
      totals: { excl: 125, vat: 25, incl: 150 },
    });

    const depositPdf = await pdfText(
      (await downloaded({ order_id: reservation.order_id, invoice: deposit?.number }, token)).bytes,
    );
    expect(depositPdf).toContain('Deposit invoice');
    expect(depositPdf).toContain('Deposit of 50% on the order');
    expect(depositPdf).toContain('Balance of $150.00 due, invoiced when it is paid.');
    const balancePdf = await pdfText(
      (await downloaded({ order_id: reservation.order_id, invoice: rest?.number }, token)).bytes,
    );
    expect(balancePdf).toContain('Balance invoice');
    expect(balancePdf).toContain(`Less deposit invoice ${deposit?.number}`);
    expect(balancePdf).toMatch(/Order total incl\. VAT\n\$300\.00/);
    expect(balancePdf).toMatch(/Total incl\. VAT\n\$150\.00/);

    // The member cancels before preparation: everything paid is owed back, credited against both invoices.
    const { data: row } = await member.client
      .from('reservations')
      .select('id')
      .eq('order_id', reservation.order_id)
      .single();
    const cancelled = await member.client.rpc('cancel_reservation', { p_reservation_id: row?.id ?? null });
    expect(cancelled.error).toBeNull();
    // Credited once the provider gave back both payments (balance and deposit): one credit note.
    expect((await invoicesOf(reservation.order_id)).some((doc) => doc.kind === 'credit_note')).toBe(false);
    expect(await refundsMade(reservation.order_id)).toHaveLength(2);
    invoices = await invoicesOf(reservation.order_id);
    const credit = invoices.find((candidate) => candidate.kind === 'credit_note');
    expect(credit).toMatchObject({ series: 'A', purpose: 'refund', amount_incl: 300 });
    expect(credit?.number).toMatch(/^A-\d{4}-\d{6}$/);
    expect(credit?.snapshot).toMatchObject({
      references: [{ number: deposit?.number }, { number: rest?.number }],
    });
  });

  it('a refund of the sale gets a credit note referencing the invoice, never more than was invoiced', async () => {
    const product = await fixtureProduct({ price: 120, price_euros: 110 });
    const order = await paidGuestOrder({ locale: 'fr', items: [{ product_id: product, quantity: 1 }] });
    const [invoice] = await invoicesOf(order.order_id);
    expect(invoice).toMatchObject({ amount_incl: 110, currency: 'eur' });

    const admin = await adminClient();
    const first = await admin.rpc('admin_record_refund', {
      p_order_id: order.order_id,
      p_amount: 30,
      p_reason: 'A damaged jar',
    });
    expect(first.error).toBeNull();
    await refundsMade(order.order_id);
    let credits = (await invoicesOf(order.order_id)).filter((row) => row.kind === 'credit_note');
    expect(credits.map((row) => row.amount_incl)).toEqual([30]);
    expect(credits[0]?.snapshot).toMatchObject({ references: [{ number: invoice?.number }] });

    const rest = await admin.rpc('admin_record_refund', {
      p_order_id: order.order_id,
      p_amount: 80,
      p_reason: 'Returned within 14 days',
      p_mark_refunded: true,
    });
    expect(rest.error).toBeNull();
    await refundsMade(order.order_id);
    credits = (await invoicesOf(order.order_id)).filter((row) => row.kind === 'credit_note');
    expect(credits.map((row) => row.amount_incl)).toEqual([30, 80]);
    expect(credits[1]?.sequence_number).toBe((credits[0]?.sequence_number ?? 0) + 1);

    // The credit note as a PDF, in French: its number, the invoice it credits, the amounts.
    const { bytes } = await downloaded({
      order_id: order.order_id,
      token: order.token,
      invoice: credits[1]?.number,
    });
    const text = await pdfText(bytes);
    expect(text).toContain('Avoir');
    expect(text).toContain(`Numéro : ${credits[1]?.number}`);
    expect(text).toContain(`Avoir sur la facture ${invoice?.number}`);
    expect(text).toMatch(/Total HT\n66,67 €/);
    expect(text).toMatch(/TVA 20 %\n13,33 €/);
    expect(text).toMatch(/Total TTC de l’avoir\n80,00 €/);
  });
});

describe('orders paid before invoices were issued', () => {
  /** An order as the shop kept it before 20261123100400: paid, with a line, and no document. */
  async function oldOrder(status: string, paid: number, refunded = 0): Promise<string> {
    const product = await fixtureProduct({ price: 60, price_euros: 55 });
    const reservation = status === 'deposit_paid';
    const { rows } = await db.query<{ id: string }>(
      `insert into public.orders (email, name, currency, kind, status, subtotal, amount_due_now, amount_paid,
         balance_due, refunded_amount, paid_at, locale)
       values ($1, 'Ancienne Cliente', 'eur', $2, $3, 110, $4, $4, $5, $6, now() - interval '40 days', 'fr')
       returning id`,
      [
        uniqueEmail('old-order'),
        reservation ? 'reservation' : 'purchase',
        status,
        paid,
        110 - paid,
        refunded,
      ],
    );
    const id = rows[0]?.id ?? '';
    await db.query(
      `insert into public.order_items (order_id, product_id, product_slug, product_name, unit_price, quantity)
       select $1, id, product_id, title, 55, 2 from public.products where product_id = $2`,
      [id, product],
    );
    return id;
  }

  it('get their invoice, deposit invoice or invoice and credit note, once', async () => {
    const paid = await oldOrder('delivered', 110);
    const deposit = await oldOrder('deposit_paid', 55);
    const refunded = await oldOrder('refunded', 110, 110);
    expect(await invoicesOf(paid)).toEqual([]);

    await db.query('select public.issue_missing_invoices()');
    expect((await invoicesOf(paid)).map((row) => [row.kind, row.purpose, row.amount_incl])).toEqual([
      ['invoice', 'full', 110],
    ]);
    expect((await invoicesOf(deposit)).map((row) => [row.kind, row.purpose, row.amount_incl])).toEqual([
      ['invoice', 'deposit', 55],
    ]);
    const [invoice, credit] = await invoicesOf(refunded);
    expect([invoice?.kind, credit?.kind, credit?.amount_incl]).toEqual(['invoice', 'credit_note', 110]);
    expect(credit?.snapshot).toMatchObject({ references: [{ number: invoice?.number }] });
    // The payment date printed is the order's, the numbers follow on from the series as any other.
    expect(new Date(String((invoice?.snapshot.payment as { date: string }).date)).getTime()).toBeLessThan(
      Date.now() - 39 * 24 * 3600 * 1000,
    );

    const again = await db.query<{ issued: number }>('select public.issue_missing_invoices() as issued');
    expect(again.rows[0]?.issued).toBe(0);
    expect(await invoicesOf(paid)).toHaveLength(1);
  });
});

describe('numbering', () => {
  it('gives 30 orders paid at once 30 consecutive numbers, without gap or duplicate, in date order', async () => {
    const product = await fixtureProduct({ price: 50, price_euros: 45 });
    const orders: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      const start = await started(shopper(), orderBody({ items: [{ product_id: product, quantity: 1 }] }));
      orders.push(start.order_id);
    }
    const outcomes = await Promise.all(orders.map((id) => deliver(paidEvent(id, 5000, 'usd'))));
    expect(outcomes.map((outcome) => outcome.body.outcome)).toEqual(orders.map(() => 'processed'));

    const { rows } = await db.query<{
      order_id: string;
      number: string;
      sequence_number: number;
      issued_at: Date;
    }>(
      `select order_id, number, sequence_number, issued_at from public.invoices
       where order_id = any($1::uuid[]) order by sequence_number`,
      [orders],
    );
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.order_id)).size).toBe(30);
    const first = rows[0]?.sequence_number ?? 0;
    expect(rows.map((row) => row.sequence_number)).toEqual(Array.from({ length: 30 }, (_, i) => first + i));
    for (let index = 1; index < rows.length; index += 1) {
      expect(rows[index]?.issued_at.getTime()).toBeGreaterThanOrEqual(
        rows[index - 1]?.issued_at.getTime() ?? 0,
      );
    }

    // And the whole series of the year, everything the suite issued so far: 1..n.
    const { rows: series } = await db.query<{ series: string; numbers: number[] }>(
      `select series, array_agg(sequence_number order by sequence_number) as numbers
       from public.invoices where year = (select year from public.invoice_series where series = 'F')
       group by series`,
    );
    for (const { numbers } of series) {
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    }
  });

  it('a payment rolled back gives its number back: the next invoice takes it', async () => {
    const product = await fixtureProduct({ price: 60, price_euros: 55 });
    const start = await started(shopper(), orderBody({ items: [{ product_id: product, quantity: 1 }] }));
    await db.query('begin');
    let taken: string | undefined;
    try {
      await db.query(`update public.orders set status = 'paid' where id = $1`, [start.order_id]);
      const { rows } = await db.query<{ number: string }>(
        'select number from public.invoices where order_id = $1',
        [start.order_id],
      );
      taken = rows[0]?.number;
    } finally {
      await db.query('rollback');
    }
    expect(taken).toMatch(/^F-/);
    expect(await invoicesOf(start.order_id)).toEqual([]);
    expect((await deliver(paidEvent(start.order_id, 6000, 'usd'))).body.outcome).toBe('processed');
    expect((await invoicesOf(start.order_id))[0]?.number).toBe(taken);
  });

  it('keeps invoices as issued: no update beyond the finalisation, no delete, and their order stays', async () => {
    const order = await paidGuestOrder({});
    const [invoice] = await invoicesOf(order.order_id);
    await listed({ order_id: order.order_id, token: order.token });
    const service = serviceClient();
    const update = await service
      .from('invoices')
      .update({ amount_incl: 1 })
      .eq('id', invoice?.id ?? '');
    expect(update.error).toMatchObject({ code: '42501', message: 'invoices_immutable' });
    expect(update.error?.hint).toContain('cannot be changed: an invoice, once issued, stays as issued');
    const snapshot = await service
      .from('invoices')
      .update({ snapshot: { number: 'F-0000-000000' } })
      .eq('id', invoice?.id ?? '');
    expect(snapshot.error).toMatchObject({ code: '42501', message: 'invoices_immutable' });
    // Nor can a number be written outside the sequence, by the service role either.
    const { data: series } = await service
      .from('invoice_series')
      .select('year, last_number')
      .eq('series', 'F')
      .single();
    const next = (series?.last_number ?? 0) + 1;
    const forged = await service.from('invoices').insert({
      number: `F-${series?.year}-${String(next).padStart(6, '0')}`,
      series: 'F',
      year: series?.year ?? 0,
      sequence_number: next,
      kind: 'invoice',
      purpose: 'deposit',
      order_id: order.order_id,
      issued_at: new Date().toISOString(),
      currency: 'usd',
      amount_incl: 1,
      amount_excl: 1,
      vat_amount: 0,
      vat_regime: 'export',
      vat_country: 'US',
      snapshot: {},
    });
    expect(forged.error).toMatchObject({ code: '23514', message: 'invoices_numbered' });
    expect(forged.error?.hint).toContain('is not the number its series just issued');
    const removed = await service
      .from('invoices')
      .delete()
      .eq('id', invoice?.id ?? '');
    expect(removed.error).toMatchObject({ code: '42501', message: 'invoices_immutable' });
    expect(removed.error?.hint).toContain('invoices are never deleted');
    const orderGone = await service.from('orders').delete().eq('id', order.order_id);
    expect(orderGone.error).not.toBeNull();
    expect(await invoicesOf(order.order_id)).toHaveLength(1);
  });
});

describe('who may read invoices', () => {
  let memberOrder: { order_id: string; token: string };

  beforeAll(async () => {
    const product = await fixtureProduct({ price: 90, price_euros: 80 });
    const start = await started(
      member.client,
      orderBody({
        items: [{ product_id: product, quantity: 1 }],
        contact: { name: 'Invoice Member', email: member.email },
      }),
    );
    const paid = await payOnTestPage(start.url);
    memberOrder = {
      order_id: start.order_id,
      token: receiptParams(paid.headers.get('location') ?? '').token,
    };
  });

  it('the owner, through RLS and the function; nobody else', async () => {
    const own = await member.client.from('invoices').select('number').eq('order_id', memberOrder.order_id);
    expect(own.data).toHaveLength(1);
    const stranger = await newMember('Stranger');
    const theirs = await stranger.client
      .from('invoices')
      .select('number')
      .eq('order_id', memberOrder.order_id);
    expect(theirs.data).toEqual([]);
    const anon = await anonClient().from('invoices').select('number');
    expect(anon.error?.code).toBe('42501');

    const documents = await listed({ order_id: memberOrder.order_id }, await tokenOf(member.client));
    expect(documents).toHaveLength(1);
    const pdf = await downloaded(
      { order_id: memberOrder.order_id, invoice: documents[0]?.number },
      await tokenOf(member.client),
    );
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');

    const refused = await callInvoices({ order_id: memberOrder.order_id }, await tokenOf(stranger.client));
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const forged = await callInvoices({ order_id: memberOrder.order_id }, 'not.a.jwt');
    expect(forged.status).toBe(401);
  });

  it('a guest with the receipt token, or the number and email; not without them', async () => {
    expect(await listed({ order_id: memberOrder.order_id, token: memberOrder.token })).toHaveLength(1);
    const wrongToken = await callInvoices({ order_id: memberOrder.order_id, token: 'f'.repeat(64) });
    expect(wrongToken.status).toBe(404);
    const noToken = await callInvoices({ order_id: memberOrder.order_id });
    expect(noToken.status).toBe(404);

    // Number + email go through lookup_order's limits, counted against the caller's own address (the one the
    // function was called from, not the function's): 3 failures are free, then a wait; another address is not
    // held up.
    const order = await orderRow(memberOrder.order_id);
    const guest = fetchFrom(freshAddress());
    const lookup = (email: string) => callInvoices({ order_number: order.number, email }, undefined, guest);
    expect(
      await listed({ order_number: order.number, email: member.email.toUpperCase() }, undefined, guest),
    ).toHaveLength(1);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await lookup('someone@example.test');
      expect(wrong.status).toBe(404);
    }
    const limited = await lookup(member.email);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('too_many_attempts');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = fetchFrom(freshAddress());
    expect(
      await listed({ order_number: order.number, email: member.email }, undefined, elsewhere),
    ).toHaveLength(1);
  });

  it('an admin past the second factor; at aal1 the answer says so', async () => {
    const aal1 = await adminClientAal1();
    const early = await callInvoices({ order_id: memberOrder.order_id }, await tokenOf(aal1));
    expect(early.status).toBe(403);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('two_factor_required');
    const admin = await adminClient();
    const documents = await listed({ order_id: memberOrder.order_id }, await tokenOf(admin));
    expect(documents).toHaveLength(1);
    const { response } = await downloaded(
      { order_id: memberOrder.order_id, invoice: documents[0]?.number },
      await tokenOf(admin),
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${documents[0]?.number}.pdf"`,
    );
    const unknown = await callInvoices({ order_id: randomUUID() }, await tokenOf(admin));
    expect(unknown.status).toBe(404);
  });
});

describe('the PDF, read back', () => {
  it('in French: number, lines, VAT rate and amount, totals HT and TTC, the seller and the customer', async () => {
    const cream = await fixtureProduct({ price: 140, price_euros: 129.9, title_fr: 'Crème Renouvela' });
    const oil = await fixtureProduct({ price: 50, price_euros: 45, title_fr: 'Huile Immortelle' });
    const order = await paidGuestOrder({
      locale: 'fr',
      items: [
        { product_id: cream, quantity: 2 },
        { product_id: oil, quantity: 1 },
      ],
      contact: { name: 'Zoë Łukasiewicz', email: 'zoe@example.test' },
    });
    const documents = await listed({ order_id: order.order_id, token: order.token });
    expect(documents).toHaveLength(1);
    const number = documents[0]?.number ?? '';
    const { bytes, response } = await downloaded({
      order_id: order.order_id,
      token: order.token,
      invoice: number,
    });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const text = await pdfText(bytes);
    const orderNumber = (await orderRow(order.order_id)).number;
    expect(text).toContain('Facture');
    expect(text).toContain(`Numéro : ${number}`);
    expect(text).toContain(`Commande ${orderNumber}`);
    // 2 × 129,90 + 45,00 = 304,80 TTC = 254,00 HT + 50,80 TVA (20 %).
    expect(text).toMatch(/Crème Renouvela\n2\n108,25 €\n129,90 €\n20 %\n216,50 €\n259,80 €/);
    expect(text).toMatch(/Huile Immortelle\n1\n37,50 €\n45,00 €\n20 %\n37,50 €\n45,00 €/);
    expect(text).toMatch(/Total HT\n254,00 €/);
    expect(text).toMatch(/TVA 20 %\n50,80 €/);
    expect(text).toMatch(/Total TTC\n304,80 €/);
    expect(text).toContain(DEMO_FACTS.companyName);
    expect(text).toContain(`SIRET ${DEMO_FACTS.siret}`);
    expect(text).toContain(`N° de TVA intracommunautaire ${DEMO_FACTS.vatNumber}`);
    expect(text).toContain(DEMO_FACTS.rcs);
    expect(text).toContain(`au capital de ${DEMO_FACTS.shareCapital}`);
    expect(text).toContain('Zoë Lukasiewicz');
    expect(text).toContain('zoe@example.test');
    expect(text).toContain('12 rue des Oliviers');
    expect(text).toMatch(/Facture acquittée le \d{1,2} \S+ \d{4}/);
    expect(text).not.toMatch(/pénalités|indemnité forfaitaire/i);
  });

  it('in English, in dollars', async () => {
    const product = await fixtureProduct({ price: 140, price_euros: 130 });
    const order = await paidGuestOrder({ items: [{ product_id: product, quantity: 1 }] });
    const [document] = await listed({ order_id: order.order_id, token: order.token });
    const text = await pdfText(
      (await downloaded({ order_id: order.order_id, token: order.token, invoice: document?.number })).bytes,
    );
    expect(text).toContain('Invoice');
    expect(text).toContain(`Number: ${document?.number}`);
    expect(text).toMatch(/Total excl\. VAT\n\$116\.67/);
    expect(text).toMatch(/VAT 20%\n\$23\.33/);
    expect(text).toMatch(/Total incl\. VAT\n\$140\.00/);
    expect(text).toContain(DEMO_FACTS.companyName);
    expect(text).toContain(`SIRET ${DEMO_FACTS.siret}`);
    expect(text).toContain(`VAT number ${DEMO_FACTS.vatNumber}`);
    expect(text).toContain('Amounts in US dollars.');
    expect(text).toMatch(/Paid in full on [A-Z][a-z]+ \d{1,2}, \d{4}/);

    // Its VAT in euros too, at the ECB rate published before the payment (art. 91 and 230 of the VAT
    // directive), recorded once: the day's rate once published (16:00 Paris), else the last day's.
    const [exchange] = await sql<{ units_per_euro: string; rate_date: string; vat_eur: string }>(
      `select units_per_euro, to_char(rate_date, 'YYYY-MM-DD') as rate_date, vat_eur
       from public.invoice_exchange_rates x join public.invoices i on i.id = x.invoice_id where i.number = $1`,
      [document?.number],
    );
    const paris = parisTime(document?.issued_at ?? '');
    const expectedDay = fakeEcbDays().find(
      (day) => day < paris.date || (day === paris.date && paris.hour >= 16),
    );
    const rate = fakeUsdRate(expectedDay ?? '');
    expect(exchange).toMatchObject({ rate_date: expectedDay, units_per_euro: rate.toFixed(6) });
    expect(Number(exchange?.vat_eur)).toBe(Math.round((23.33 / rate) * 100) / 100);
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
      Number(exchange?.vat_eur),
    );
    expect(text).toContain(`VAT in euros\n${euros}`);
    expect(text).toContain(
      `1 EUR = ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }).format(rate)} USD`,
    );
    expect(text).toContain("European Central Bank's reference rate of");

    // Recorded once, never changed; a euro invoice gets none.
    const update = await db
      .query('update public.invoice_exchange_rates set vat_eur = 0')
      .catch((e: Error) => e);
    expect(update).toMatchObject({ code: '42501', message: 'invoice_exchange_rates_immutable' });
    await listed({ order_id: order.order_id, token: order.token });
    const rows = await sql(
      'select 1 from public.invoice_exchange_rates x join public.invoices i on i.id = x.invoice_id where i.order_id = $1',
      [order.order_id],
    );
    expect(rows).toHaveLength(1);
  });

  it('draws what the standard font cannot through its WinAnsi neighbours', () => {
    expect(toWinAnsi('1\u202f290,00\u00a0€')).toBe('1\u00a0290,00\u00a0€');
    expect(toWinAnsi('Łukasz Ćwik — “ok” ‑ x\u200b')).toBe('Lukasz Cwik — “ok” - x');
    expect(toWinAnsi('王 Ω')).toBe('? ?');
  });
});
