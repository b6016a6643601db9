// A document's totals (for a deposit or balance invoice, the order's totals first, then the deposit's share or
// the deposit invoices deducted) and the notes under them: the payment, the kind of sale, the currency and, for
// a document in dollars, its VAT in euros at the ECB's rate (Directive 2006/112/EC, art. 91 and 230).
// A document with its VAT decided at issue (snapshot version 2) also gets its table of amounts per rate, and its
// notes say the nature of the operation, the delivery country and why the VAT is what it is: an export's
// exemption (no VAT line at all) or the member state of arrival's VAT (one-stop shop).
import { isExport, type DocumentContext } from './document-context.ts';
import { countryName, formatters } from './labels.ts';
import { INK, MARGIN, MUTED, WIDTH } from '../_shared/pdf/pdf-writer.ts';
import type { VatByCountry } from './snapshot.ts';

/** The label's left edge; amounts end at the right margin, 300 points further. */
const LABEL_X = MARGIN + WIDTH - 300;

/**
 * One total: its label on the left of the amounts block, the amount (if any) right-aligned; muted ones indented.
 */
function total(
  context: DocumentContext,
  label: string,
  amount: string,
  options: { bold?: boolean; muted?: boolean } = {},
) {
  const { w } = context;
  w.ensure(14);
  const size = options.muted ? 8.5 : 9.5;
  const color = options.muted ? MUTED : INK;
  w.text(label, options.muted ? LABEL_X + 10 : LABEL_X, { size, bold: options.bold, color });
  if (amount) w.text(amount, LABEL_X, { size, bold: options.bold, color, align: 'right', width: 300 });
  w.y -= options.muted ? 12 : 14;
}

/**
 * A deposit or balance invoice: the whole order's totals, then what this document is of it. An export states the
 * order's total only, and each deposit deducted at its own rate.
 */
function orderTotals(context: DocumentContext): void {
  const { snapshot, l, f, w, rate, rateCell } = context;
  const exempt = isExport(context);
  w.ensure(16);
  w.text(l.orderTotals, LABEL_X, { size: 8, bold: true, color: MUTED });
  w.y -= 13;
  if (exempt) total(context, l.orderTotal, f.money(snapshot.order_totals.incl));
  else {
    total(context, l.orderExcl, f.money(snapshot.order_totals.excl));
    total(context, l.orderVat, f.money(snapshot.order_totals.vat));
    total(context, l.orderIncl, f.money(snapshot.order_totals.incl));
  }
  if (snapshot.purpose === 'balance') {
    for (const deduction of snapshot.deductions) {
      w.ensure(52);
      w.y -= 2;
      w.paragraph(l.lessDeposit(deduction.number), LABEL_X, 300, 13, { size: 9.5 });
      if (exempt) {
        total(context, l.totalExempt, `-${f.money(deduction.amount_incl)}`, { muted: true });
        continue;
      }
      const deductionRate = context.vat && deduction.vat_rate != null ? rateCell(deduction.vat_rate) : rate;
      total(context, l.totalExcl, `-${f.money(deduction.amount_excl)}`, { muted: true });
      total(context, l.vat(deductionRate), `-${f.money(deduction.vat_amount)}`, { muted: true });
      total(context, l.totalIncl, `-${f.money(deduction.amount_incl)}`, { muted: true });
    }
  } else {
    const share =
      snapshot.order_totals.incl > 0
        ? f.rate(Math.round((snapshot.totals.incl / snapshot.order_totals.incl) * 10000) / 100)
        : '';
    w.ensure(14);
    w.y -= 2;
    w.text(l.depositOf(share), LABEL_X, { size: 9.5, bold: true });
    w.y -= 14;
  }
  w.ensure(50);
  w.y -= 4;
  w.rule(w.y + 8);
  w.y -= 8;
}

/** Where each column of the table per rate ends, across the amounts block: rate, base, VAT, incl. VAT. */
const VAT_TABLE_COLUMNS = [75, 150, 225, 300];

/** One row of the table per rate, right-aligned in its columns. */
function vatTableRow(context: DocumentContext, cells: readonly string[], options: { bold?: boolean } = {}) {
  const { w } = context;
  const size = options.bold ? 7.5 : 8.5;
  cells.forEach((cell, index) => {
    const start = index === 0 ? 0 : (VAT_TABLE_COLUMNS[index - 1] ?? 0) + 4;
    w.text(cell, LABEL_X + start, {
      size,
      bold: options.bold,
      align: 'right',
      width: (VAT_TABLE_COLUMNS[index] ?? 0) - start,
    });
  });
  w.y -= options.bold ? 12 : 12.5;
}

/** The document's amounts per rate (one row per rate; a credit note's mirror the invoices it refunds). */
function vatTable(context: DocumentContext, vat: VatByCountry): void {
  const { l, f, w, rateCell } = context;
  w.ensure(30 + vat.breakdown.length * 13);
  vatTableRow(context, l.vatTable, { bold: true });
  for (const line of vat.breakdown) {
    vatTableRow(context, [rateCell(line.rate), f.money(line.excl), f.money(line.vat), f.money(line.incl)]);
  }
  w.y -= 2;
  w.rule(w.y + 8);
  w.y -= 8;
}

/** The document's own totals excl. VAT, VAT and incl. VAT (and its VAT in euros), after the order's if any. */
export function drawTotals(context: DocumentContext): void {
  const { snapshot, exchange, locale, l, f, w, rate, vat } = context;
  if (snapshot.purpose === 'deposit' || snapshot.purpose === 'balance') orderTotals(context);
  const credit = snapshot.kind === 'credit_note';
  if (vat && isExport(context)) {
    // An export bears no VAT: its exemption takes the VAT line's place, with no rate and no amount.
    w.ensure(42);
    total(context, l.totalExcl, f.money(snapshot.totals.excl));
    total(context, l.vatExempt, '');
    total(context, credit ? l.creditedExempt : l.totalExempt, f.money(snapshot.totals.incl), { bold: true });
    w.y -= 12;
    return;
  }
  if (vat) vatTable(context, vat);
  w.ensure(42);
  total(context, l.totalExcl, f.money(snapshot.totals.excl));
  total(context, vat && !rate ? l.vatTotal : l.vat(rate), f.money(snapshot.totals.vat));
  total(context, credit ? l.credited : l.totalIncl, f.money(snapshot.totals.incl), { bold: true });
  if (snapshot.currency !== 'eur' && exchange) {
    total(context, l.vatEur, formatters(locale, 'eur').money(exchange.vatEur));
  }
  w.y -= 12;
}

/**
 * What a document with its VAT decided at issue says of the sale: the nature of the operation, the delivery
 * country, and why the VAT is what it is. The shop keeps one address per order, the delivery address, which the
 * customer block gives as billing address too: the reform's separate mention of the delivery address (when it
 * differs from the billing one) applies once orders have a billing address of their own.
 */
function saleNotes(context: DocumentContext, vat: VatByCountry): string[] {
  const { snapshot, locale, l, f, rateCell } = context;
  const delivery = countryName(snapshot.customer.address.country ?? vat.terms.country, locale);
  const notes: string[] = [l.nature];
  if (delivery) notes.push(l.deliveryCountry(delivery));
  if (vat.terms.regime === 'export') notes.push(l.exportExemption);
  else if (vat.terms.regime === 'eu_oss') {
    const rates = f.list(vat.breakdown.map((line) => rateCell(line.rate)));
    notes.push(l.oss(countryName(vat.terms.country, locale), rates));
  } else notes.push(l.pricesInclVat);
  return notes;
}

/** The notes of a consumer sale: when it was paid or credited, how, the kind of sale and the currency. */
function notes(context: DocumentContext): string[] {
  const { snapshot, exchange, l, f, vat } = context;
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
  if (vat) notes.push(...saleNotes(context, vat));
  else notes.push(l.operation);
  notes.push(l.currency[snapshot.currency]);
  // An export's VAT in euros is nothing to convert.
  if (snapshot.currency !== 'eur' && !isExport(context)) {
    notes.push(
      exchange
        ? l.exchange(
            f.exchangeRate(exchange.unitsPerEuro),
            snapshot.currency.toUpperCase(),
            f.date(`${exchange.rateDate}T12:00:00Z`),
          )
        : l.noExchange,
    );
  }
  return notes;
}

/** The notes, full width, running onto a new page when they must. */
export function drawNotes(context: DocumentContext): void {
  for (const note of notes(context)) context.w.paragraph(note, MARGIN, WIDTH, 12, { size: 9, flow: true });
}
