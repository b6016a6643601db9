// What every section of a document's drawing shares: the frozen snapshot, its wording and formatters in the
// order's language, and the page writer they all draw with, top to bottom.
import type { DocumentExchange } from './exchange.ts';
import type { Formatters, Labels, Locale } from './labels.ts';
import type { Writer } from './pdf-writer.ts';
import type { InvoiceSnapshot } from './snapshot.ts';

export interface DocumentContext {
  readonly snapshot: InvoiceSnapshot;
  /** The euro rate of a document in another currency, when one was recorded (exchange.ts). */
  readonly exchange: DocumentExchange | undefined;
  readonly locale: Locale;
  readonly l: Labels;
  readonly f: Formatters;
  /** The document's title: invoice, deposit invoice, balance invoice or credit note. */
  readonly title: string;
  /** The document's VAT rate as printed. */
  readonly rate: string;
  readonly w: Writer;
}
