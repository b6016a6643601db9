// payment_refunded (queue_refund_mail, 20261123200300_order_mails_templated.sql), queued once the provider made
// the refund (complete_refund): a payment went back in full, or a member's or an admin's refund was made, and
// why. Data: order_number, name, currency, amount, reason (stock_gone | order_cancelled | superseded |
// already_paid | reservation_cancelled | cancelled_by_shop | shop_refund).
import { amount, greeting, text, type MailData } from '../data.ts';
import { exactMoney, type Locale, type MailContent } from '../layout.ts';

/** The payments the shop gave back by itself, whole: the others are a member's or an admin's refund. */
const AUTOMATIC = new Set(['stock_gone', 'order_cancelled', 'superseded', 'already_paid']);

function why(reason: unknown, number: string, fr: boolean): string {
  switch (reason) {
    case 'stock_gone':
      return fr
        ? `Votre paiement pour la commande ${number} est arrivé après la vente des dernières pièces d'un de ses articles : nous n'avons pas pu confirmer la commande, qui est annulée.`
        : `Your payment for order ${number} arrived after the last units of an item in it had been sold, so we could not confirm the order and it has been cancelled.`;
    case 'order_cancelled':
      return fr
        ? `Votre paiement pour la commande ${number} est arrivé après l'annulation de la commande.`
        : `Your payment for order ${number} arrived after the order had been cancelled.`;
    case 'superseded':
      return fr
        ? `Vous avez réglé une ancienne page de paiement de la commande ${number}, remplacée depuis par une nouvelle à un autre montant : ce paiement n'a pas été retenu.`
        : `You paid an older payment page of order ${number}, which had since been replaced by a new one at another amount, so this payment was not applied.`;
    case 'reservation_cancelled':
      return fr
        ? `Vous avez annulé votre réservation de la commande ${number}.`
        : `You cancelled your reservation in order ${number}.`;
    case 'cancelled_by_shop':
      return fr ? `Nous avons annulé votre commande ${number}.` : `We cancelled your order ${number}.`;
    case 'shop_refund':
      return fr
        ? `Nous vous remboursons une partie ou la totalité de votre commande ${number}.`
        : `We are refunding part or all of your order ${number}.`;
    default:
      return fr
        ? `Nous avons reçu un second paiement pour la commande ${number}, qui était déjà réglée.`
        : `We received a second payment for order ${number}, which had already been paid.`;
  }
}

export function paymentRefunded(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const number = text(data, 'order_number');
  const refunded = exactMoney(amount(data, 'amount'), text(data, 'currency'), locale);
  return {
    subject: fr
      ? `Votre paiement pour la commande ${number} a été remboursé`
      : `Your payment for order ${number} has been refunded`,
    greeting: greeting(data, fr),
    paragraphs: [
      why(data.reason, number, fr),
      AUTOMATIC.has(String(data.reason ?? 'already_paid'))
        ? fr
          ? `Nous vous avons remboursé l'intégralité de ce paiement, ${refunded}, sur le moyen de paiement utilisé. Le remboursement apparaît en général sous 5 à 10 jours sur votre relevé.`
          : `We have refunded this payment in full, ${refunded}, to the payment method you used. It usually shows on your statement within 5 to 10 days.`
        : fr
          ? `Nous vous avons remboursé ${refunded} sur le moyen de paiement utilisé. Le remboursement apparaît en général sous 5 à 10 jours sur votre relevé.`
          : `We have refunded ${refunded} to the payment method you used. It usually shows on your statement within 5 to 10 days.`,
      fr
        ? `Rien d'autre n'a été débité. Pour toute question, écrivez-nous depuis la page Contact de notre site en indiquant le numéro ${number}.`
        : `Nothing else was charged. If you have a question, write to us from the Contact page of our site with the number ${number}.`,
    ],
  };
}
