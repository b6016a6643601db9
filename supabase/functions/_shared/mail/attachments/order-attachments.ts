// The files an order's confirmation carries (CJEU C-49/11: the terms on a durable medium, not a link): the terms
// of sale as the customer accepted them (the order's public.orders.terms_version, its text from
// public.terms_versions) and the model withdrawal form of that version, both in the order's language. Other
// mails carry none. An order placed before versions were recorded has none to attach.
import type { ServiceClient } from '../../service-client.ts';
import { termsText, TermsTextError } from '../../terms-text.ts';
import { MailDataError } from '../data.ts';
import type { OutboxRow } from '../render.ts';
import { termsPdf, withdrawalFormPdf } from './legal-pdf.ts';

export interface Attachment {
  filename: string;
  contentType: 'application/pdf';
  content: Uint8Array;
}

/** The confirmations of a contract: a purchase or pre-order, and a reservation. */
const CONFIRMATIONS = new Set(['order_confirmation', 'reservation_confirmation']);

const FILE_NAMES = {
  en: { terms: 'terms-of-sale', form: 'withdrawal-form' },
  fr: { terms: 'conditions-generales-de-vente', form: 'formulaire-de-retractation' },
} as const;

export async function orderAttachments(row: OutboxRow, db: ServiceClient): Promise<Attachment[]> {
  if (!CONFIRMATIONS.has(row.kind) || !row.order_id) return [];
  const { data: order, error } = await db
    .from('orders')
    .select('number, accepted_terms_at, created_at, terms_version, terms_versions(texts)')
    .eq('id', row.order_id)
    .maybeSingle();
  if (error) throw new Error(`the order of ${row.kind} could not be read: ${error.message}`);
  if (!order?.terms_version || !order.terms_versions) return [];

  const locale = row.locale === 'fr' ? 'fr' : 'en';
  let text;
  try {
    text = termsText(order.terms_versions.texts, locale);
  } catch (invalid) {
    // A recorded text that is not one will not change by trying again.
    if (invalid instanceof TermsTextError) throw new MailDataError(invalid.message);
    throw invalid;
  }
  const site = typeof row.data?.site_url === 'string' ? row.data.site_url : '';
  const acceptance = {
    version: order.terms_version,
    orderNumber: order.number,
    acceptedAt: order.accepted_terms_at ?? order.created_at,
    site,
  };
  const names = FILE_NAMES[locale];
  const seller = text.withdrawalForm.seller[0] ?? '';
  const [terms, form] = await Promise.all([
    termsPdf(text, locale, acceptance, seller),
    withdrawalFormPdf(text, locale, acceptance),
  ]);
  return [
    { filename: `${names.terms}-${order.number}.pdf`, contentType: 'application/pdf', content: terms },
    { filename: `${names.form}-${order.number}.pdf`, contentType: 'application/pdf', content: form },
  ];
}
