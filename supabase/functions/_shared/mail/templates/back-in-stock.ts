// back_in_stock_confirmation (subscribe_back_in_stock: the double opt-in of a "Tell me when it's back" request)
// and back_in_stock (products_back_in_stock: the product is sellable again, once per subscriber). Both end with
// the one-click way out of every back-in-stock alert of the address. Data: product_name, product_url,
// unsubscribe_url, and confirm_url for the confirmation.
import { text, type MailData } from '../data.ts';
import type { Locale, MailContent } from '../layout.ts';

function wayOut(data: MailData, fr: boolean): MailContent['unsubscribe'] {
  return {
    text: fr
      ? "Ne plus recevoir d'alerte de retour en stock à cette adresse : ouvrez ce lien et confirmez d'un clic."
      : 'Stop every back-in-stock alert to this address: open this link and confirm with one click.',
    url: text(data, 'unsubscribe_url'),
  };
}

export function backInStockConfirmation(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const product = text(data, 'product_name');
  return {
    subject: fr ? 'Confirmez votre alerte de retour en stock' : 'Confirm your back-in-stock alert',
    greeting: fr ? 'Bonjour,' : 'Hello,',
    paragraphs: [
      fr
        ? `Quelqu'un, vous sans doute, a demandé à être prévenu à cette adresse du retour en stock de « ${product} ».`
        : `Someone, we hope you, asked to be told at this address when "${product}" is back in stock.`,
    ],
    action: {
      label: fr
        ? 'Pour confirmer et recevoir un seul message à son retour, ouvrez ce lien dans les 3 jours'
        : 'To confirm and receive one message when it is back, open this link within 3 days',
      url: text(data, 'confirm_url'),
    },
    after: [
      fr
        ? "Si ce n'était pas vous, ignorez ce message : sans confirmation, nous ne vous écrirons pas."
        : 'If it was not you, ignore this message: without a confirmation we will not write to you.',
      fr ? `Le produit : ${text(data, 'product_url')}` : `The product: ${text(data, 'product_url')}`,
    ],
    unsubscribe: wayOut(data, fr),
  };
}

export function backInStock(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const product = text(data, 'product_name');
  return {
    subject: fr ? `${product} est de retour` : `${product} is back`,
    greeting: fr ? 'Bonjour,' : 'Hello,',
    paragraphs: [
      fr
        ? `Bonne nouvelle : « ${product} » est de nouveau disponible. Les lots sont petits, il peut partir vite.`
        : `Good news: "${product}" is available again. Our batches are small, so it may not last long.`,
    ],
    action: {
      label: fr ? 'Voir le produit' : 'See the product',
      url: text(data, 'product_url'),
    },
    after: [
      fr
        ? 'Vous recevez ce message une seule fois, comme vous l’avez demandé : cette alerte est maintenant terminée.'
        : 'You receive this message once, as you asked: this alert is now over.',
    ],
    unsubscribe: wayOut(data, fr),
  };
}
