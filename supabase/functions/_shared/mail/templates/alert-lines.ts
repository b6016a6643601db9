// What one alert says in a mail (public.alert_mail_item: kind, details, raised_at, url), in the owner's
// language. Every code SQL stores (a job, a refusal, a mail kind) is said in words; the admin's list says the
// same things from src/locales/{en,fr}/admin-alerts.json.
import { parisTime } from '../../paris-time.ts';
import { amount, MailDataError, optionalText, text, type MailData } from '../data.ts';
import { exactMoney } from '../layout.ts';

export interface AlertItem {
  kind: string;
  details: MailData;
  url: string;
}

const JOBS: Record<string, [string, string]> = {
  'release-expired-holds': ['The stock hold sweep', 'Le balayage des réservations de stock'],
  'send-emails': ['The mail job', "L'envoi des e-mails"],
};

const PAYMENT_OUTCOMES: Record<string, [string, string]> = {
  amount_mismatch: ["its amount is not the order's", "son montant n'est pas celui de la commande"],
  unknown_order: ['no order matches it', 'aucune commande ne lui correspond'],
  not_payable: ['the order could not take it', 'la commande ne pouvait pas le recevoir'],
  async_failed: [
    'the bank refused the delayed payment after the order',
    'la banque a refusé le paiement différé après la commande',
  ],
};

const WEBHOOK_CODES: Record<string, [string, string]> = {
  invalid_signature: ['its signature was refused', 'sa signature a été refusée'],
  invalid_request: ['it was not a readable event', "ce n'était pas un événement lisible"],
};

/** A code in words, or an error naming the code (never the raw code in a mail). */
function words(table: Record<string, [string, string]>, code: string, fr: boolean): string {
  const pair = table[code];
  if (!pair) throw new MailDataError(`the alert names an unknown code ${code}`);
  return fr ? pair[1] : pair[0];
}

/** "27/11/2026 18:05" (Paris time), as the shop writes dates in both languages. */
function parisDateTime(at: string): string {
  const when = parisTime(at);
  const [year, month, day] = when.date.split('-');
  return `${day}/${month}/${year} ${when.hhmm}`;
}

/** The item of a mail's data, checked: a malformed item is a permanent failure, never a blank sentence. */
export function alertItem(value: unknown): AlertItem {
  const item = (value ?? {}) as MailData;
  const details = item.details;
  if (typeof details !== 'object' || details === null || Array.isArray(details)) {
    throw new MailDataError("the alert's data has no details");
  }
  return { kind: text(item, 'kind'), details: details as MailData, url: text(item, 'url') };
}

export function alertSentence(item: AlertItem, fr: boolean): string {
  const d = item.details;
  switch (item.kind) {
    case 'new_order':
      return d.reservation === true
        ? fr
          ? `Réservation ${text(d, 'order_number')} : l'acompte est payé.`
          : `Reservation ${text(d, 'order_number')}: the deposit is paid.`
        : fr
          ? `Nouvelle commande ${text(d, 'order_number')}, payée.`
          : `New order ${text(d, 'order_number')}, paid.`;
    case 'withdrawal_requested':
      return fr
        ? `Une rétractation est demandée pour la commande ${text(d, 'order_number')}.`
        : `A withdrawal is requested for order ${text(d, 'order_number')}.`;
    case 'contact_message':
      return fr
        ? 'Un message est arrivé par le formulaire de contact.'
        : 'A message came through the contact form.';
    case 'payment_failed': {
      const why = words(PAYMENT_OUTCOMES, text(d, 'outcome'), fr);
      const order = optionalText(d, 'order_number');
      if (fr)
        return `Un paiement n'a pas pu être appliqué${order ? ` à la commande ${order}` : ''} : ${why}.`;
      return `A payment could not be applied${order ? ` to order ${order}` : ''}: ${why}.`;
    }
    case 'refund_failed': {
      const sum = exactMoney(amount(d, 'amount'), text(d, 'currency'), fr ? 'fr' : 'en');
      const error = optionalText(d, 'error');
      return fr
        ? `Le remboursement de ${sum} de la commande ${text(d, 'order_number')} a échoué${error ? ` (${error})` : ''}.`
        : `The refund of ${sum} for order ${text(d, 'order_number')} failed${error ? ` (${error})` : ''}.`;
    }
    case 'webhook_refused': {
      const why = words(WEBHOOK_CODES, text(d, 'code'), fr);
      return fr
        ? `Le prestataire de paiement a envoyé un événement que la boutique a refusé : ${why}. Vérifiez le secret du webhook.`
        : `The payment provider sent an event the shop refused: ${why}. Check the webhook secret.`;
    }
    case 'mail_failed':
      return fr
        ? "Un e-mail n'a pas pu être envoyé après plusieurs essais ; il attend dans la page E-mails."
        : 'A mail could not be sent after several attempts; it waits on the Mails page.';
    case 'low_stock': {
      const name = text(d, fr ? 'product_name_fr' : 'product_name');
      return fr
        ? `Stock bas : ${name}, ${amount(d, 'stock')} en stock (alerte à ${amount(d, 'level')}).`
        : `Low stock: ${name}, ${amount(d, 'stock')} left (alert at ${amount(d, 'level')}).`;
    }
    case 'job_late': {
      const job = words(JOBS, text(d, 'job'), fr);
      const since = parisDateTime(text(d, 'last_run_at'));
      return fr
        ? `${job} n'a pas tourné depuis le ${since} (heure de Paris).`
        : `${job} has not run since ${since} (Paris time).`;
    }
    case 'balance_overdue':
      return fr
        ? `Le solde de la commande ${text(d, 'order_number')} était dû le ${parisDateTime(text(d, 'due_at')).slice(0, 10)} et n'est pas payé.`
        : `The balance of order ${text(d, 'order_number')} was due on ${parisDateTime(text(d, 'due_at')).slice(0, 10)} and is unpaid.`;
    default:
      throw new MailDataError(`no words for the alert kind ${item.kind}`);
  }
}
