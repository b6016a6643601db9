// What every section of a document's drawing shares: the frozen snapshot, its wording and formatters in the
// order's language, and the page writer they all draw with, top to bottom.
import type { DocumentExchange } from './exchange.ts';
import type { Formatters, Labels, Locale } from './labels.ts';
import type { Writer } from '../_shared/pdf/pdf-writer.ts';
import type { InvoiceSnapshot, VatByCountry } from './snapshot.ts';

export interface DocumentContext {
  readonly snapshot: InvoiceSnapshot;
  /** The euro rate of a document in another currency, when one was recorded (exchange.ts). */
  readonly exchange: DocumentExchange | undefined;
  readonly locale: Locale;
  readonly l: Labels;
  readonly f: Formatters;
  /** The document's title: invoice, deposit invoice, balance invoice or credit note. */
  readonly title: string;
  /** The document's VAT rate as printed (empty for a credit note refunding payments taxed at two rates). */
  readonly rate: string;
  /**
   * The VAT decided at issue (snapshot version 2); undefined for a document issued before, which is drawn
   * exactly as it always was.
   */
  readonly vat: VatByCountry | undefined;
  /** A rate as a line prints it: "20%", or in an export "exempt". */
  readonly rateCell: (rate: number | null | undefined) => string;
  readonly w: Writer;
}

/** Whether the document is an export: exempt, so no VAT is printed as if it were charged. */
export const isExport = (context: DocumentContext) => context.vat?.terms.regime === 'export';
