// The templates of the mails SQL queues with a kind and data only (public.enqueue_mail): one function per kind
// that writes the words, in English and French. A new mail: its kind in email_outbox_kind_check, its SQL calls
// enqueue_mail, its template here (and its test in templates.test.ts).
import type { MailData } from '../data.ts';
import type { Locale, MailContent } from '../layout.ts';
import { accountErased } from './account-erased.ts';
import { alertDigest, staffAlert } from './alerts.ts';
import { backInStock, backInStockConfirmation } from './back-in-stock.ts';
import { balanceDue } from './balance-due.ts';
import { communityConfirmation } from './community-confirmation.ts';
import { orderMail } from './order-confirmation.ts';
import { orderCancelled } from './order-cancelled.ts';
import { orderShipped } from './order-shipped.ts';
import { paymentRefunded } from './payment-refunded.ts';
import { withdrawalAcknowledged, withdrawalRefunded, withdrawalRefused } from './withdrawal.ts';

export type Template = (data: MailData, locale: Locale) => MailContent;

export const TEMPLATES: Record<string, Template> = {
  order_confirmation: orderMail('order_confirmation'),
  reservation_confirmation: orderMail('reservation_confirmation'),
  balance_paid: orderMail('balance_paid'),
  account_erased: accountErased,
  alert_digest: alertDigest,
  staff_alert: staffAlert,
  back_in_stock: backInStock,
  back_in_stock_confirmation: backInStockConfirmation,
  balance_due: balanceDue,
  community_confirmation: communityConfirmation,
  order_cancelled: orderCancelled,
  order_shipped: orderShipped,
  payment_refunded: paymentRefunded,
  withdrawal_acknowledged: withdrawalAcknowledged,
  withdrawal_refunded: withdrawalRefunded,
  withdrawal_refused: withdrawalRefused,
};
