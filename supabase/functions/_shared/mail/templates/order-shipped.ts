// order_shipped (queued by fulfilment): a parcel left, with its carrier and tracking number (and link).
// Data (the mail contract, 20261123150000): order_number, carrier, carrier_label, tracking_number,
// tracking_url (or null), partial, lines [{ name, quantity }].
import { greeting, lines, optionalText, text, type MailData } from '../data.ts';
import type { Locale, MailContent } from '../layout.ts';

export function orderShipped(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const number = text(data, 'order_number');
  const carrier = text(data, 'carrier_label');
  const tracking = text(data, 'tracking_number');
  const url = optionalText(data, 'tracking_url');
  const partial = data.partial === true;
  return {
    subject: partial
      ? fr
        ? `Une partie de votre commande ${number} est en route`
        : `Part of your order ${number} is on its way`
      : fr
        ? `Votre commande ${number} est en route`
        : `Your order ${number} is on its way`,
    greeting: greeting(data, fr),
    paragraphs: [
      partial
        ? fr
          ? `Une partie de votre commande ${number} vient d'être expédiée ; nous vous écrirons quand le reste partira.`
          : `Part of your order ${number} has just shipped; we will write to you when the rest leaves.`
        : fr
          ? `Votre commande ${number} vient d'être expédiée.`
          : `Your order ${number} has just shipped.`,
      fr
        ? `Transporteur : ${carrier}\nNuméro de suivi : ${tracking}`
        : `Carrier: ${carrier}\nTracking number: ${tracking}`,
      fr ? 'Dans ce colis :' : 'In this parcel:',
    ],
    rows: lines(data).map((line) => ({ label: `${line.name} × ${line.quantity}` })),
    ...(url ? { action: { label: fr ? 'Suivre le colis' : 'Track the parcel', url } } : {}),
    after: [
      fr
        ? `Vous pouvez suivre votre commande sur notre site, page « Commande », avec son numéro ${number} et cette adresse e-mail.`
        : `You can follow your order on our site, on the "Order" page, with its number ${number} and this email address.`,
    ],
  };
}
