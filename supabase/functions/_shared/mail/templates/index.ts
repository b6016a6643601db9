// The templates of the mails SQL queues with a kind and data only (public.enqueue_mail): one function per kind
// that writes the words, in English and French. A new mail: its kind in email_outbox_kind_check, its SQL calls
// enqueue_mail, its template here (and its test in templates.test.ts).
import type { MailData } from '../data.ts';
import type { Locale, MailContent } from '../layout.ts';
import { balanceDue } from './balance-due.ts';
import { orderCancelled } from './order-cancelled.ts';
import { orderShipped } from './order-shipped.ts';

export type Template = (data: MailData, locale: Locale) => MailContent;

export const TEMPLATES: Record<string, Template> = {
  balance_due: balanceDue,
  order_cancelled: orderCancelled,
  order_shipped: orderShipped,
};
