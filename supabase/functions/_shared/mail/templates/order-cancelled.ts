// order_cancelled: an order somebody paid for was cancelled (by the member, an admin, the sweep, the webhook).
// The refund is not said to be made here: payment_refunded says so once the provider accepted it.
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
            // Said only once the provider made it: payment_refunded follows (issue 27, item 1).
            fr
              ? `Nous demandons le remboursement de ce que vous avez réglé (${paidText}) sur le moyen de paiement utilisé ; un e-mail vous confirmera le remboursement dès qu'il sera effectué.`
              : `We are asking for what you paid (${paidText}) to be refunded to the means of payment you used; an email will confirm the refund as soon as it is made.`,
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
