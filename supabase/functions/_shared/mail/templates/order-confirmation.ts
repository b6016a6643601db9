// order_confirmation, reservation_confirmation and balance_paid (queue_order_mail,
// 20261123200300_order_mails_templated.sql): the lines, the amounts (total, delivery, a promotion code when the
// order has one, paid, balance), what happens next and, for the two confirmations, the legal information.
// Data: order_number, name, order_kind, currency, total, amount_paid, balance_due, shipping_amount?,
// discount_amount?, promo_code?, reservation_option?, estimated_delivery_date?, site_url, member, lines
// [{ name, quantity, total, ships_on? (a pre-order line's promised day) }].
import { amount, greeting, lines, optionalAmount, optionalText, text, type MailData } from '../data.ts';
import { longDate, money, type Locale, type MailContent } from '../layout.ts';
import { termsSentence, withdrawalSentence } from './legal.ts';

type Kind = 'order_confirmation' | 'reservation_confirmation' | 'balance_paid';

function amounts(data: MailData, kind: Kind, locale: Locale): { label: string; value: string }[] {
  const fr = locale === 'fr';
  const currency = text(data, 'currency');
  const show = (value: number) => money(value, currency, locale);
  const rows: { label: string; value: string }[] = [];
  const shipping = optionalAmount(data, 'shipping_amount');
  if (shipping !== undefined) {
    rows.push({
      label: fr ? 'Livraison' : 'Delivery',
      value: shipping > 0 ? show(shipping) : fr ? 'offerte' : 'free',
    });
  }
  const discount = optionalAmount(data, 'discount_amount');
  if (discount !== undefined && discount > 0) {
    const code = optionalText(data, 'promo_code');
    const label = fr ? `Code promo${code ? ` ${code}` : ''}` : `Promotion code${code ? ` ${code}` : ''}`;
    rows.push({ label, value: `−${show(discount)}` });
  }
  rows.push({ label: 'Total', value: show(amount(data, 'total')) });
  const paid = show(amount(data, 'amount_paid'));
  if (kind === 'reservation_confirmation') {
    const deposit = data.reservation_option === 'deposit';
    const label = deposit
      ? fr
        ? 'Payé (acompte de 50 %)'
        : 'Paid (50% deposit)'
      : fr
        ? 'Payé (prix complet)'
        : 'Paid (full price)';
    rows.push({ label, value: paid });
    const due = optionalAmount(data, 'balance_due') ?? 0;
    if (due > 0) rows.push({ label: fr ? 'Solde restant' : 'Balance due', value: show(due) });
  } else {
    rows.push({ label: fr ? 'Payé' : 'Paid', value: paid });
  }
  const delivery = optionalText(data, 'estimated_delivery_date');
  if (delivery && kind !== 'order_confirmation') {
    rows.push({ label: fr ? 'Livraison estimée' : 'Estimated delivery', value: longDate(delivery, locale) });
  }
  return rows;
}

function intro(kind: Kind, number: string, fr: boolean): { subject: string; intro: string } {
  if (kind === 'order_confirmation') {
    return {
      subject: fr ? `Votre commande ${number} est confirmée` : `Your order ${number} is confirmed`,
      intro: fr
        ? `Merci pour votre commande ${number}. Nous avons bien reçu votre paiement.`
        : `Thank you for your order ${number}. We have received your payment.`,
    };
  }
  if (kind === 'reservation_confirmation') {
    return {
      subject: fr ? `Votre réservation ${number} est confirmée` : `Your reservation ${number} is confirmed`,
      intro: fr
        ? `Votre réservation ${number} est confirmée. Merci !`
        : `Your reservation ${number} is confirmed. Thank you!`,
    };
  }
  return {
    subject: fr
      ? `Solde réglé pour votre réservation ${number}`
      : `Balance paid for your reservation ${number}`,
    intro: fr
      ? `Nous avons bien reçu le solde de votre réservation ${number} : elle est entièrement réglée.`
      : `We have received the balance of your reservation ${number}: it is now paid in full.`,
  };
}

/** A pre-order line's promised day, as the receipt and the member's orders say it. */
const shipsOnWords = (day: string, locale: Locale): string =>
  locale === 'fr'
    ? ` (précommande : expédition prévue le ${longDate(day, locale)})`
    : ` (pre-order: expected to ship on ${longDate(day, locale)})`;

function next(kind: Kind, data: MailData, fr: boolean): string {
  if (kind === 'order_confirmation') {
    if (data.order_kind === 'preorder') {
      return fr
        ? "Et maintenant ? Vos articles en précommande partent dès que le prochain lot est prêt ; nous vous écrirons à l'expédition."
        : 'What happens next: your pre-ordered items ship as soon as the next batch is ready; we will write to you when they are on their way.';
    }
    return fr
      ? 'Et maintenant ? Nous préparons votre commande et vous écrirons dès son expédition.'
      : 'What happens next: we are preparing your order and will write to you when it ships.';
  }
  if (kind === 'reservation_confirmation') {
    if ((optionalAmount(data, 'balance_due') ?? 0) > 0) {
      return fr
        ? "Et maintenant ? Nous vous prévenons dès que votre article est prêt. Réglez le solde depuis « Mes réservations » avant l'expédition. Vous pouvez annuler sans frais tant que l'article n'est pas préparé : tout ce que vous avez versé vous est alors remboursé."
        : 'What happens next: we will let you know when your item is ready. Pay the balance from "My reservations" before it ships. You can cancel free of charge until your item is prepared for shipping; everything you have paid is then refunded.';
    }
    return fr
      ? "Et maintenant ? Nous vous prévenons dès que votre article est prêt et nous vous l'expédions. Vous pouvez annuler sans frais tant que l'article n'est pas préparé : tout ce que vous avez versé vous est alors remboursé."
      : 'What happens next: we will let you know when your item is ready and ship it to you. You can cancel free of charge until your item is prepared for shipping; everything you have paid is then refunded.';
  }
  return fr
    ? "Et maintenant ? Nous expédions votre article dès qu'il est prêt et vous écrirons quand il sera en route."
    : 'What happens next: we will ship your item as soon as it is ready and write to you when it is on its way.';
}

export const orderMail =
  (kind: Kind) =>
  (data: MailData, locale: Locale): MailContent => {
    const fr = locale === 'fr';
    const number = text(data, 'order_number');
    const currency = text(data, 'currency');
    const site = text(data, 'site_url');
    const words = intro(kind, number, fr);
    const legal =
      kind === 'balance_paid'
        ? []
        : [
            termsSentence(site, fr),
            withdrawalSentence({
              site,
              fr,
              reservation: kind === 'reservation_confirmation',
              member: data.member === true,
              number,
            }),
          ];
    return {
      subject: words.subject,
      greeting: greeting(data, fr),
      paragraphs: [words.intro],
      rows: lines(data).map((line) => ({
        label: `${line.name} × ${line.quantity}${line.shipsOn ? shipsOnWords(line.shipsOn, locale) : ''}`,
        value: money(line.total ?? 0, currency, locale),
      })),
      amounts: amounts(data, kind, locale),
      after: [
        next(kind, data, fr),
        ...legal,
        fr
          ? `Vous pouvez suivre votre commande à tout moment sur notre site, page « Commande », avec son numéro ${number} et cette adresse e-mail.`
          : `You can follow your order at any time on our site, on the "Order" page, with its number ${number} and this email address.`,
      ],
    };
  };
