// The shop's mails in the admin: in the order detail, the order's mails and their state (sent, queued,
// retrying, failed with the error); on /admin/mails, every mail that failed for good. A failed mail can be
// queued again (two-factor session: the button's error says so otherwise).
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useOutboxMails, useRetryMail, type OutboxMail } from '@/features/admin/api/outbox-mails';
import { orderErrorKey } from '@/features/admin/order-admin-model';
import { dateFormat } from '@/lib/locale';
import { ColumnHeads } from './column-heads';

function useDateTime() {
  const { i18n } = useTranslation('admin');
  const format = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (value: string | null) => (value ? format.format(new Date(value)) : '');
}

function RetryButton({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation('admin');
  const retry = useRetryMail();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(mail.id, {
          onSuccess: () => toast.success(t('mails.retried')),
          onError: (error) => toast.error(t(orderErrorKey(error))),
        })
      }
    >
      {t('mails.retry')}
    </Button>
  );
}

export function OutboxMails({ orderId, headingId }: { orderId: string | null; headingId: string }) {
  const { t } = useTranslation('admin');
  const mails = useOutboxMails(orderId);
  const dateTime = useDateTime();
  if (mails.isPending) return <p className="mt-2 text-sm">{t('mails.loading')}</p>;
  if (mails.isError) {
    return (
      <p role="alert" className="mt-2 text-sm text-rust">
        {t('mails.loadFailed')}
      </p>
    );
  }
  if (mails.data.length === 0) {
    return <p className="mt-2 text-sm">{orderId ? t('mails.noneForOrder') : t('mails.noneFailed')}</p>;
  }
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm" aria-labelledby={headingId}>
        <ColumnHeads
          columns={[
            t('mails.columns.mail'),
            orderId ? null : t('mails.columns.order'),
            t('mails.columns.to'),
            t('mails.columns.state'),
            t('mails.columns.when'),
            t('mails.columns.action'),
          ]}
        />
        <tbody>
          {mails.data.map((mail) => (
            <tr key={mail.id} className="border-b border-ink/10 align-top">
              <td className="py-2 pr-4">
                {t(`mails.kinds.${mail.kind}`, { defaultValue: t('mails.kinds.other') })}
              </td>
              {orderId ? null : <td className="py-2 pr-4">{mail.order_number ?? ''}</td>}
              <td className="py-2 pr-4 break-all">{mail.to_email}</td>
              <td className="py-2 pr-4">
                {t(`mails.states.${mail.state}`, { count: mail.attempts })}
                {mail.last_error ? <span className="block text-xs text-rust">{mail.last_error}</span> : null}
              </td>
              <td className="py-2 pr-4">{dateTime(mail.sent_at ?? mail.failed_at ?? mail.created_at)}</td>
              <td className="py-2">{mail.state === 'failed' ? <RetryButton mail={mail} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The order detail's section. */
export function OrderMails({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="order-mails" data-testid="order-mails">
      <h3 id="order-mails" className="font-serif text-xl">
        {t('mails.orderTitle')}
      </h3>
      <OutboxMails orderId={orderId} headingId="order-mails" />
    </section>
  );
}
