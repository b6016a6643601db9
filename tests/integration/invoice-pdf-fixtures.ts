// Frozen invoice snapshots covering every branch of the PDF drawing (supabase/functions/invoice-pdf/document.ts):
// both languages; full, deposit, balance and credit note; an order long enough for several pages; dollars with and
// without the euro rate; text outside WinAnsi. Every value is fixed (dates included), so each PDF is the same bytes.
// The first sixteen are version 1 snapshots (one rate, issued before VAT by delivery country): their PDFs must
// stay as they were. The "v2" ones have their VAT decided at issue (20261128000030_issue_invoices_vat.sql), their
// amounts derived here as its SQL derives them: France, Germany under the one-stop shop, an export to the
// United States in dollars, and a German reservation whose deposit and balance were paid either side of a rate
// change (its balance invoice and its credit note carry two rates).
import type { DocumentExchange } from '../../supabase/functions/invoice-pdf/exchange.ts';
import type {
  Allocation,
  InvoiceSnapshot,
  VatLine,
  VatTerms,
} from '../../supabase/functions/invoice-pdf/snapshot.ts';

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
    version: 1,
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

/** Rounded to the cent, as numeric(12, 2) rounds. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** An amount incl. VAT split at a rate, as public.invoice_vat_figures splits it. */
const at = (incl: number, rate: number): VatLine => {
  const excl = cents(incl / (1 + rate / 100));
  return { rate, excl, vat: cents(incl - excl), incl };
};

/**
 * `snapshot` as issue_invoice issues it since VAT by delivery country (version 2), taxed under `terms`: every line,
 * the delivery and the discount at its rate, the order's totals from them, the document's own totals for its
 * amount_incl (the whole order's when it is the full amount) and its one line per rate.
 */
function issued(snapshot: InvoiceSnapshot, terms: Omit<VatTerms, 'exemption'>): InvoiceSnapshot {
  const rate = terms.rate ?? 0;
  const lines = snapshot.lines.map((each) => ({
    ...each,
    unit_price_excl: at(each.unit_price_incl, rate).excl,
    total_excl: at(each.total_incl, rate).excl,
    vat_rate: rate,
  }));
  const shipping = at(snapshot.shipping_incl, rate).excl;
  const discount = at(snapshot.discount_incl ?? 0, rate).excl;
  const orderExcl = cents(lines.reduce((sum, each) => sum + each.total_excl, 0) + shipping - discount);
  const orderTotals = {
    excl: orderExcl,
    vat: cents(snapshot.order_total_incl - orderExcl),
    incl: snapshot.order_total_incl,
  };
  const own =
    snapshot.amount_incl === snapshot.order_total_incl ? orderTotals : at(snapshot.amount_incl, rate);
  const totals = { excl: own.excl, vat: own.vat, incl: own.incl };
  return {
    ...snapshot,
    version: 2,
    lines,
    shipping_excl: shipping,
    discount_excl: discount,
    order_totals: orderTotals,
    totals,
    vat_rate: rate,
    vat: { ...terms, exemption: terms.regime === 'export' ? 'export_cgi_262_i' : null },
    vat_breakdown: [{ rate, ...totals }],
    operation: 'delivery_of_goods',
  };
}

const FRANCE: Omit<VatTerms, 'exemption'> = { regime: 'domestic', country: 'FR', rate: 20 };
const GERMANY_OSS: Omit<VatTerms, 'exemption'> = { regime: 'eu_oss', country: 'DE', rate: 19 };
/** Germany after a (hypothetical) cut to 16% between a reservation's deposit and its balance. */
const GERMANY_OSS_CUT: Omit<VatTerms, 'exemption'> = { regime: 'eu_oss', country: 'DE', rate: 16 };
const EXPORT_US: Omit<VatTerms, 'exemption'> = { regime: 'export', country: 'US', rate: 0 };

const BERLIN: InvoiceSnapshot['customer'] = {
  name: 'Clara Schumann',
  email: 'clara@example.com',
  address: {
    line1: 'Friedrichstraße 12',
    line2: null,
    postal_code: '10117',
    city: 'Berlin',
    region: null,
    country: 'DE',
  },
};

const BOSTON: InvoiceSnapshot['customer'] = {
  name: 'Emily Dickinson',
  email: 'emily@example.com',
  address: {
    line1: '1 Beacon Street',
    line2: null,
    postal_code: '02108',
    city: 'Boston',
    region: 'MA',
    country: 'US',
  },
};

const domesticV2 = (): InvoiceSnapshot => issued({ ...base(), number: 'F-2026-000501' }, FRANCE);

const ossV2 = (): InvoiceSnapshot =>
  issued({ ...base(), number: 'F-2026-000502', customer: BERLIN }, GERMANY_OSS);

const exportV2 = (): InvoiceSnapshot =>
  issued({ ...base(), number: 'F-2026-000503', currency: 'usd', customer: BOSTON }, EXPORT_US);

/** A German reservation of 300 EUR: its deposit of 150 paid at 19%, its balance after the cut, at 16%. */
const reservation = (): InvoiceSnapshot => ({
  ...base(),
  customer: BERLIN,
  order: { ...base().order, number: 'MI-2600', kind: 'reservation', reservation_option: 'deposit' },
  lines: [line('Coffret Immortela', 1, 300)],
  shipping_incl: 0,
  shipping_excl: 0,
  discount_incl: 0,
  discount_excl: 0,
  promo_code: null,
  order_total_incl: 300,
  amount_incl: 150,
});

/** The deposit invoice as a balance invoice deducts it, at its own rate. */
const DEPOSIT_DE: InvoiceSnapshot['deductions'][number] = {
  number: 'F-2026-000510',
  issued_at: '2026-06-20T10:00:00Z',
  amount_incl: 150,
  amount_excl: at(150, 19).excl,
  vat_amount: at(150, 19).vat,
  vat_rate: 19,
};

const balanceTwoRates = (): InvoiceSnapshot =>
  issued(
    {
      ...reservation(),
      number: 'F-2026-000520',
      purpose: 'balance',
      issued_at: '2026-07-02T08:30:00Z',
      payment: { date: '2026-07-02T08:29:00Z', provider: 'stripe' },
      deductions: [DEPOSIT_DE],
    },
    GERMANY_OSS_CUT,
  );

/** Both payments refunded: the balance first (the latest payment) at 16%, then the deposit at 19%. */
const creditNoteTwoRates = (): InvoiceSnapshot => {
  const balance = at(150, 16);
  const deposit = at(150, 19);
  const allocations: Allocation[] = [
    { invoice_id: '00000000-0000-4000-8000-000000000520', number: 'F-2026-000520', ...balance },
    { invoice_id: '00000000-0000-4000-8000-000000000510', number: 'F-2026-000510', ...deposit },
  ];
  const excl = cents(balance.excl + deposit.excl);
  return {
    ...issued(
      {
        ...reservation(),
        number: 'A-2026-000031',
        kind: 'credit_note',
        purpose: 'refund',
        issued_at: '2026-07-10T14:00:00Z',
        payment: { date: '2026-07-10T14:00:00Z', provider: 'stripe' },
        amount_incl: 300,
        references: [
          { number: 'F-2026-000510', issued_at: '2026-06-20T10:00:00Z', amount_incl: 150 },
          { number: 'F-2026-000520', issued_at: '2026-07-02T08:30:00Z', amount_incl: 150 },
        ],
      },
      GERMANY_OSS_CUT,
    ),
    vat: { ...GERMANY_OSS, rate: null, exemption: null },
    vat_rate: null,
    vat_breakdown: [deposit, balance],
    allocations,
    totals: { excl, vat: cents(300 - excl), incl: 300 },
  };
};

/** The deposit of an export in dollars: no VAT on the order, nor on the deposit. */
const exportDepositV2 = (): InvoiceSnapshot =>
  issued(
    {
      ...reservation(),
      number: 'F-2026-000530',
      purpose: 'deposit',
      currency: 'usd',
      customer: BOSTON,
    },
    EXPORT_US,
  );

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
  'en-v2-domestic': { snapshot: domesticV2() },
  'fr-v2-domestic': { snapshot: fr(domesticV2()) },
  'en-v2-eu-oss': { snapshot: ossV2() },
  'fr-v2-eu-oss': { snapshot: fr(ossV2()) },
  'en-v2-export-usd': { snapshot: exportV2(), exchange: EXCHANGE },
  'fr-v2-export-usd': { snapshot: fr(exportV2()), exchange: EXCHANGE },
  'en-v2-balance-two-rates': { snapshot: balanceTwoRates() },
  'en-v2-credit-note-two-rates': { snapshot: creditNoteTwoRates() },
  'fr-v2-credit-note-two-rates': { snapshot: fr(creditNoteTwoRates()) },
  'fr-v2-export-deposit': { snapshot: fr(exportDepositV2()) },
};
