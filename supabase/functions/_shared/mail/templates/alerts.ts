// staff_alert (public.mail_alert: one urgent alert, at once) and alert_digest (public.queue_alert_digest: the
// day's routine alerts in one mail), to the owners in their language. Data: staff_alert { alert, admin_url },
// alert_digest { day, alerts: [...], admin_url }, each alert as public.alert_mail_item writes it.
import { text, MailDataError, type MailData } from '../data.ts';
import type { Locale, MailContent } from '../layout.ts';
import { alertItem, alertSentence } from './alert-lines.ts';

export function staffAlert(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  const item = alertItem(data.alert);
  const sentence = alertSentence(item, fr);
  return {
    subject: fr ? `À voir : ${sentence}` : `Needs attention: ${sentence}`,
    greeting: fr ? 'Bonjour,' : 'Hello,',
    paragraphs: [
      sentence,
      fr
        ? "Cette alerte est aussi dans la liste « À traiter » de l'administration, jusqu'à ce qu'elle soit réglée."
        : 'This alert is also on the admin\'s "Needs attention" list until it is cleared.',
    ],
    action: { label: fr ? 'Ouvrir dans l’administration' : 'Open in the admin', url: item.url },
  };
}

export function alertDigest(data: MailData, locale: Locale): MailContent {
  const fr = locale === 'fr';
  if (!Array.isArray(data.alerts) || data.alerts.length === 0) {
    throw new MailDataError("the digest's data has no alerts");
  }
  const items = data.alerts.map(alertItem);
  const count = items.length;
  return {
    subject: fr
      ? `Résumé du jour : ${count} point${count > 1 ? 's' : ''} à voir`
      : `Daily summary: ${count} thing${count > 1 ? 's' : ''} to look at`,
    greeting: fr ? 'Bonjour,' : 'Hello,',
    paragraphs: [
      fr
        ? "Voici ce qui s'est passé depuis le dernier résumé et attend encore votre attention :"
        : 'Here is what happened since the last summary and still waits for you:',
    ],
    rows: items.map((item) => ({ label: alertSentence(item, fr) })),
    action: {
      label: fr ? 'Ouvrir la liste « À traiter »' : 'Open the "Needs attention" list',
      url: text(data, 'admin_url'),
    },
  };
}
