// /unsubscribe?token=...: the link every marketing mail ends with. Opening it changes nothing (mail scanners and
// link previews open links); the page has one button, and pressing it withdraws the consent the mail was sent
// under, once. RFC 8058's List-Unsubscribe-Post would need the link to accept a POST from the mail provider,
// which a static page cannot; the button keeps the same rule: only a deliberate action unsubscribes.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { unsubscribeToken, type UnsubscribeOutcome } from '@/features/account/account-model';
import { useUnsubscribe } from '@/features/account/api/unsubscribe';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

export function UnsubscribePage({ rawToken }: { rawToken: string | null }) {
  const { t } = useTranslation('account');
  const unsubscribe = useUnsubscribe();
  const token = unsubscribeToken(rawToken);
  const outcome: UnsubscribeOutcome | undefined = token ? unsubscribe.data : { status: 'unknown' };

  if (outcome) {
    const ok = outcome.status !== 'unknown';
    return (
      <div className="mt-8 max-w-2xl">
        <p
          role={ok ? 'status' : 'alert'}
          className={ok ? 'rounded-2xl bg-moss/10 p-6' : 'rounded-2xl bg-rust/10 p-6 text-rust'}
        >
          {t(`unsubscribe.${outcome.status}`)}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.home}>{t('unsubscribe.home')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-8 max-w-2xl">
      <p className="text-lg leading-relaxed text-ink/85">{t('unsubscribe.intro')}</p>
      {unsubscribe.isError ? <ErrorAlert className="mt-6">{t('unsubscribe.failed')}</ErrorAlert> : null}
      <Button
        className="mt-6"
        disabled={unsubscribe.isPending}
        aria-busy={unsubscribe.isPending || undefined}
        onClick={() => token && unsubscribe.mutate(token)}
      >
        {unsubscribe.isPending ? t('common.pleaseWait', { ns: 'common' }) : t('unsubscribe.submit')}
      </Button>
    </div>
  );
}
