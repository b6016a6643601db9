// The admin order's history: status changes, payments, refunds, notes and every other change, who and when.
import { useTranslation } from 'react-i18next';
import type { AdminOrder, AdminOrderDetail } from '@/features/admin/api/get-admin-order';

export function Trail({
  detail,
  money,
  dateTime,
}: {
  detail: AdminOrderDetail;
  money: (amount: number) => string;
  dateTime: (value: string) => string;
}) {
  const { t } = useTranslation('admin');
  const who = (actorId: string | null) =>
    actorId === null
      ? t('orders.trail.system')
      : (detail.actorNames.get(actorId) ?? t('orders.trail.someone'));
  const describe = (event: AdminOrder['order_events'][number]): string => {
    const data = (event.data ?? {}) as { amount?: number; changes?: Record<string, unknown> };
    switch (event.type) {
      case 'status_changed':
        return t('orders.trail.status_changed', {
          from: t(`orders.status.${event.from_status ?? ''}`),
          to: t(`orders.status.${event.to_status ?? ''}`),
        });
      case 'refund':
        return t('orders.trail.refund', { amount: money(Number(data.amount ?? 0)) });
      case 'payment':
        return t('orders.trail.payment', { amount: money(Number(data.amount ?? 0)) });
      case 'updated':
        return t('orders.trail.updated', { fields: Object.keys(data.changes ?? {}).join(', ') });
      case 'shipment':
        return t('fulfilment.trail.shipment', {
          number: (event.data as { number?: number }).number ?? '',
          carrier: (event.data as { carrier_label?: string }).carrier_label ?? '',
          tracking: (event.data as { tracking_number?: string }).tracking_number ?? '',
        });
      case 'balance_requested':
        return t('fulfilment.trail.balance_requested', { amount: money(Number(data.amount ?? 0)) });
      case 'created':
      case 'note':
      case 'email':
        return t(`orders.trail.${event.type}`);
      default:
        return event.type;
    }
  };
  return (
    <section aria-labelledby="order-trail">
      <h3 id="order-trail" className="font-serif text-xl">
        {t('orders.trail.title')}
      </h3>
      <ol className="mt-3 flex flex-col gap-2 text-sm" data-testid="order-trail">
        {detail.order.order_events.map((event) => (
          <li key={event.id} className="rounded-lg bg-white/60 px-3 py-2">
            <p>
              <span className="font-medium">{describe(event)}</span>
              <span className="text-ink/70">
                {' '}
                · {t('orders.trail.byAt', { who: who(event.actor_id), when: dateTime(event.created_at) })}
              </span>
            </p>
            {event.note ? <p className="mt-1 whitespace-pre-line">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
