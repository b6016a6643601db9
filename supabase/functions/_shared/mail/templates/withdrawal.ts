// withdrawal_acknowledged (at once, with the date and time the request was received, in Paris time) and
// withdrawal_refunded (queue_withdrawal_mail, 20261123200500_withdrawal_mail_templated.sql), with the legal
// wording of 20261123100210_withdrawal_requests.sql. Data: order_number, name, currency, requested_at,
// refund_deadline, not_shipped, site_url, reference, refund_amount (refunded), lines [{ name, quantity,
// total }].
import { amount, greeting, lines, text, type MailData } from '../data.ts';
import { exactMoney, longDate, type Locale, type MailContent } from '../layout.ts';
import { parisTime } from '../../paris-time.ts';

/** "on January 5, 2027 at 14:05 (Paris time)" / "le 5 janvier 2027 à 14 h 05 (heure de Paris)". */
function parisMoment(iso: string, locale: Locale): string {
  const { date: day, hhmm } = parisTime(iso);
  const date = longDate(day, locale);
  return locale === 'fr'
    ? `le ${date} à ${hhmm.replace(':', ' h ')} (heure de Paris)`
    : `on ${date} at ${hhmm} (Paris time)`;
}

const parisDate = (iso: string, locale: Locale): string => longDate(parisTime(iso).date, locale);

export function withdrawalAcknowledged(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const number = text(data, 'order_number');
  const currency = text(data, 'currency');
  const when = parisMoment(text(data, 'requested_at'), locale);
  const deadline = parisDate(text(data, 'refund_deadline'), locale);
  const site = text(data, 'site_url');
  const ret = data.not_shipped
    ? fr
      ? 'Ces articles ne sont pas encore partis : nous ne vous les enverrons pas.'
      : 'These items have not shipped yet: we will not send them.'
    : fr
      ? `Renvoyez-nous les articles non ouverts, sans retard excessif et au plus tard dans les 14 jours, à l'adresse indiquée sur notre formulaire de rétractation :\n${site}/withdrawal-form\nLes cosmétiques descellés après la livraison ne peuvent pas être repris, pour des raisons d'hygiène et de protection de la santé (article L221-28 9° du code de la consommation).`
      : `Please send the items back unopened, without undue delay and at the latest within 14 days, to the address given on our withdrawal form:\n${site}/withdrawal-form\nCosmetics unsealed after delivery cannot be taken back, for health protection and hygiene reasons (French consumer code, article L221-28 9°).`;
  return {
    subject: fr
      ? `Votre rétractation de la commande ${number} est bien reçue`
      : `Your withdrawal from order ${number} is received`,
    greeting: greeting(data, fr),
    paragraphs: [
      fr
        ? `Nous accusons réception de votre rétractation du contrat pour la commande ${number}, reçue ${when}.`
        : `We acknowledge receipt of your withdrawal from the contract for order ${number}, received ${when}.`,
      fr ? 'Articles concernés :' : 'Items you withdraw from:',
    ],
    rows: lines(data).map((line) => ({
      label: `${line.name} × ${line.quantity}`,
      value: exactMoney(line.total ?? 0, currency, locale),
    })),
    after: [
      fr
        ? `Remboursement : nous vous remboursons les sommes versées pour ces articles, y compris les frais de livraison standard si vous vous rétractez de toute la commande, au plus tard dans les 14 jours, soit avant le ${deadline}, par le moyen de paiement que vous avez utilisé. Nous pouvons attendre d'avoir récupéré les articles, ou que vous nous ayez fourni une preuve de leur expédition, selon ce qui arrive en premier.`
        : `Refund: we will refund what you paid for these items, including the standard delivery costs if you withdraw from the whole order, within 14 days, that is by ${deadline} at the latest, to the payment method you used. We may wait until we have received the items back, or until you have shown us proof of sending them, whichever comes first.`,
      ret,
      `${fr ? 'Référence de votre demande : ' : 'Reference of your request: '}${text(data, 'reference')}`,
    ],
  };
}

export function withdrawalRefunded(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const number = text(data, 'order_number');
  const currency = text(data, 'currency');
  const when = parisMoment(text(data, 'requested_at'), locale);
  const refunded = exactMoney(amount(data, 'refund_amount'), currency, locale);
  return {
    subject: fr
      ? `Votre remboursement pour la commande ${number} (rétractation)`
      : `Your refund for order ${number} (withdrawal)`,
    greeting: greeting(data, fr),
    paragraphs: [
      fr
        ? `Nous vous avons remboursé ${refunded} pour votre rétractation de la commande ${number} (demande reçue ${when}), sur le moyen de paiement que vous avez utilisé. Le remboursement apparaît en général sous 5 à 10 jours sur votre relevé.`
        : `We have refunded ${refunded} for your withdrawal from order ${number} (request received ${when}), to the payment method you used. It usually shows on your statement within 5 to 10 days.`,
      fr ? 'Articles concernés :' : 'Items:',
    ],
    rows: lines(data).map((line) => ({
      label: `${line.name} × ${line.quantity}`,
      value: exactMoney(line.total ?? 0, currency, locale),
    })),
  };
}

/** withdrawal_refused (admin_refuse_withdrawal, 20261123500000): the reason, and how to dispute it. */
export function withdrawalRefused(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const number = text(data, 'order_number');
  const currency = text(data, 'currency');
  const when = parisMoment(text(data, 'requested_at'), locale);
  const site = text(data, 'site_url');
  return {
    subject: fr
      ? `Votre demande de rétractation pour la commande ${number}`
      : `Your withdrawal request for order ${number}`,
    greeting: greeting(data, fr),
    paragraphs: [
      fr
        ? `Nous avons examiné votre rétractation de la commande ${number} (demande reçue ${when}) et ne pouvons pas l'accepter, pour la raison suivante :`
        : `We have looked at your withdrawal from order ${number} (request received ${when}) and cannot accept it, for this reason:`,
      text(data, 'refused_reason'),
      fr ? 'Articles concernés :' : 'Items concerned:',
    ],
    rows: lines(data).map((line) => ({
      label: `${line.name} × ${line.quantity}`,
      value: exactMoney(line.total ?? 0, currency, locale),
    })),
    after: [
      fr
        ? `Si vous n'êtes pas d'accord, répondez à ce message ou écrivez-nous depuis ${site}/contact. Vous pouvez aussi saisir gratuitement le médiateur de la consommation indiqué dans nos conditions générales de vente : ${site}/terms`
        : `If you disagree, reply to this mail or write to us from ${site}/contact. You may also refer the matter, free of charge, to the consumer mediator named in our terms of sale: ${site}/terms`,
      `${fr ? 'Référence de votre demande : ' : 'Reference of your request: '}${text(data, 'reference')}`,
    ],
  };
}
