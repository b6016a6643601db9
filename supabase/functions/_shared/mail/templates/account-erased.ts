// account_erased (erase_person, 20261123200600_erasure_mail_templated.sql): the last mail to a person whose data
// was erased, with the orders kept as accounting records (commercial code L123-22). Data: had_account,
// orders_kept (order numbers, maybe none). No name: the person is erased.
import { MailDataError, type MailData } from '../data.ts';
import type { Locale, MailContent } from '../layout.ts';

export function accountErased(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  if (typeof data.had_account !== 'boolean') throw new MailDataError("the mail's data has no had_account");
  const account = data.had_account;
  const kept = Array.isArray(data.orders_kept)
    ? data.orders_kept.filter((number): number is string => typeof number === 'string' && number !== '')
    : [];
  const orders = kept.join(', ');
  return {
    subject: fr
      ? 'Vos données personnelles chez Maison Immortela ont été effacées'
      : 'Your personal data at Maison Immortela has been erased',
    plainSubject: true,
    greeting: fr ? 'Bonjour,' : 'Hello,',
    paragraphs: [
      account
        ? fr
          ? 'Votre compte Maison Immortela a été supprimé et vos données personnelles effacées : profil, panier, historique de consentement, inscriptions et messages.'
          : 'Your Maison Immortela account has been deleted and your personal data erased: profile, cart, consent history, sign-ups and messages.'
        : fr
          ? 'Vos données personnelles ont été effacées de nos fichiers : profil, historique de consentement, inscriptions et messages.'
          : 'Your personal data has been erased from our records: profile, consent history, sign-ups and messages.',
      ...(kept.length > 0
        ? [
            fr
              ? `Comme la loi nous y oblige (article L123-22 du code de commerce), nous conservons 10 ans vos commandes (${orders}) et leurs factures : numéro, dates, montants, articles, nom et adresse de facturation, sans lien avec un compte.`
              : `As French law requires (commercial code, article L123-22), we keep your orders (${orders}) and their invoices for 10 years: number, dates, amounts, items, billing name and address, linked to no account.`,
          ]
        : []),
      fr
        ? "Cet e-mail est le dernier que nous vous envoyons ; votre adresse n'est plus dans nos fichiers."
        : 'This is the last e-mail we send you; your address is no longer in our records.',
    ],
  };
}
