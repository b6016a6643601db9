// Invoices and credit notes with VAT by delivery country (issue 28 item 4), through checkout, payment and the
// invoice-pdf function, read back as a customer reads them: a German order under the one-stop shop says 19% and
// that it is Germany's VAT; an order to the United States says it is an exempt export and charges no VAT; a
// German reservation whose balance was paid after a rate change gets a credit note at both rates, naming the two
// invoices it refunds. The German orders are placed while the shop is registered for the one-stop shop, under
// the VAT standing's lock (vat-helpers.ts).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fixtureProduct,
  orderBody,
  orderRow,
  payOnTestPage,
  providerPayment,
  receiptParams,
  refundsMade,
  SHIPPING,
  shopper,
  started,
} from './checkout-helpers';
import { adminClient, newMember, ownerDb, publishableKey, secretKey, supabaseUrl } from './helpers';
import { pdfText } from './pdf-text';
import { holdVatStanding, type VatStanding } from './vat-helpers';

const BERLIN = {
  ...SHIPPING,
  line1: 'Friedrichstraße 12',
  city: 'Berlin',
  postal_code: '10117',
  country: 'DE',
};
const BOSTON = {
  ...SHIPPING,
  line1: '1 Beacon Street',
  city: 'Boston',
  postal_code: '02108',
  region: 'MA',
  country: 'US',
};

interface Issued {
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  purpose: string;
  amount_incl: number;
  amount_excl: number;
  vat_amount: number;
  vat_rate: number | null;
  vat_regime: string;
  vat_country: string;
  snapshot: Record<string, unknown>;
}

let db: pg.Client;
/** The German rate this file adds for its rate change, removed after. */
let addedRate: string | null = null;

async function documentsOf(orderId: string): Promise<Issued[]> {
  const { rows } = await db.query<Issued>(
    `select id, number, kind, purpose, amount_incl::float8 as amount_incl, amount_excl::float8 as amount_excl,
            vat_amount::float8 as vat_amount, vat_rate::float8 as vat_rate, vat_regime, vat_country, snapshot
     from public.invoices where order_id = $1 order by issued_at, sequence_number`,
    [orderId],
  );
  return rows;
}

/** A document of the order as a PDF, asked for as one of our servers asks (the secret key). */
async function documentText(orderId: string, number: string): Promise<string> {
  const response = await fetch(`${supabaseUrl()}/functions/v1/invoice-pdf`, {
    method: 'POST',
    headers: {
      apikey: publishableKey(),
      Authorization: `Bearer ${secretKey()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ order_id: orderId, invoice: number }),
  });
  expect(response.status, response.ok ? '' : await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

/** An amount as the PDF writes it (its no-break spaces as plain ones, as pdfText gives them). */
function money(amount: number, locale: 'en' | 'fr', currency: 'usd' | 'eur'): string {
  const tag = locale === 'fr' ? 'fr-FR' : 'en-US';
  return new Intl.NumberFormat(tag, { style: 'currency', currency: currency.toUpperCase() })
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** A guest's order of one product to `shipping`, paid on the test provider's page. */
async function paidOrder(shipping: Record<string, unknown>, price: number): Promise<string> {
  const product = await fixtureProduct({ price, price_euros: price });
  const start = await started(
    shopper(),
    orderBody({ items: [{ product_id: product, quantity: 1 }], shipping }),
  );
  const paid = await payOnTestPage(start.url);
  expect(paid.status).toBe(303);
  expect(receiptParams(paid.headers.get('location') ?? '').token).not.toBe('');
  return start.order_id;
}

/** Runs a test while the shop is registered for the one-stop shop since yesterday (then as it was). */
async function registeredForOss(run: () => Promise<void>): Promise<void> {
  await standing.register(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await run();
}

// Every test holds the VAT standing (vat-helpers.ts), so that a registration here and a threshold case of
// another file never meet; the row is put back after each.
let standing: VatStanding;

beforeEach(async () => {
  standing = await holdVatStanding();
});

afterEach(async () => {
  await standing.release();
});

beforeAll(async () => {
  db = await ownerDb();
});

afterAll(async () => {
  if (addedRate) {
    await db.query(`delete from public.vat_rates where country = 'DE' and effective_from = $1::date`, [
      addedRate,
    ]);
  }
  await db?.end();
});

describe('an invoice says the VAT of its delivery country', () => {
  it('a German order under the one-stop shop: 19% on each line and in the table, and that it is Germany’s VAT', () =>
    registeredForOss(async () => {
      const orderId = await paidOrder(BERLIN, 119);
      const [invoice] = await documentsOf(orderId);
      expect(invoice).toMatchObject({
        kind: 'invoice',
        vat_regime: 'eu_oss',
        vat_country: 'DE',
        vat_rate: 19,
      });
      expect(invoice?.snapshot.vat).toEqual({ regime: 'eu_oss', country: 'DE', rate: 19, exemption: null });

      const text = await documentText(orderId, invoice?.number ?? '');
      const $ = (amount: number) => money(amount, 'en', 'usd');
      // 119 incl. VAT = 100 excl. + 19 VAT.
      expect(text).toMatch(/Fixture fixture-[0-9a-f]+\n1\n\$100\.00\n\$119\.00\n19%\n\$100\.00\n\$119\.00/);
      const { amount_excl: excl, vat_amount: vat, amount_incl: incl } = invoice ?? ({} as Issued);
      expect(text).toContain(
        `VAT rate\nBase excl. VAT\nVAT\nTotal incl. VAT\n19%\n${$(excl)}\n${$(vat)}\n${$(incl)}`,
      );
      expect(text).toContain(`VAT 19%\n${$(vat)}`);
      expect(text).toContain(
        'VAT of the country of delivery (Germany, 19%), the member state of arrival of the goods',
      );
      expect(text).toContain('one-stop shop (OSS)');
      expect(text).toContain('Nature of the operation: supply of goods');
      expect(text).toContain('Delivery country: Germany.');
      expect(text).not.toContain('20%');
    }));

  it('an order to the United States: an exempt export, with its legal reference and no VAT charged', async () => {
    const orderId = await paidOrder(BOSTON, 140);
    const [invoice] = await documentsOf(orderId);
    expect(invoice).toMatchObject({ vat_regime: 'export', vat_country: 'US', vat_rate: 0, vat_amount: 0 });
    expect(invoice?.amount_excl).toBe(invoice?.amount_incl);
    expect(invoice?.snapshot.vat).toEqual({
      regime: 'export',
      country: 'US',
      rate: 0,
      exemption: 'export_cgi_262_i',
    });

    const text = await documentText(orderId, invoice?.number ?? '');
    const total = money(invoice?.amount_incl ?? 0, 'en', 'usd');
    expect(text).toContain(
      'VAT exemption: export of goods, article 262 I of the French General Tax Code (CGI); Directive 2006/112/EC art. 146',
    );
    expect(text).toContain(`Total excl. VAT\n${total}\nVAT exempt: export\nTotal\n${total}`);
    expect(text).toMatch(/\n1\n\$140\.00\n\$140\.00\nexempt\n\$140\.00\n\$140\.00/);
    expect(text).toContain('Delivery country: United States.');
    expect(text).not.toMatch(/VAT 0|\b0%|VAT in euros|Prices include VAT|Base excl\. VAT/);
  });
});

describe('a credit note mirrors the rates of the invoices it refunds', () => {
  it('a deposit at 19%, the balance at a new 16%: the credit note of both shows the two rates and both invoices', () =>
    registeredForOss(async () => {
      const member = await newMember('Vat Reservation Member');
      const product = await fixtureProduct({ price: 300, price_euros: 300, reserve_enabled: true });
      const reservation = await started(
        member.client,
        orderBody({
          kind: 'reservation',
          locale: 'fr',
          items: [{ product_id: product, quantity: 1 }],
          reservation_option: 'deposit',
          accept_cancellation_policy: true,
          contact: { name: 'Vat Reservation Member', email: member.email },
          shipping: BERLIN,
          idempotency_key: randomUUID(),
        }),
      );
      expect((await payOnTestPage(reservation.url)).status).toBe(303);
      const [deposit] = await documentsOf(reservation.order_id);
      expect(deposit).toMatchObject({ purpose: 'deposit', vat_regime: 'eu_oss', vat_rate: 19 });

      // Germany's rate falls to 16% two days from now (a rate may only take effect after the country's last
      // invoice), and the balance is paid then: recorded as the webhook records a payment, dated that day.
      const { rows } = await db.query<{ day: string }>(
        `insert into public.vat_rates (country, effective_from, rate, source)
       values ('DE', public.paris_day(now()) + 2, 16, 'invoice-vat-pdf.test.ts: a rate change')
       returning effective_from::text as day`,
      );
      addedRate = rows[0]?.day ?? null;
      const order = await orderRow(reservation.order_id);
      await providerPayment(order.id, Number(order.balance_due), 'eur');
      await db.query(
        `update public.orders set status = 'paid', amount_paid = total, balance_due = 0,
         paid_at = now() + interval '2 days'
       where id = $1`,
        [order.id],
      );
      await db.query(
        `update public.reservations set status = 'paid', amount_paid = price, balance_due = 0 where order_id = $1`,
        [order.id],
      );
      const [, balance] = await documentsOf(order.id);
      expect(balance).toMatchObject({ purpose: 'balance', vat_rate: 16 });
      expect(balance?.snapshot.deductions).toMatchObject([{ number: deposit?.number, vat_rate: 19 }]);

      const eur = (amount: number) => money(amount, 'fr', 'eur');
      const balanceText = await documentText(order.id, balance?.number ?? '');
      expect(balanceText).toContain(`Déduction de la facture d’acompte ${deposit?.number}`);
      expect(balanceText).toContain(`TVA 19 %\n-${eur(deposit?.vat_amount ?? 0)}`);
      expect(balanceText).toContain(`TVA 16 %\n${eur(balance?.vat_amount ?? 0)}`);

      // Everything refunded at once: one credit note, the balance's part at 16%, the deposit's at 19%.
      const admin = await adminClient();
      const refund = await admin.rpc('admin_record_refund', {
        p_order_id: order.id,
        p_amount: Number(order.total),
        p_reason: 'Cancelled before delivery',
        p_mark_refunded: true,
      });
      expect(refund.error).toBeNull();
      await refundsMade(order.id);
      const credit = (await documentsOf(order.id)).find((document) => document.kind === 'credit_note');
      expect(credit).toMatchObject({
        amount_incl: Number(order.total),
        vat_rate: null,
        vat_regime: 'eu_oss',
      });
      expect(credit?.snapshot.allocations).toMatchObject([
        { number: balance?.number, rate: 16, incl: balance?.amount_incl },
        { number: deposit?.number, rate: 19, incl: deposit?.amount_incl },
      ]);
      expect(credit?.snapshot.vat_breakdown).toEqual([
        { rate: 19, excl: deposit?.amount_excl, vat: deposit?.vat_amount, incl: deposit?.amount_incl },
        { rate: 16, excl: balance?.amount_excl, vat: balance?.vat_amount, incl: balance?.amount_incl },
      ]);

      const text = await documentText(order.id, credit?.number ?? '');
      expect(text).toContain(`Avoir sur la facture ${balance?.number}`);
      expect(text).toContain(`Avoir sur la facture ${deposit?.number}`);
      const row = (rate: string, document: Issued | undefined) =>
        `${rate}\n${eur(document?.amount_excl ?? 0)}\n${eur(document?.vat_amount ?? 0)}\n${eur(document?.amount_incl ?? 0)}`;
      expect(text).toContain(
        `Taux de TVA\nBase HT\nTVA\nTotal TTC\n${row('19 %', deposit)}\n${row('16 %', balance)}`,
      );
      expect(text).toContain(`Total TVA\n${eur(credit?.vat_amount ?? 0)}`);
      expect(text).toContain(`Total TTC de l’avoir\n${eur(Number(order.total))}`);
      expect(text).toContain('TVA du pays de livraison (Allemagne, 19 % et 16 %)');
      expect(text).toContain('Nature de l’opération : livraison de biens');
      expect(text).toContain('Pays de livraison : Allemagne.');
    }));
});
