// One outbox row to the message that leaves: SQL's own words when the row has them (the kinds still worded in
// PL/pgSQL), else the kind's template with its data; both in the brand's layout.
import { MailDataError, type MailData } from './data.ts';
import { renderLayout, renderWorded, type Locale, type RenderedMail } from './layout.ts';
import { TEMPLATES } from './templates/index.ts';

export interface OutboxRow {
  id: string;
  kind: string;
  to_email: string;
  locale: string;
  subject: string | null;
  body_text: string | null;
  data: MailData | null;
  attempts: number;
}

export function renderMail(row: OutboxRow): RenderedMail {
  const locale: Locale = row.locale === 'fr' ? 'fr' : 'en';
  if (row.subject !== null && row.body_text !== null) return renderWorded(row.subject, row.body_text, locale);
  const template = TEMPLATES[row.kind];
  if (!template) throw new MailDataError(`no template for the mail kind ${row.kind}`);
  return renderLayout(template(row.data ?? {}, locale), locale);
}
