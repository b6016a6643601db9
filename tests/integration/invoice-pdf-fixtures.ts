// Frozen invoice snapshots covering every branch of the PDF drawing (supabase/functions/invoice-pdf/document.ts):
// both languages; full, deposit, balance and credit note; an order long enough for several pages; dollars with and
// without the euro rate; text outside WinAnsi. Every value is fixed (dates included), so each PDF is the same bytes.
import type { DocumentExchange } from '../../supabase/functions/invoice-pdf/exchange.ts';
import type { InvoiceSnapshot } from '../../supabase/functions/invoice-pdf/snapshot.ts';

export interface PdfFixture {
  snapshot: InvoiceSnapshot;
  exchange?: DocumentExchange;
}

type Line = InvoiceSnapshot['lines'][number];

/** A line at 20% VAT, its amounts excl. VAT derived as the database derives them (rounded to the cent). */
function line(name: string, quantity: number, unitIncl: number): Line {
  const excl = (amount: number) => Math.round((amount / 1.2) * 100) / 100;
  return {
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    quantity,
    unit_price_incl: unitIncl,
    unit_price_excl: excl(unitIncl),
    total_incl: unitIncl * quantity,
    total_excl: excl(unitIncl * quantity),
    vat_rate: 20,
  };
}

const amounts = (incl: number) => {
  const excl = Math.round((incl / 1.2) * 100) / 100;
  return { excl, vat: Math.round((incl - excl) * 100) / 100, incl };
};

/** A paid order of two products, delivery and a promotion code, in euros and English. */
function base(): InvoiceSnapshot {
  return {
    version: 3,
    number: 'F-2026-000123',
    kind: 'invoice',
    purpose: 'full',
    issued_at: '2026-03-14T09:26:53Z',
    locale: 'en',
    currency: 'eur',
    order: {
      id: '00000000-0000-4000-8000-000000000001',
      number: 'MI-2001',
      kind: 'order',
      created_at: '2026-03-14T09:20:00Z',
      reservation_option: null,
    },
    customer: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+33 6 12 34 56 78',
      address: {
        line1: '12 rue des Immortelles',
        line2: 'Bâtiment B',
        postal_code: '20000',
        city: 'Ajaccio',
        region: 'Corse-du-Sud',
        country: 'FR',
      },
    },
    lines: [line('Immortela Elixir 30 ml', 2, 100), line('Helichrysum Balm', 1, 40)],
    shipping_incl: 6.9,
    shipping_excl: 5.75,
    discount_incl: 10,
    discount_excl: 8.33,
    promo_code: 'SPRING',
    order_total_incl: 236.9,
    amount_incl: 236.9,
    payment: { date: '2026-03-14T09:26:40Z', provider: 'stripe' },
    deductions: [],
    references: [],
    seller: {
      companyName: 'Maison Immortela SAS',
      legalForm: 'SAS',
      shareCapital: '10 000 €',
      rcs: 'RCS Ajaccio 123 456 789',
      siret: '123 456 789 00012',
      vatNumber: 'FR12123456789',
      address: { street: '1 cours Napoléon', postalCode: '20000', city: 'Ajaccio', country: 'FR' },
      email: 'contact@immortela.example',
      phone: '+33 4 95 00 00 00',
    },
    vat_rate: 20,
    order_totals: amounts(236.9),
    totals: amounts(236.9),
  };
}

const deposit = (): InvoiceSnapshot => ({
  ...base(),
  number: 'F-2026-000124',
  purpose: 'deposit',
  order: { ...base().order, kind: 'reservation', reservation_option: 'deposit' },
  amount_incl: 71.07,
  totals: amounts(71.07),
});

const balance = (): InvoiceSnapshot => ({
  ...deposit(),
  number: 'F-2026-000140',
  purpose: 'balance',
  issued_at: '2026-04-02T15:04:05Z',
  payment: { date: '2026-04-02T15:03:00Z', provider: 'test' },
  amount_incl: 165.83,
  deductions: [
    {
      number: 'F-2026-000124',
      issued_at: '2026-03-14T09:26:53Z',
      amount_incl: 71.07,
      amount_excl: 59.23,
      vat_amount: 11.84,
    },
  ],
  totals: amounts(165.83),
});

const creditNote = (): InvoiceSnapshot => ({
  ...base(),
  number: 'A-2026-000007',
  kind: 'credit_note',
  purpose: 'refund',
  issued_at: '2026-03-20T11:00:00Z',
  payment: { date: '2026-03-20T10:59:00Z', provider: 'stripe' },
  references: [{ number: 'F-2026-000123', issued_at: '2026-03-14T09:26:53Z', amount_incl: 236.9 }],
  amount_incl: 236.9,
});

/** Sixty lines, some with names long enough to wrap: three pages, the table header repeated on each. */
const longOrder = (): InvoiceSnapshot => {
  const lines = Array.from({ length: 60 }, (_, index) =>
    line(
      index % 7 === 0
        ? `Coffret découverte numéro ${index + 1} : élixir, baume, hydrolat d’immortelle et huile de massage`
        : `Immortela product ${index + 1}`,
      (index % 3) + 1,
      12.5 + index,
    ),
  );
  const total = lines.reduce((sum, each) => sum + each.total_incl, 0);
  return {
    ...base(),
    number: 'F-2026-000200',
    lines,
    discount_incl: 0,
    discount_excl: 0,
    promo_code: null,
    shipping_incl: 0,
    shipping_excl: 0,
    order_total_incl: total,
    amount_incl: total,
    order_totals: amounts(total),
    totals: amounts(total),
  };
};

const dollars = (): InvoiceSnapshot => ({ ...base(), number: 'F-2026-000300', currency: 'usd' });

const EXCHANGE: DocumentExchange = { unitsPerEuro: 1.0842, rateDate: '2026-03-13', vatEur: 36.42 };

/** Names outside WinAnsi (Polish, Chinese, an emoji, a minus sign): drawn as their nearest WinAnsi or "?". */
const unicode = (): InvoiceSnapshot => ({
  ...base(),
  number: 'F-2026-000400',
  customer: { ...base().customer, name: 'Łukasz Żółć 李雷 🌿' },
  lines: [line('Baume − édition “Ōshima” ✓', 1, 40)],
  discount_incl: undefined,
  discount_excl: undefined,
  promo_code: undefined,
});

const fr = (snapshot: InvoiceSnapshot): InvoiceSnapshot => ({ ...snapshot, locale: 'fr' });

export const PDF_FIXTURES: Record<string, PdfFixture> = {
  'en-full': { snapshot: base() },
  'fr-full': { snapshot: fr({ ...base(), payment: { date: '2026-03-14T09:26:40Z', provider: 'test' } }) },
  'en-deposit': { snapshot: deposit() },
  'fr-deposit': { snapshot: fr(deposit()) },
  'en-balance': { snapshot: balance() },
  'fr-balance': { snapshot: fr(balance()) },
  'en-credit-note': { snapshot: creditNote() },
  'fr-credit-note': { snapshot: fr(creditNote()) },
  'en-long-order': { snapshot: longOrder() },
  'fr-long-order': { snapshot: fr(longOrder()) },
  'en-usd-exchange': { snapshot: dollars(), exchange: EXCHANGE },
  'fr-usd-exchange': { snapshot: fr(dollars()), exchange: EXCHANGE },
  'en-usd-no-exchange': { snapshot: dollars() },
  'fr-usd-no-exchange': { snapshot: fr(dollars()) },
  'en-unicode': { snapshot: unicode() },
  'fr-unicode': { snapshot: fr(unicode()) },
};
