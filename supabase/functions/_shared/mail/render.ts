// One outbox row to the message that leaves: SQL's own words when the row has them (the kinds still worded in
// PL/pgSQL), else the kind's template with its data; both in the brand's layout. A recipient that is not one
// plain address (`n1<victim@example.com>`, which a mail library reads as victim@example.com) is never sent to.
import { plainEmail } from '../typed-text.ts';
import { MailDataError, type MailData } from './data.ts';
import { renderLayout, renderWorded, type Locale, type RenderedMail } from './layout.ts';
import { TEMPLATES } from './templates/index.ts';

export interface OutboxRow {
  id: string;
  kind: string;
  to_email: string;
  locale: string;
  /** The order a mail is about (a confirmation's attachments are read from it). */
  order_id?: string | null;
  subject: string | null;
  body_text: string | null;
  data: MailData | null;
  attempts: number;
}

/**
 * The headers a message leaves with: its kind and outbox id (to trace it to its row) and, for a mail that ends
 * with a way out (`data.unsubscribe_url`), the same link as List-Unsubscribe (RFC 2369), which mail clients
 * offer as their own unsubscribe button. Not List-Unsubscribe-Post (RFC 8058): the link opens a page with one
 * button, which a provider's POST cannot press.
 */
export function mailHeaders(row: OutboxRow): Record<string, string> {
  const headers: Record<string, string> = { 'X-Mail-Kind': row.kind, 'X-Outbox-Id': row.id };
  const wayOut = row.data?.unsubscribe_url;
  if (typeof wayOut === 'string' && /^https?:\/\/[^\s<>]+$/.test(wayOut)) {
    headers['List-Unsubscribe'] = `<${wayOut}>`;
  }
  return headers;
}

export function renderMail(row: OutboxRow): RenderedMail {
  if (plainEmail(row.to_email) === null) {
    throw new MailDataError('the recipient is not one plain address (local@domain)');
  }
  const locale: Locale = row.locale === 'fr' ? 'fr' : 'en';
  if (row.subject !== null && row.body_text !== null) return renderWorded(row.subject, row.body_text, locale);
  const template = TEMPLATES[row.kind];
  if (!template) throw new MailDataError(`no template for the mail kind ${row.kind}`);
  return renderLayout(template(row.data ?? {}, locale), locale);
}
