// /unsubscribe?token=...: the link every marketing mail ends with. Opening it changes nothing (mail scanners and
// link previews open links); the page has one button, and pressing it withdraws the consent the mail was sent
// under, once. RFC 8058's List-Unsubscribe-Post would need the link to accept a POST from the mail provider,
// which a static page cannot; the button keeps the same rule: only a deliberate action unsubscribes.
import { useTranslation } from 'react-i18next';
import { MailLinkAction } from '@/components/layout/mail-link-action';
import { unsubscribeToken, type UnsubscribeOutcome } from '@/features/account/account-model';
import { useUnsubscribe } from '@/features/account/api/unsubscribe';

export function UnsubscribePage({ rawToken }: { rawToken: string | null }) {
  const { t } = useTranslation('account');
  const unsubscribe = useUnsubscribe();
  const token = unsubscribeToken(rawToken);
  const outcome: UnsubscribeOutcome | undefined = token ? unsubscribe.data : { status: 'unknown' };

  return (
    <MailLinkAction
      intro={t('unsubscribe.intro')}
      submit={t('unsubscribe.submit')}
      failed={t('unsubscribe.failed')}
      home={t('unsubscribe.home')}
      pending={unsubscribe.isPending}
      isError={unsubscribe.isError}
      onSubmit={() => token && unsubscribe.mutate(token)}
      outcome={outcome && { ok: outcome.status !== 'unknown', text: t(`unsubscribe.${outcome.status}`) }}
    />
  );
}
