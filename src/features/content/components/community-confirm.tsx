// /community/confirm?token=...: the second step of Join the Community. Nothing happens on load (a mail
// scanner opening the link must not consent for anyone): the visitor presses Confirm, and the sign-up the
// mail was sent for becomes their contact, with consent, once.
import { useTranslation } from 'react-i18next';
import { MailLinkAction } from '@/components/layout/mail-link-action';
import { useConfirmCommunity } from '@/features/content/api/confirm-community';
import { confirmationToken, type Confirmation } from '@/features/content/content-model';

function outcomeText(
  t: (key: string, values?: Record<string, string>) => string,
  outcome: Confirmation,
): string {
  return outcome.status === 'confirmed'
    ? t('confirm.confirmed', { name: outcome.firstName })
    : t(`confirm.${outcome.status}`);
}

export function CommunityConfirm({ rawToken }: { rawToken: string | null }) {
  const { t } = useTranslation('content');
  const confirm = useConfirmCommunity();
  const token = confirmationToken(rawToken);
  const outcome: Confirmation | undefined = token ? confirm.data : { status: 'unknown' };

  return (
    <MailLinkAction
      intro={t('confirm.intro')}
      submit={t('confirm.submit')}
      failed={t('confirm.failed')}
      home={t('confirm.home')}
      pending={confirm.isPending}
      isError={confirm.isError}
      onSubmit={() => token && confirm.mutate(token)}
      outcome={
        outcome && {
          ok: outcome.status === 'confirmed' || outcome.status === 'used',
          text: outcomeText(t, outcome),
        }
      }
    />
  );
}
