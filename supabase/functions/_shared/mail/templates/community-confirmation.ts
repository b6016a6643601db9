// community_confirmation (queue_community_mail, 20261123200400_community_mail_templated.sql): the double
// opt-in link of a community sign-up, with the details given, and, as every marketing mail, the plain
// unsubscribe link (README "Unsubscribe"). Data: first_name?, last_name?, country, phone, confirm_url,
// unsubscribe_url.
import { mailName } from '../../typed-text.ts';
import { greeting, optionalText, text, type MailData } from '../data.ts';
import type { Locale, MailContent } from '../layout.ts';

export function communityConfirmation(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  // Names a mail client could link are left out (enqueue_mail drops them; join_community refuses them).
  const name = [mailName(data.first_name), mailName(data.last_name)].filter(Boolean).join(' ');
  const details = [
    ...(name ? [{ label: fr ? 'Nom' : 'Name', value: name }] : []),
    { label: fr ? 'Pays' : 'Country', value: text(data, 'country') },
    ...(optionalText(data, 'phone')
      ? [{ label: fr ? 'Téléphone' : 'Telephone', value: text(data, 'phone') }]
      : []),
  ];
  return {
    subject: fr
      ? 'Confirmez votre inscription à la communauté Maison Immortela'
      : 'Confirm your place in the Maison Immortela community',
    plainSubject: true,
    greeting: greeting(data, fr, 'first_name'),
    paragraphs: [
      fr
        ? "Quelqu'un, vous sans doute, a demandé à rejoindre la communauté Maison Immortela avec cette adresse et ces informations :"
        : 'Someone, we hope you, asked to join the Maison Immortela community with this address and these details:',
    ],
    rows: details,
    action: {
      label: fr
        ? 'Pour confirmer et recevoir nos lettres, ouvrez ce lien dans les 3 jours'
        : 'To confirm and receive our letters, open this link within 3 days',
      url: text(data, 'confirm_url'),
    },
    after: [
      fr
        ? "Si ce n'était pas vous, ignorez ce message : rien n'est enregistré tant que le lien n'est pas ouvert."
        : 'If it was not you, ignore this message: nothing is recorded until the link is opened.',
    ],
    unsubscribe: {
      text: fr
        ? "Ne plus recevoir nos lettres : ouvrez ce lien et confirmez d'un clic."
        : 'Stop receiving our letters: open this link and confirm with one click.',
      url: text(data, 'unsubscribe_url'),
    },
  };
}
