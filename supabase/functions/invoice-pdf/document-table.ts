// The lines table of a document: its column header (repeated at the top of each page the table runs onto) and a
// row per product, delivery and promotion code, each at its rate; for a credit note a row per invoice it refunds,
// at that invoice's rate (before VAT by country, the single line of the refund).
import type { DocumentContext } from './document-context.ts';
import { MARGIN, wrap, type Writer } from '../_shared/pdf/pdf-writer.ts';

/** Column widths (they add up to the page's width); the first is the description, the others right-aligned. */
const COLUMNS = [165, 28, 60, 60, 38, 72, 72];
const DESCRIPTION_WIDTH = (COLUMNS[0] ?? 0) - 6;

/** Where a cell's right-aligned text ends: a gap before the next column, none after the last. */
const cellWidth = (index: number) => (COLUMNS[index] ?? 0) - (index === COLUMNS.length - 1 ? 0 : 4);

function tableHeader(w: Writer, columns: readonly string[]): void {
  let x = MARGIN;
  columns.forEach((label, index) => {
    w.text(label, x, {
      size: 7.5,
      bold: true,
      align: index === 0 ? 'left' : 'right',
      width: cellWidth(index),
    });
    x += COLUMNS[index] ?? 0;
  });
  w.y -= 5;
  w.rule();
  w.y -= 12;
}

/** One row: its description on as many lines as it needs, the other cells on the first. */
function row(w: Writer, cells: string[], description: string[]): void {
  w.ensure(description.length * 10 + 6);
  let x = MARGIN;
  const firstY = w.y;
  cells.forEach((cell, index) => {
    if (index === 0) {
      description.forEach((part, line) => {
        w.y = firstY - line * 10;
        w.text(part, x, { size: 8.5 });
      });
      w.y = firstY;
    } else {
      w.text(cell, x, { size: 8.5, align: 'right', width: cellWidth(index) });
    }
    x += COLUMNS[index] ?? 0;
  });
  w.y = firstY - description.length * 10 - 5;
}

/** The cells of a row of quantity 1, at the document's rate unless told: unit and total are the same amounts. */
function single(context: DocumentContext, excl: number, incl: number, rate = context.rate): string[] {
  const { f } = context;
  return ['', '1', f.money(excl), f.money(incl), rate, f.money(excl), f.money(incl)];
}

/** A credit note's rows: one per invoice it refunds, at its rate, else (issued before VAT by country) one. */
function refundRows(context: DocumentContext, description: (text: string) => string[]): void {
  const { snapshot, l, w, rateCell } = context;
  const allocations = context.vat ? (snapshot.allocations ?? []) : [];
  if (allocations.length === 0) {
    row(
      w,
      single(context, snapshot.totals.excl, snapshot.totals.incl),
      description(l.refundLine(snapshot.order.number)),
    );
    return;
  }
  for (const allocation of allocations) {
    row(
      w,
      single(context, allocation.excl, allocation.incl, rateCell(allocation.rate)),
      description(l.refundOf(allocation.number, snapshot.order.number)),
    );
  }
}

/** The table, its column header at the top of each page it runs onto, and the rule closing it. */
export function drawLines(context: DocumentContext): void {
  const { snapshot, l, f, w, rateCell } = context;
  const description = (text: string) => wrap(text, w.fonts.regular, 8.5, DESCRIPTION_WIDTH);
  const header = (writer: Writer) => tableHeader(writer, l.columns);
  header(w);
  w.pageHeader = header;
  if (snapshot.kind === 'credit_note') {
    refundRows(context, description);
  } else {
    for (const line of snapshot.lines) {
      row(
        w,
        [
          '',
          String(line.quantity),
          f.money(line.unit_price_excl),
          f.money(line.unit_price_incl),
          rateCell(line.vat_rate ?? snapshot.vat_rate),
          f.money(line.total_excl),
          f.money(line.total_incl),
        ],
        description(line.name),
      );
    }
    if (Number(snapshot.shipping_incl) > 0) {
      row(w, single(context, snapshot.shipping_excl, snapshot.shipping_incl), [l.delivery]);
    }
    if (Number(snapshot.discount_incl ?? 0) > 0) {
      const discount = single(
        context,
        -Number(snapshot.discount_excl ?? 0),
        -Number(snapshot.discount_incl ?? 0),
      );
      row(w, discount, [`${l.discount} ${snapshot.promo_code ?? ''}`.trim()]);
    }
  }
  w.pageHeader = null;
  w.rule(w.y + 3);
  w.y -= 14;
}
