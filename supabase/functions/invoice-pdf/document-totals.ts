// A document's totals (for a deposit or balance invoice, the order's totals first, then the deposit's share or
// the deposit invoices deducted) and the notes under them: the payment, the kind of sale, the currency and, for
// a document in dollars, its VAT in euros at the ECB's rate (Directive 2006/112/EC, art. 91 and 230).
import type { DocumentContext } from './document-context.ts';
import { formatters } from './labels.ts';
import { INK, MARGIN, MUTED, WIDTH } from './pdf-writer.ts';

/** The label's left edge; amounts end at the right margin, 300 points further. */
const LABEL_X = MARGIN + WIDTH - 300;

/** One total: its label on the left of the amounts block, the amount right-aligned; muted ones indented. */
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
  w.text(amount, LABEL_X, { size, bold: options.bold, color, align: 'right', width: 300 });
  w.y -= options.muted ? 12 : 14;
}

/** A deposit or balance invoice: the whole order's totals, then what this document is of it. */
function orderTotals(context: DocumentContext): void {
  const { snapshot, l, f, w, rate } = context;
  w.ensure(16);
  w.text(l.orderTotals, LABEL_X, { size: 8, bold: true, color: MUTED });
  w.y -= 13;
  total(context, l.orderExcl, f.money(snapshot.order_totals.excl));
  total(context, l.orderVat, f.money(snapshot.order_totals.vat));
  total(context, l.orderIncl, f.money(snapshot.order_totals.incl));
  if (snapshot.purpose === 'balance') {
    for (const deduction of snapshot.deductions) {
      w.ensure(52);
      w.y -= 2;
      w.paragraph(l.lessDeposit(deduction.number), LABEL_X, 300, 13, { size: 9.5 });
      total(context, l.totalExcl, `-${f.money(deduction.amount_excl)}`, { muted: true });
      total(context, l.vat(rate), `-${f.money(deduction.vat_amount)}`, { muted: true });
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

/** The document's own totals excl. VAT, VAT and incl. VAT (and its VAT in euros), after the order's if any. */
export function drawTotals(context: DocumentContext): void {
  const { snapshot, exchange, locale, l, f, w, rate } = context;
  if (snapshot.purpose === 'deposit' || snapshot.purpose === 'balance') orderTotals(context);
  w.ensure(42);
  total(context, l.totalExcl, f.money(snapshot.totals.excl));
  total(context, l.vat(rate), f.money(snapshot.totals.vat));
  const inclLabel = snapshot.kind === 'credit_note' ? l.credited : l.totalIncl;
  total(context, inclLabel, f.money(snapshot.totals.incl), { bold: true });
  if (snapshot.currency !== 'eur' && exchange) {
    total(context, l.vatEur, formatters(locale, 'eur').money(exchange.vatEur));
  }
  w.y -= 12;
}

/** The notes of a consumer sale: when it was paid or credited, how, the kind of sale and the currency. */
function notes(context: DocumentContext): string[] {
  const { snapshot, exchange, l, f } = context;
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
