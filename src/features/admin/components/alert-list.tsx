// The admin home's "Needs attention" list: each open alert says what happened, links to the page it is handled
// on (the order, the product, the contact, the mails) and has a Clear button. Urgent ones first. After a clear
// the focus goes back to the list's heading, so a keyboard user is not left on a button that is gone.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useClearAlert, useOpenAlerts } from '@/features/admin/api/alerts';
import { alertErrorKey, alertView, type AlertRow } from '@/features/admin/alert-model';
import { asCurrency, dateFormat } from '@/lib/locale';
import { formatMoney } from '@/lib/money';

function useSentence() {
  const { t, i18n } = useTranslation('admin-alerts');
  const dateTime = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = dateFormat(i18n.language, { dateStyle: 'long' });
  const fr = i18n.language.startsWith('fr');
  return (alert: AlertRow) => {
    const view = alertView(alert);
    const { values } = view;
    const sentence = t(view.textKey, {
      number: values.number,
      reason: typeof values.reasonKey === 'string' ? t(values.reasonKey) : '',
      job: typeof values.jobKey === 'string' ? t(values.jobKey) : '',
      amount:
        typeof values.amount === 'number' && values.currency
          ? formatMoney(values.amount, asCurrency(String(values.currency)), i18n.language, { cents: true })
          : '',
      product: fr ? values.productFr : values.product,
      stock: values.stock,
      level: values.level,
      since: values.since ? dateTime.format(new Date(String(values.since))) : '',
      due: values.due ? date.format(new Date(String(values.due))) : '',
    });
    return { view, sentence, raised: dateTime.format(new Date(alert.raised_at)) };
  };
}

function AlertItem({ alert, onCleared }: { alert: AlertRow; onCleared: () => void }) {
  const { t } = useTranslation('admin-alerts');
  const say = useSentence();
  const clear = useClearAlert();
  const { view, sentence, raised } = say(alert);
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-alert-kind={alert.kind}
    >
      <div className="min-w-0">
        <p className="text-sm">
          {view.urgent ? (
            <span className="mr-2 inline-block rounded-full bg-rust px-2 py-0.5 text-xs font-semibold text-cream">
              {t('urgent')}
            </span>
          ) : null}
          {sentence}
        </p>
        <p className="mt-1 text-xs text-ink/75">{t('raised', { when: raised })}</p>
        {view.link ? (
          <Link
            to={view.link.href}
            className="mt-1 inline-flex min-h-11 items-center text-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ink"
          >
            {t(view.link.labelKey)}
          </Link>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="outline"
        className="min-h-11 self-start"
        aria-label={t('clearLabel', { what: sentence })}
        disabled={clear.isPending}
        onClick={() =>
          clear.mutate(alert.id, {
            onSuccess: () => {
              toast.success(t('cleared'));
              onCleared();
            },
            onError: (error) => toast.error(t(alertErrorKey(error))),
          })
        }
      >
        {t('clear')}
      </Button>
    </li>
  );
}

export function AlertList({ headingId, onCleared }: { headingId: string; onCleared: () => void }) {
  const { t } = useTranslation('admin-alerts');
  const alerts = useOpenAlerts();
  if (alerts.isPending) return <p className="mt-4 text-sm">{t('loading')}</p>;
  if (alerts.isError) {
    return (
      <p role="alert" className="mt-4 text-sm text-rust">
        {t('loadFailed')}
      </p>
    );
  }
  if (alerts.data.length === 0) return <p className="mt-4 text-sm">{t('empty')}</p>;
  return (
    <ul className="mt-4 divide-y divide-ink/10 border-y border-ink/10" aria-labelledby={headingId}>
      {alerts.data.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onCleared={onCleared} />
      ))}
    </ul>
  );
}
