// /my-orders: the signed-in member's orders, newest first, each as its receipt (number, status, lines, amounts)
// with the date it was placed and the right of withdrawal ("Withdraw from the contract").
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { OrderStatus } from '@/lib/order-filter';
import { useMyOrderSummaries } from '@/features/orders/api/get-my-order-summaries';
import { OrderSummary } from './order-summary';
import { WithdrawalPanel } from './withdrawal-panel';
import { dateFormat } from '@/lib/locale';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

/** Orders that can have been withdrawn from, now or before: paid at some point. */
const WITHDRAWAL_STATUSES: readonly OrderStatus[] = [
  'paid',
  'deposit_paid',
  'fulfilled',
  'shipped',
  'delivered',
  'refunded',
];

export function MyOrdersList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('orders');
  const orders = useMyOrderSummaries(userId);
  const placed = dateFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });

  if (orders.isPending) return <Spinner centered />;
  if (orders.isError) {
    return (
      <ErrorAlert size="page" className="mt-8">
        {t('myOrders.loadFailed')}
      </ErrorAlert>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="mt-8 rounded-2xl bg-white/60 p-6">
        <p>{t('mine.noOrders')}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={paths.collection}>{t('mine.browse')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ol className="mt-8 flex flex-col gap-10" aria-label={t('myOrders.listLabel')}>
      {orders.data.map((order) => (
        <li key={order.id} data-testid="my-order">
          <p className="mb-2 text-sm text-ink/75">
            {t('myOrders.placedOn', { date: placed.format(new Date(order.created_at)) })}
          </p>
          <OrderSummary receipt={order} />
          {WITHDRAWAL_STATUSES.includes(order.status) ? (
            <WithdrawalPanel identity={{ kind: 'member', orderId: order.id }} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
