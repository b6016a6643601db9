// The words of an outbox row as send-emails writes them: SQL records a mail's kind and data, the templates
// beside the sender (supabase/functions/_shared/mail) write its subject and text. Tests that check a mail's
// wording right after the event read it here, rendered by the same code; the mailbox shows the sent message.
import { renderMail } from '../../supabase/functions/_shared/mail/render.ts';
import { serviceClient } from './helpers';

export interface OutboxWords {
  id?: string;
  kind: string;
  locale: string;
  subject: string | null;
  body_text: string | null;
  data?: Record<string, unknown> | null;
  to_email?: string;
}

/** The row with its subject and body_text as sent (SQL's own words for the kinds still worded in SQL). */
export function withWords<T extends OutboxWords>(row: T): T & { subject: string; body_text: string } {
  const mail = renderMail({
    id: row.id ?? '',
    kind: row.kind,
    to_email: row.to_email ?? '',
    locale: row.locale,
    subject: row.subject,
    body_text: row.body_text,
    data: row.data ?? {},
    attempts: 0,
  });
  return { ...row, subject: mail.subject, body_text: mail.text };
}

/** An order's outbox rows, oldest first, of one kind when given: as SQL wrote them (subject and text null for
 * the kinds the templates word). */
export async function outboxRows(orderId: string, kind?: string) {
  let query = serviceClient()
    .from('email_outbox')
    .select('id, kind, locale, subject, body_text, to_email, data')
    .eq('order_id', orderId);
  if (kind) query = query.eq('kind', kind);
  const { data, error } = await query.order('created_at');
  if (error) throw error;
  return data;
}

/** The same rows with their subject and text as sent. */
export async function outboxMails(orderId: string, kind?: string) {
  const rows = await outboxRows(orderId, kind);
  return rows.map((row) => withWords({ ...row, data: row.data as Record<string, unknown> }));
}
