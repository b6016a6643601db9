// The admin order's reservations: option, deposit, balance and the cancellation policy as accepted.
import { useTranslation } from 'react-i18next';
import type { OrderSectionProps } from '@/features/admin/use-order-formats';

export function Reservations({
  order,
  money,
  date,
  dateTime,
}: OrderSectionProps & { date: (value: string) => string }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="order-reservations">
      <h3 id="order-reservations" className="font-serif text-xl">
        {t('orders.reservations')}
      </h3>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {order.reservations.map((reservation) => (
          <li key={reservation.id} className="rounded-2xl bg-white/60 p-4 text-sm">
            <p className="font-medium">{reservation.products?.title ?? ''}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-ink/70">{t('orders.reservation.option')}</dt>
              <dd>{t(`orders.reservation.${reservation.option === 'full' ? 'full' : 'deposit'}`)}</dd>
              <dt className="text-ink/70">{t('orders.reservation.status')}</dt>
              <dd>{t(`orders.reservationStatus.${reservation.status}`)}</dd>
              <dt className="text-ink/70">{t('orders.reservation.price')}</dt>
              <dd>{money(reservation.price)}</dd>
              <dt className="text-ink/70">{t('orders.reservation.deposit')}</dt>
              <dd>{money(reservation.deposit_amount)}</dd>
              <dt className="text-ink/70">{t('orders.reservation.paid')}</dt>
              <dd>{money(reservation.amount_paid)}</dd>
              <dt className="text-ink/70">{t('orders.reservation.balance')}</dt>
              <dd>{money(reservation.balance_due)}</dd>
              <dt className="text-ink/70">{t('orders.reservation.delivery')}</dt>
              <dd>
                {reservation.estimated_delivery_date
                  ? date(reservation.estimated_delivery_date)
                  : t('orders.none')}
              </dd>
              <dt className="text-ink/70">{t('orders.reservation.policy')}</dt>
              <dd>
                {reservation.cancellation_policy_accepted}{' '}
                <span className="text-ink/70">
                  (
                  {t('orders.reservation.acceptedAt', {
                    date: dateTime(reservation.cancellation_policy_accepted_at),
                  })}
                  )
                </span>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
