// /community/confirm?token=...: the second step of Join the Community. Nothing happens on load (a mail
// scanner opening the link must not consent for anyone): the visitor presses Confirm, and the sign-up the
// mail was sent for becomes their contact, with consent, once.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useConfirmCommunity } from '@/features/content/api/confirm-community';
import { confirmationToken, type Confirmation } from '@/features/content/content-model';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

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

  if (outcome) {
    const ok = outcome.status === 'confirmed' || outcome.status === 'used';
    return (
      <div className="mt-8 max-w-2xl">
        <p
          role={ok ? 'status' : 'alert'}
          className={ok ? 'rounded-2xl bg-moss/10 p-6' : 'rounded-2xl bg-rust/10 p-6 text-rust'}
        >
          {outcomeText(t, outcome)}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.home}>{t('confirm.home')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-8 max-w-2xl">
      <p className="text-lg leading-relaxed text-ink/85">{t('confirm.intro')}</p>
      {confirm.isError ? <ErrorAlert className="mt-6">{t('confirm.failed')}</ErrorAlert> : null}
      <Button
        className="mt-6"
        disabled={confirm.isPending}
        aria-busy={confirm.isPending || undefined}
        onClick={() => token && confirm.mutate(token)}
      >
        {confirm.isPending ? t('common.pleaseWait', { ns: 'common' }) : t('confirm.submit')}
      </Button>
    </div>
  );
}
