// An invoice or credit note as a PDF, drawn with pdf-lib from its frozen snapshot (public.invoices.snapshot,
// finalised by public.invoice_documents) and nothing else, in the order's language. A4, Helvetica (WinAnsi:
// every string goes through toWinAnsi), several pages when the lines need them, the seller's legal facts at the
// top and at the foot of every page.
//
// What it prints (CGI annexe II art. 242 nonies A, Code de commerce R123-237): the seller (name, legal form,
// share capital, RCS, SIRET, VAT number, address), the customer (name, address, email), the number, the date of
// issue, the order and its date, each line (description, quantity, unit price excl. and incl. VAT, VAT rate,
// totals excl. and incl. VAT), the totals excl. VAT, VAT and incl. VAT, the date of payment, for a deposit
// invoice the order it is a deposit on and what remains due, for a balance invoice the deposit invoices
// deducted, for a credit note the invoices it credits. The sale is to a consumer and paid at the order: the
// business-to-business mentions (late-payment penalties, the 40 EUR recovery fee, early-payment discount) do
// not apply and are not printed.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentExchange } from './exchange.ts';
import { toWinAnsi } from './winansi.ts';

export interface SellerSnapshot {
  companyName: string;
  legalForm: string;
  shareCapital: string;
  rcs: string;
  siret: string;
  vatNumber: string;
  address: { street: string; postalCode: string; city: string; country: string };
  email: string;
  phone: string;
}

export interface Amounts {
  excl: number;
  vat: number;
  incl: number;
}

export interface InvoiceSnapshot {
  version: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  purpose: 'full' | 'deposit' | 'balance' | 'refund';
  issued_at: string;
  locale: 'en' | 'fr';
  currency: 'usd' | 'eur';
  order: {
    id: string;
    number: string;
    kind: string;
    created_at: string;
    reservation_option: 'deposit' | 'full' | null;
  };
  customer: {
    name: string;
    email: string;
    phone: string | null;
    address: {
      line1: string | null;
      line2: string | null;
      postal_code: string | null;
      city: string | null;
      region: string | null;
      country: string | null;
    };
  };
  lines: {
    name: string;
    slug: string;
    quantity: number;
    unit_price_incl: number;
    unit_price_excl: number;
    total_incl: number;
    total_excl: number;
    vat_rate: number;
  }[];
  shipping_incl: number;
  shipping_excl: number;
  /** The promotion code's reduction (absent in snapshots frozen before codes existed). */
  discount_incl?: number;
  discount_excl?: number;
  promo_code?: string | null;
  order_total_incl: number;
  amount_incl: number;
  payment: { date: string | null; provider: string | null };
  deductions: {
    number: string;
    issued_at: string;
    amount_incl: number;
    amount_excl: number;
    vat_amount: number;
  }[];
  references: { number: string; issued_at: string; amount_incl: number }[];
  seller: SellerSnapshot;
  vat_rate: number;
  order_totals: Amounts;
  totals: Amounts;
}

const LABELS = {
  en: {
    title: {
      full: 'Invoice',
      deposit: 'Deposit invoice',
      balance: 'Balance invoice',
      refund: 'Credit note',
    },
    number: 'Number',
    issued: 'Date of issue',
    order: (number: string, date: string) => `Order ${number} of ${date}`,
    credits: 'Credit note for invoice',
    seller: 'Seller',
    customer: 'Customer (billing and delivery address)',
    capital: (form: string, capital: string) => `${form}, share capital ${capital}`,
    siret: 'SIRET',
    vatNumber: 'VAT number',
    columns: [
      'Description',
      'Qty',
      'Unit excl. VAT',
      'Unit incl. VAT',
      'VAT',
      'Total excl. VAT',
      'Total incl. VAT',
    ],
    delivery: 'Delivery',
    discount: 'Promotion code',
    refundLine: (order: string) => `Refund on order ${order}`,
    orderTotals: 'Order',
    orderExcl: 'Order total excl. VAT',
    orderVat: 'Order VAT',
    orderIncl: 'Order total incl. VAT',
    depositOf: (share: string) => `Deposit of ${share} on the order`,
    lessDeposit: (number: string) => `Less deposit invoice ${number}`,
    totalExcl: 'Total excl. VAT',
    vat: (rate: string) => `VAT ${rate}`,
    totalIncl: 'Total incl. VAT',
    credited: 'Total credited incl. VAT',
    paidOn: (date: string) => `Paid in full on ${date}: nothing remains due.`,
    depositPaidOn: (date: string, balance: string) =>
      `Deposit paid on ${date}. Balance of ${balance} due, invoiced when it is paid.`,
    refundedOn: (date: string) =>
      `Amount credited on ${date}, refunded to the payment method used for the order.`,
    provider: { stripe: 'Payment by card (Stripe).', test: 'Test payment: no money moved.' },
    operation: 'Operation: sale of goods to a consumer. Prices include VAT.',
    currency: { usd: 'Amounts in US dollars.', eur: 'Amounts in euros.' },
    vatEur: 'VAT in euros',
    exchange: (rate: string, currency: string, date: string) =>
      `VAT converted into euros at the European Central Bank's reference rate of ${date}: 1 EUR = ${rate} ${currency} (Directive 2006/112/EC, art. 91 and 230).`,
    noExchange:
      'VAT in euros: no exchange rate could be read by this test build. A production invoice always states it.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  fr: {
    title: {
      full: 'Facture',
      deposit: 'Facture d’acompte',
      balance: 'Facture de solde',
      refund: 'Avoir',
    },
    number: 'Numéro',
    issued: 'Date d’émission',
    order: (number: string, date: string) => `Commande ${number} du ${date}`,
    credits: 'Avoir sur la facture',
    seller: 'Vendeur',
    customer: 'Client (adresse de facturation et de livraison)',
    capital: (form: string, capital: string) => `${form} au capital de ${capital}`,
    siret: 'SIRET',
    vatNumber: 'N° de TVA intracommunautaire',
    columns: ['Désignation', 'Qté', 'PU HT', 'PU TTC', 'TVA', 'Total HT', 'Total TTC'],
    delivery: 'Livraison',
    discount: 'Code promotionnel',
    refundLine: (order: string) => `Remboursement sur la commande ${order}`,
    orderTotals: 'Commande',
    orderExcl: 'Total HT de la commande',
    orderVat: 'TVA de la commande',
    orderIncl: 'Total TTC de la commande',
    depositOf: (share: string) => `Acompte de ${share} sur la commande`,
    lessDeposit: (number: string) => `Déduction de la facture d’acompte ${number}`,
    totalExcl: 'Total HT',
    vat: (rate: string) => `TVA ${rate}`,
    totalIncl: 'Total TTC',
    credited: 'Total TTC de l’avoir',
    paidOn: (date: string) => `Facture acquittée le ${date} : aucun montant ne reste dû.`,
    depositPaidOn: (date: string, balance: string) =>
      `Acompte versé le ${date}. Solde de ${balance} restant dû, facturé à son paiement.`,
    refundedOn: (date: string) =>
      `Montant crédité le ${date}, remboursé sur le moyen de paiement utilisé pour la commande.`,
    provider: {
      stripe: 'Paiement par carte bancaire (Stripe).',
      test: 'Paiement de test : aucun argent n’a circulé.',
    },
    operation: 'Opération : livraison de biens à un consommateur. Prix toutes taxes comprises.',
    currency: { usd: 'Montants en dollars des États-Unis.', eur: 'Montants en euros.' },
    vatEur: 'TVA en euros',
    exchange: (rate: string, currency: string, date: string) =>
      `TVA convertie en euros au taux de référence de la Banque centrale européenne du ${date} : 1 EUR = ${rate} ${currency} (directive 2006/112/CE, art. 91 et 230).`,
    noExchange:
      'TVA en euros : aucun taux de change n’a pu être lu par cette version de test. Une facture de production l’indique toujours.',
    page: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  },
} as const;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const FOOTER_TOP = 70;
const INK = rgb(0.12, 0.12, 0.1);
const MUTED = rgb(0.38, 0.38, 0.34);
const RULE = rgb(0.75, 0.75, 0.7);

/** Column widths of the lines table (they add up to WIDTH) and which are right-aligned. */
const COLUMNS = [165, 28, 60, 60, 38, 72, 72];

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly onNewPage: (writer: Writer) => void,
  ) {
    this.addPage();
  }

  addPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  /** Room for `height` more points above the footer, or a new page (with its table header, if any). */
  ensure(height: number): void {
    if (this.y - height < FOOTER_TOP + 10) {
      this.addPage();
      this.onNewPage(this);
    }
  }

  text(
    value: string,
    x: number,
    options: {
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      align?: 'left' | 'right';
      width?: number;
    } = {},
  ): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const safe = toWinAnsi(value);
    const drawnX =
      options.align === 'right' && options.width !== undefined
        ? x + options.width - font.widthOfTextAtSize(safe, size)
        : x;
    this.page.drawText(safe, { x: drawnX, y: this.y, size, font, color: options.color ?? INK });
  }

  rule(y = this.y, thickness = 0.5): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + WIDTH, y },
      thickness,
      color: RULE,
    });
  }
}

/** `value` cut into lines no wider than `width` at `size` (words kept whole unless one alone is too wide). */
export function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const words = toWinAnsi(value).split(/ +/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const fits = (text: string) => font.widthOfTextAtSize(text, size) <= width;
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

export function formatters(locale: 'en' | 'fr', currency: 'usd' | 'eur') {
  const tag = locale === 'fr' ? 'fr-FR' : 'en-US';
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: currency.toUpperCase() });
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return {
    money: (amount: number) => money.format(Number(amount)),
    /** A rate as printed: "20%" / "20 %" (no-break space in French). */
    rate: (percent: number) =>
      locale === 'fr' ? `${number.format(Number(percent))}\u00a0%` : `${number.format(Number(percent))}%`,
    date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : ''),
  };
}

function countryName(code: string | null, locale: 'en' | 'fr'): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale === 'fr' ? 'fr-FR' : 'en-US'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The PDF file of one document. */
export async function renderDocument(
  snapshot: InvoiceSnapshot,
  exchange?: DocumentExchange,
): Promise<Uint8Array<ArrayBuffer>> {
  const locale = snapshot.locale === 'fr' ? 'fr' : 'en';
  const l = LABELS[locale];
  const f = formatters(locale, snapshot.currency);
  const seller = snapshot.seller;
  const title = l.title[snapshot.purpose];
  const rate = f.rate(snapshot.vat_rate);

  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(`${title} ${snapshot.number}`));
  doc.setAuthor(toWinAnsi(seller.companyName));
  doc.setSubject(toWinAnsi(l.order(snapshot.order.number, f.date(snapshot.order.created_at))));
  doc.setLanguage(locale === 'fr' ? 'fr-FR' : 'en-US');
  doc.setCreator(toWinAnsi(seller.companyName));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(snapshot.issued_at));
  doc.setModificationDate(new Date(snapshot.issued_at));
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  let tableStarted = false;
  const tableHeader = (w: Writer) => {
    const size = 7.5;
    let x = MARGIN;
    l.columns.forEach((label, index) => {
      const width = COLUMNS[index] ?? 0;
      w.text(label, x, {
        size,
        bold: true,
        align: index === 0 ? 'left' : 'right',
        width: width - (index === COLUMNS.length - 1 ? 0 : 4),
      });
      x += width;
    });
    w.y -= 5;
    w.rule();
    w.y -= 12;
  };
  const w = new Writer(doc, fonts, (writer) => {
    if (tableStarted) tableHeader(writer);
  });

  // Seller (left) and the document's title, number and dates (right).
  const sellerAddress = [
    seller.address.street,
    `${seller.address.postalCode} ${seller.address.city}`,
    countryName(seller.address.country, locale),
  ];
  const top = w.y;
  w.text(seller.companyName, MARGIN, { size: 13, bold: true });
  w.y -= 15;
  for (const line of [
    l.capital(seller.legalForm, seller.shareCapital),
    ...sellerAddress,
    seller.rcs,
    `${l.siret} ${seller.siret}`,
    `${l.vatNumber} ${seller.vatNumber}`,
    seller.email,
    seller.phone,
  ]) {
    for (const part of wrap(line, fonts.regular, 8.5, 250)) {
      w.text(part, MARGIN, { size: 8.5, color: MUTED });
      w.y -= 11;
    }
  }
  const leftBottom = w.y;

  w.y = top;
  const right = MARGIN + 270;
  const rightWidth = WIDTH - 270;
  w.text(title, right, { size: 20, bold: true, align: 'right', width: rightWidth });
  w.y -= 22;
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const facts = [
    `${l.number}${colon}${snapshot.number}`,
    `${l.issued}${colon}${f.date(snapshot.issued_at)}`,
    l.order(snapshot.order.number, f.date(snapshot.order.created_at)),
  ];
  if (snapshot.kind === 'credit_note') {
    for (const reference of snapshot.references) {
      facts.push(`${l.credits} ${reference.number} (${f.date(reference.issued_at)})`);
    }
  }
  for (const fact of facts) {
    for (const part of wrap(fact, fonts.regular, 9, rightWidth)) {
      w.text(part, right, { size: 9, align: 'right', width: rightWidth });
      w.y -= 12;
    }
  }
  w.y = Math.min(w.y, leftBottom) - 14;

  // Customer.
  const address = snapshot.customer.address;
  w.text(l.customer, MARGIN, { size: 8, bold: true, color: MUTED });
  w.y -= 13;
  w.text(snapshot.customer.name, MARGIN, { size: 10, bold: true });
  w.y -= 12;
  for (const line of [
    address.line1,
    address.line2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.region,
    countryName(address.country, locale),
    snapshot.customer.email,
  ]) {
    if (!line) continue;
    for (const part of wrap(line, fonts.regular, 9, 300)) {
      w.text(part, MARGIN, { size: 9 });
      w.y -= 11.5;
    }
  }
  w.y -= 16;

  // Lines.
  tableStarted = true;
  tableHeader(w);
  const row = (cells: string[], description: string[]) => {
    w.ensure(description.length * 10 + 6);
    let x = MARGIN;
    const firstY = w.y;
    cells.forEach((cell, index) => {
      const width = COLUMNS[index] ?? 0;
      if (index === 0) {
        description.forEach((part, line) => {
          w.y = firstY - line * 10;
          w.text(part, x, { size: 8.5 });
        });
        w.y = firstY;
      } else {
        w.text(cell, x, {
          size: 8.5,
          align: 'right',
          width: width - (index === COLUMNS.length - 1 ? 0 : 4),
        });
      }
      x += width;
    });
    w.y = firstY - description.length * 10 - 5;
  };
  const descriptionWidth = (COLUMNS[0] ?? 0) - 6;
  if (snapshot.kind === 'credit_note') {
    const totals = snapshot.totals;
    row(
      ['', '1', f.money(totals.excl), f.money(totals.incl), rate, f.money(totals.excl), f.money(totals.incl)],
      wrap(l.refundLine(snapshot.order.number), fonts.regular, 8.5, descriptionWidth),
    );
  } else {
    for (const line of snapshot.lines) {
      row(
        [
          '',
          String(line.quantity),
          f.money(line.unit_price_excl),
          f.money(line.unit_price_incl),
          f.rate(line.vat_rate ?? snapshot.vat_rate),
          f.money(line.total_excl),
          f.money(line.total_incl),
        ],
        wrap(line.name, fonts.regular, 8.5, descriptionWidth),
      );
    }
    if (Number(snapshot.shipping_incl) > 0) {
      row(
        [
          '',
          '1',
          f.money(snapshot.shipping_excl),
          f.money(snapshot.shipping_incl),
          rate,
          f.money(snapshot.shipping_excl),
          f.money(snapshot.shipping_incl),
        ],
        [l.delivery],
      );
    }
    if (Number(snapshot.discount_incl ?? 0) > 0) {
      const excl = -Number(snapshot.discount_excl ?? 0);
      const incl = -Number(snapshot.discount_incl ?? 0);
      row(
        ['', '1', f.money(excl), f.money(incl), rate, f.money(excl), f.money(incl)],
        [`${l.discount} ${snapshot.promo_code ?? ''}`.trim()],
      );
    }
  }
  tableStarted = false;
  w.rule(w.y + 3);
  w.y -= 14;

  // Totals: label on the left of the amounts column block, amount right-aligned.
  const labelX = MARGIN + WIDTH - 300;
  const total = (label: string, amount: string, options: { bold?: boolean; muted?: boolean } = {}) => {
    w.ensure(14);
    const size = options.muted ? 8.5 : 9.5;
    const color = options.muted ? MUTED : INK;
    const x = options.muted ? labelX + 10 : labelX;
    w.text(label, x, { size, bold: options.bold, color });
    w.text(amount, labelX, { size, bold: options.bold, color, align: 'right', width: 300 });
    w.y -= options.muted ? 12 : 14;
  };
  if (snapshot.purpose === 'deposit' || snapshot.purpose === 'balance') {
    w.ensure(16);
    w.text(l.orderTotals, labelX, { size: 8, bold: true, color: MUTED });
    w.y -= 13;
    total(l.orderExcl, f.money(snapshot.order_totals.excl));
    total(l.orderVat, f.money(snapshot.order_totals.vat));
    total(l.orderIncl, f.money(snapshot.order_totals.incl));
    if (snapshot.purpose === 'balance') {
      for (const deduction of snapshot.deductions) {
        w.ensure(52);
        w.y -= 2;
        for (const part of wrap(l.lessDeposit(deduction.number), fonts.regular, 9.5, 300)) {
          w.text(part, labelX, { size: 9.5 });
          w.y -= 13;
        }
        total(l.totalExcl, `-${f.money(deduction.amount_excl)}`, { muted: true });
        total(l.vat(rate), `-${f.money(deduction.vat_amount)}`, { muted: true });
        total(l.totalIncl, `-${f.money(deduction.amount_incl)}`, { muted: true });
      }
    } else {
      const share =
        snapshot.order_totals.incl > 0
          ? f.rate(Math.round((snapshot.totals.incl / snapshot.order_totals.incl) * 10000) / 100)
          : '';
      w.ensure(14);
      w.y -= 2;
      w.text(l.depositOf(share), labelX, { size: 9.5, bold: true });
      w.y -= 14;
    }
    w.ensure(50);
    w.y -= 4;
    w.rule(w.y + 8);
    w.y -= 8;
  }
  w.ensure(42);
  total(l.totalExcl, f.money(snapshot.totals.excl));
  total(l.vat(rate), f.money(snapshot.totals.vat));
  total(snapshot.kind === 'credit_note' ? l.credited : l.totalIncl, f.money(snapshot.totals.incl), {
    bold: true,
  });
  if (snapshot.currency !== 'eur' && exchange)
    total(l.vatEur, formatters(locale, 'eur').money(exchange.vatEur));
  w.y -= 12;

  // Payment and the mentions of a consumer sale.
  const paidDate = f.date(snapshot.payment.date ?? snapshot.issued_at);
  const notes: string[] = [];
  if (snapshot.kind === 'credit_note') notes.push(l.refundedOn(paidDate));
  else if (snapshot.purpose === 'deposit') {
    notes.push(
      l.depositPaidOn(paidDate, f.money(Number(snapshot.order_totals.incl) - Number(snapshot.totals.incl))),
    );
  } else notes.push(l.paidOn(paidDate));
  const provider = snapshot.payment.provider;
  if (snapshot.kind === 'invoice' && (provider === 'stripe' || provider === 'test')) {
    notes.push(l.provider[provider]);
  }
  notes.push(l.operation, l.currency[snapshot.currency]);
  if (snapshot.currency !== 'eur') {
    notes.push(
      exchange
        ? l.exchange(
            new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 6 }).format(
              exchange.unitsPerEuro,
            ),
            snapshot.currency.toUpperCase(),
            f.date(`${exchange.rateDate}T12:00:00Z`),
          )
        : l.noExchange,
    );
  }
  for (const note of notes) {
    for (const part of wrap(note, fonts.regular, 9, WIDTH)) {
      w.ensure(12);
      w.text(part, MARGIN, { size: 9 });
      w.y -= 12;
    }
  }

  // The seller's facts and the page number at the foot of every page.
  const footer = [
    `${seller.companyName} · ${l.capital(seller.legalForm, seller.shareCapital)}`,
    `${seller.address.street}, ${seller.address.postalCode} ${seller.address.city} · ${seller.rcs} · ${l.siret} ${seller.siret} · ${l.vatNumber} ${seller.vatNumber}`,
  ];
  w.pages.forEach((page, index) => {
    w.page = page;
    w.rule(FOOTER_TOP - 4);
    w.y = FOOTER_TOP - 16;
    for (const line of footer) {
      for (const part of wrap(line, fonts.regular, 7, WIDTH)) {
        w.text(part, MARGIN, { size: 7, color: MUTED });
        w.y -= 9;
      }
    }
    w.y = MARGIN - 24;
    w.text(`${snapshot.number} · ${l.page(index + 1, w.pages.length)}`, MARGIN, {
      size: 7,
      color: MUTED,
      align: 'right',
      width: WIDTH,
    });
  });

  // A copy on an ArrayBuffer of its own: what a Response body accepts.
  return new Uint8Array(await doc.save());
}
