// An invoice or credit note as a PDF, drawn with pdf-lib from its frozen snapshot (public.invoices.snapshot,
// finalised by public.invoice_documents) and nothing else, in the order's language (labels.ts). A4, Helvetica
// (pdf-writer.ts), several pages when the lines need them, the seller's legal facts at the top and at the foot of
// every page.
//
// What it prints (CGI annexe II art. 242 nonies A, Code de commerce R123-237): the seller (name, legal form,
// share capital, RCS, SIRET, VAT number, address), the customer (name, address, email), the number, the date of
// issue, the order and its date, each line (description, quantity, unit price excl. and incl. VAT, VAT rate,
// totals excl. and incl. VAT), the totals excl. VAT, VAT and incl. VAT, the date of payment, for a deposit
// invoice the order it is a deposit on and what remains due, for a balance invoice the deposit invoices
// deducted, for a credit note the invoices it credits. The sale is to a consumer and paid at the order: the
// business-to-business mentions (late-payment penalties, the 40 EUR recovery fee, early-payment discount) do
// not apply and are not printed. A document issued with VAT by delivery country (snapshot version 2) adds the
// mentions of the 2026-2027 invoicing reform and of its regime: its amounts per rate, the nature of the operation
// (delivery of goods), the delivery country, an export's exemption with its legal reference, or the member state
// of arrival's VAT under the one-stop shop; a credit note lists the invoices it refunds, each at its rate.
//
// Each section below draws one part, top to bottom, through the shared context (document-context.ts): header,
// customer, lines (document-table.ts), totals and notes (document-totals.ts), then the footer of every page.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DocumentContext } from './document-context.ts';
import { drawLines } from './document-table.ts';
import { drawNotes, drawTotals } from './document-totals.ts';
import type { DocumentExchange } from './exchange.ts';
import { countryName, formatters, LABELS, localeTag, type Locale } from './labels.ts';
import { FOOTER_TOP, MARGIN, MUTED, WIDTH, Writer } from '../_shared/pdf/pdf-writer.ts';
import { vatByCountry, type InvoiceSnapshot } from './snapshot.ts';
import { toWinAnsi } from '../_shared/pdf/winansi.ts';

/**
 * The invoices a credit note credits: those it refunds (its allocations, the latest payment first) when its VAT
 * was decided at issue, else every invoice of the order as it was then.
 */
function creditedInvoices({ snapshot, vat }: DocumentContext): { number: string; issued_at?: string }[] {
  const allocations = vat ? (snapshot.allocations ?? []) : [];
  if (allocations.length === 0) return snapshot.references;
  const issued = new Map(snapshot.references.map((reference) => [reference.number, reference.issued_at]));
  const numbers = [...new Set(allocations.map((allocation) => allocation.number))];
  return numbers.map((number) => ({ number, issued_at: issued.get(number) }));
}

/** The seller's facts (left) and the document's title, number and dates (right). */
function drawHeader(context: DocumentContext): void {
  const { snapshot, locale, l, f, title, w } = context;
  const seller = snapshot.seller;
  const top = w.y;
  w.text(seller.companyName, MARGIN, { size: 13, bold: true });
  w.y -= 15;
  for (const line of [
    l.capital(seller.legalForm, seller.shareCapital),
    seller.address.street,
    `${seller.address.postalCode} ${seller.address.city}`,
    countryName(seller.address.country, locale),
    seller.rcs,
    `${l.siret} ${seller.siret}`,
    `${l.vatNumber} ${seller.vatNumber}`,
    seller.email,
    seller.phone,
  ]) {
    w.paragraph(line, MARGIN, 250, 11, { size: 8.5, color: MUTED });
  }
  const leftBottom = w.y;

  w.y = top;
  const right = MARGIN + 270;
  const rightWidth = WIDTH - 270;
  w.text(title, right, { size: 20, bold: true, align: 'right', width: rightWidth });
  w.y -= 22;
  const facts = [
    `${l.number}${l.colon}${snapshot.number}`,
    `${l.issued}${l.colon}${f.date(snapshot.issued_at)}`,
    l.order(snapshot.order.number, f.date(snapshot.order.created_at)),
  ];
  if (snapshot.kind === 'credit_note') {
    for (const reference of creditedInvoices(context)) {
      const date = reference.issued_at ? ` (${f.date(reference.issued_at)})` : '';
      facts.push(`${l.credits} ${reference.number}${date}`);
    }
  }
  for (const fact of facts) w.paragraph(fact, right, rightWidth, 12, { size: 9, align: 'right' });
  w.y = Math.min(w.y, leftBottom) - 14;
}

/**
 * Who the document is for: name, address, email. An order has one address, used for delivery and billing alike
 * (the label says so); a separate delivery address is printed once orders can have a billing address of their own.
 */
function drawCustomer({ snapshot, locale, l, w }: DocumentContext): void {
  const { name, email, address } = snapshot.customer;
  w.text(l.customer, MARGIN, { size: 8, bold: true, color: MUTED });
  w.y -= 13;
  w.text(name, MARGIN, { size: 10, bold: true });
  w.y -= 12;
  for (const line of [
    address.line1,
    address.line2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.region,
    countryName(address.country, locale),
    email,
  ]) {
    if (line) w.paragraph(line, MARGIN, 300, 11.5, { size: 9 });
  }
  w.y -= 16;
}

/** The seller's facts and the page number at the foot of every page, once all pages exist. */
function drawFooters({ snapshot, l, w }: DocumentContext): void {
  const seller = snapshot.seller;
  const footer = [
    `${seller.companyName} · ${l.capital(seller.legalForm, seller.shareCapital)}`,
    `${seller.address.street}, ${seller.address.postalCode} ${seller.address.city} · ${seller.rcs} · ${l.siret} ${seller.siret} · ${l.vatNumber} ${seller.vatNumber}`,
  ];
  w.pages.forEach((page, index) => {
    w.page = page;
    w.rule(FOOTER_TOP - 4);
    w.y = FOOTER_TOP - 16;
    for (const line of footer) w.paragraph(line, MARGIN, WIDTH, 9, { size: 7, color: MUTED });
    w.y = MARGIN - 24;
    w.text(`${snapshot.number} · ${l.page(index + 1, w.pages.length)}`, MARGIN, {
      size: 7,
      color: MUTED,
      align: 'right',
      width: WIDTH,
    });
  });
}

/** The PDF file of one document. */
export async function renderDocument(
  snapshot: InvoiceSnapshot,
  exchange?: DocumentExchange,
): Promise<Uint8Array<ArrayBuffer>> {
  const locale: Locale = snapshot.locale === 'fr' ? 'fr' : 'en';
  const l = LABELS[locale];
  const f = formatters(locale, snapshot.currency);
  const title = l.title[snapshot.purpose];
  const seller = snapshot.seller;

  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(`${title} ${snapshot.number}`));
  doc.setAuthor(toWinAnsi(seller.companyName));
  doc.setSubject(toWinAnsi(l.order(snapshot.order.number, f.date(snapshot.order.created_at))));
  doc.setLanguage(localeTag(locale));
  doc.setCreator(toWinAnsi(seller.companyName));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(snapshot.issued_at));
  doc.setModificationDate(new Date(snapshot.issued_at));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  const vat = vatByCountry(snapshot);
  const rateCell = (rate: number | null | undefined): string => {
    // Before VAT by country every document had its one rate, printed as it always was.
    if (!vat) return f.rate(rate ?? 0);
    if (rate === null || rate === undefined) return '';
    return vat.terms.regime === 'export' ? l.exempt : f.rate(rate);
  };
  const context: DocumentContext = {
    snapshot,
    exchange,
    locale,
    l,
    f,
    title,
    rate: rateCell(snapshot.vat_rate),
    vat,
    rateCell,
    w,
  };

  drawHeader(context);
  drawCustomer(context);
  drawLines(context);
  drawTotals(context);
  drawNotes(context);
  drawFooters(context);

  // A copy on an ArrayBuffer of its own: what a Response body accepts.
  return new Uint8Array(await doc.save());
}
