// The admin order's payments, and the payments it could not take that the shop gave back by itself.
import { useTranslation } from 'react-i18next';
import type { OrderSectionProps } from '@/features/admin/use-order-formats';

export function Payments({ order, money, dateTime }: OrderSectionProps) {
  const { t } = useTranslation('admin');
  const payments = order.order_events.filter((event) => event.type === 'payment');
  return (
    <section aria-labelledby="order-payments">
      <h3 id="order-payments" className="font-serif text-xl">
        {t('orders.payments')}
      </h3>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm">{t('orders.noPayments')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {payments.map((payment) => {
            const data = payment.data as {
              amount?: number;
              provider?: string;
              reference?: string;
              purpose?: string;
            };
            return (
              <li key={payment.id}>
                {t('orders.paymentLine', {
                  date: dateTime(payment.created_at),
                  amount: money(Number(data.amount ?? 0)),
                  provider: data.provider ?? '',
                  purpose: t(`orders.purpose.${data.purpose === 'balance' ? 'balance' : 'order'}`),
                })}
                {data.reference ? <span className="text-ink/70"> · {data.reference}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Every refund the shop asked the payment provider for: the payments the order could not take (units gone,
 * cancelled first, paid twice) and the refunds of a cancellation, a withdrawal or "Record a refund", each with
 * its state (being made, made, refused by the provider).
 */
export function AutomaticRefunds({ order, money, dateTime }: OrderSectionProps) {
  const { t } = useTranslation('admin');
  const due = Number(order.refund_due);
  return (
    <section aria-labelledby="order-automatic-refunds">
      <h3 id="order-automatic-refunds" className="font-serif text-xl">
        {t('orders.automaticRefunds.title')}
      </h3>
      {due > 0 ? (
        <p
          role="alert"
          data-testid="refund-due"
          className="mt-2 rounded-lg bg-rust/10 px-3 py-2 text-sm text-rust"
        >
          {t('orders.automaticRefunds.due', { amount: money(due) })}
        </p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {order.payment_refunds.map((refund) => (
          <li key={refund.id} data-testid="automatic-refund">
            {t('orders.automaticRefunds.line', {
              date: dateTime(refund.created_at),
              amount: money(refund.amount),
              reason: t(`orders.automaticRefunds.reason.${refund.reason}`),
            })}{' '}
            <span className={refund.status === 'failed' ? 'text-rust' : 'text-ink/70'}>
              {refund.status === 'succeeded'
                ? t('orders.automaticRefunds.succeeded', { id: refund.provider_refund_id ?? '' })
                : refund.status === 'failed'
                  ? t('orders.automaticRefunds.failed', { error: refund.error ?? '' })
                  : t('orders.automaticRefunds.pending')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
