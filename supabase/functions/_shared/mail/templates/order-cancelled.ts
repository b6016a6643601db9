// order_cancelled: an order somebody paid for was cancelled (by the member, an admin, the sweep, the webhook).
// Data (20261123200100_order_cancelled_mail.sql): order_number, name, currency, amount_paid, lines.
import { amount, greeting, lines, text, type MailData } from '../data.ts';
import { money, type Locale, type MailContent } from '../layout.ts';

export function orderCancelled(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const number = text(data, 'order_number');
  const paid = amount(data, 'amount_paid');
  const currency = text(data, 'currency');
  const paidText = money(paid, currency, locale);
  return {
    subject: fr ? `Votre commande ${number} est annulée` : `Your order ${number} is cancelled`,
    greeting: greeting(data, fr),
    paragraphs: [
      fr ? `Votre commande ${number} a été annulée.` : `Your order ${number} has been cancelled.`,
      ...(paid > 0
        ? [
            fr
              ? `Ce que vous avez réglé (${paidText}) vous est remboursé sur le moyen de paiement utilisé.`
              : `What you paid (${paidText}) is refunded to the means of payment you used.`,
          ]
        : []),
      fr ? 'Articles de la commande :' : 'Items of the order:',
    ],
    rows: lines(data).map((line) => ({ label: `${line.name} × ${line.quantity}` })),
    after: [
      fr
        ? `Vous pouvez consulter la commande à tout moment sur notre site, page « Commande », avec son numéro ${number} et cette adresse e-mail.`
        : `You can see the order at any time on our site, on the "Order" page, with its number ${number} and this email address.`,
    ],
  };
}
