// balance_due (queued by fulfilment when a reserved product is ready): the balance to pay, with its link.
// Data (the mail contract, 20261123150000): order_number, amount, currency, pay_url, lines [{ name, quantity }].
import { amount, greeting, lines, text, type MailData } from '../data.ts';
import { money, type Locale, type MailContent } from '../layout.ts';

export function balanceDue(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const number = text(data, 'order_number');
  const due = money(amount(data, 'amount'), text(data, 'currency'), locale);
  return {
    subject: fr
      ? `Votre article est prêt : solde à régler pour ${number}`
      : `Your item is ready: balance to pay for ${number}`,
    greeting: greeting(data, fr),
    paragraphs: [
      fr
        ? `Bonne nouvelle : votre réservation ${number} est prête. Il reste ${due} à régler avant que nous l'expédiions.`
        : `Good news: your reservation ${number} is ready. ${due} remains to be paid before we ship it.`,
    ],
    rows: lines(data).map((line) => ({ label: `${line.name} × ${line.quantity}` })),
    action: {
      label: fr ? `Régler le solde (${due})` : `Pay the balance (${due})`,
      url: text(data, 'pay_url'),
    },
    after: [
      fr
        ? 'Vous pouvez aussi régler le solde depuis « Mes réservations » sur notre site.'
        : 'You can also pay the balance from "My reservations" on our site.',
    ],
  };
}
