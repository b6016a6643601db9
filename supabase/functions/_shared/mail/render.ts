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
