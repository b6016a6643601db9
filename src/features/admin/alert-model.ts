// One open alert of the "Needs attention" list (public.alerts, docs/alerts.md) as the list says it: the
// sentence's key in admin-alerts.json with its values, and the admin page it is handled on. Pure: no React, no
// I/O; the mails say the same in supabase/functions/_shared/mail/templates/alert-lines.ts.
import type { Json, Tables } from '@/lib/database.types';
import { codesTo, dbErrorKey, FORBIDDEN_CODES } from '@/lib/db-error';
import { paths } from '@/lib/paths';

export type AlertRow = Pick<
  Tables<'alerts'>,
  'id' | 'kind' | 'urgency' | 'raised_at' | 'details' | 'order_id' | 'product_id'
>;

export interface AlertView {
  /** The sentence's key in admin-alerts.json. */
  textKey: string;
  /** Its values; keys ending in Key are themselves keys to translate first. */
  values: Record<string, string | number>;
  /** The page it is handled on, and the link's key; null when there is no page to open. */
  link: { href: string; labelKey: string } | null;
  urgent: boolean;
}

type Details = Record<string, Json | undefined>;

const detailsOf = (details: Json): Details =>
  typeof details === 'object' && details !== null && !Array.isArray(details) ? details : {};

const textOf = (details: Details, key: string): string => {
  const value = details[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

const KNOWN_REASONS = new Set([
  'async_failed',
  'amount_mismatch',
  'unknown_order',
  'not_payable',
  'invalid_signature',
  'invalid_request',
]);
const KNOWN_JOBS = new Set(['release-expired-holds', 'send-emails']);

function linkOf(alert: AlertRow, details: Details): AlertView['link'] {
  if (alert.order_id) return { href: paths.adminOrder(alert.order_id), labelKey: 'links.order' };
  if (alert.product_id) return { href: paths.adminProduct(alert.product_id), labelKey: 'links.product' };
  const contact = textOf(details, 'contact_id');
  if (alert.kind === 'contact_message') {
    return contact
      ? { href: paths.crmContact(contact), labelKey: 'links.contact' }
      : { href: paths.crmContacts, labelKey: 'links.contacts' };
  }
  if (alert.kind === 'mail_failed') return { href: paths.adminMails, labelKey: 'links.mails' };
  return null;
}

export function alertView(alert: AlertRow): AlertView {
  const details = detailsOf(alert.details);
  const number = textOf(details, 'order_number');
  const values: Record<string, string | number> = { number };
  let textKey = `kinds.${alert.kind}`;
  switch (alert.kind) {
    case 'new_order':
      if (details.reservation === true) textKey = 'kinds.new_reservation';
      break;
    case 'payment_failed':
    case 'webhook_refused': {
      const reason = textOf(details, alert.kind === 'payment_failed' ? 'outcome' : 'code');
      values.reasonKey = KNOWN_REASONS.has(reason) ? `reasons.${reason}` : 'reasons.other';
      if (alert.kind === 'payment_failed' && number) textKey = 'kinds.payment_failed_order';
      break;
    }
    case 'refund_failed':
      values.amount = Number(textOf(details, 'amount'));
      values.currency = textOf(details, 'currency');
      break;
    case 'low_stock':
      values.product = textOf(details, 'product_name');
      values.productFr = textOf(details, 'product_name_fr') || values.product;
      values.stock = Number(textOf(details, 'stock'));
      values.level = Number(textOf(details, 'level'));
      break;
    case 'job_late': {
      const job = textOf(details, 'job');
      values.jobKey = KNOWN_JOBS.has(job) ? `jobs.${job}` : 'jobs.other';
      values.since = textOf(details, 'last_run_at');
      break;
    }
    case 'balance_overdue':
      values.due = textOf(details, 'due_at');
      break;
    default:
      break;
  }
  return { textKey, values, link: linkOf(alert, details), urgent: alert.urgency === 'urgent' };
}

/** The key of admin-alerts.json that says why clearing failed. */
export function alertErrorKey(error: unknown): string {
  return dbErrorKey(error, {
    messages: { two_factor_required: 'errors.twoFactor', alert_not_found: 'errors.notFound' },
    codes: { PT404: 'errors.notFound', ...codesTo(FORBIDDEN_CODES, 'errors.forbidden') },
    fallback: 'errors.failed',
  });
}
