// The admin order's next statuses, exactly those the state machine allows. Cancelling goes through
// admin_cancel_order, which refunds what was paid through the payment provider; "Mark as refunded" is offered
// only once a refund was made (the database refuses it otherwise: refund_not_made).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { refundToast } from '@/components/refunds/refund-toast';
import { Button } from '@/components/ui/button';
import type { AdminOrder } from '@/features/admin/api/get-admin-order';
import { useCancelOrder, useSetOrderStatus } from '@/features/admin/api/update-order';
import { nextStatuses, orderErrorKey, type OrderStatus } from '@/features/admin/order-admin-model';
import { ErrorAlert } from '@/components/ui/alert';

/** The toast after a cancellation, by what became of its refund. */
const CANCELLED = {
  none: 'orders.cancelled.none',
  made: 'orders.cancelled.made',
  pending: 'orders.cancelled.pending',
  refused: 'orders.cancelled.refused',
} as const;

/** `settlesMoney` false (fulfilment staff): only the moves of preparing and delivering, as the database allows. */
export function StatusActions({
  order,
  money,
  settlesMoney,
}: {
  order: AdminOrder;
  money: (amount: number) => string;
  settlesMoney: boolean;
}) {
  const { t } = useTranslation('admin');
  const setStatus = useSetOrderStatus();
  const cancel = useCancelOrder();
  const [problem, setProblem] = useState<string | null>(null);
  const kept = Number(order.amount_paid) - Number(order.refunded_amount) - Number(order.refund_due);
  // Shipping goes through the shipment form (carrier and tracking number), not a bare status move; and a
  // reservation is prepared once its balance is paid (the balance is paid only while deposit_paid, and an order
  // with a balance due never ships): "Product ready: ask for the balance" comes first.
  // Nor is an order cancelled once a parcel has left (the database refuses it too).
  const next = nextStatuses(order.status).filter(
    (status) =>
      status !== 'shipped' &&
      !(status === 'fulfilled' && Number(order.balance_due) > 0) &&
      !(status === 'cancelled' && order.shipments.length > 0) &&
      !(status === 'refunded' && (Number(order.refunded_amount) <= 0 || Number(order.refund_due) > 0)) &&
      (settlesMoney || status === 'fulfilled' || status === 'delivered'),
  );
  const busy = setStatus.isPending || cancel.isPending;

  function move(status: OrderStatus) {
    setProblem(null);
    const onError = (error: unknown) => setProblem(t(orderErrorKey(error)));
    if (status === 'cancelled') {
      cancel.mutate(
        { id: order.id },
        {
          onSuccess: (refund) => {
            refundToast(refund, t(CANCELLED[refund], { number: order.number, amount: money(kept) }));
          },
          onError,
        },
      );
      return;
    }
    setStatus.mutate(
      { id: order.id, status },
      {
        onSuccess: () =>
          toast.success(t('orders.moved', { number: order.number, status: t(`orders.status.${status}`) })),
        onError,
      },
    );
  }
  return (
    <section aria-labelledby="order-status-actions">
      <h3 id="order-status-actions" className="font-serif text-xl">
        {t('orders.changeStatus')}
      </h3>
      {next.length === 0 ? (
        <p className="mt-2 text-sm">{t('orders.final')}</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {next.map((status) => (
            <Button
              key={status}
              variant={status === 'cancelled' || status === 'refunded' ? 'outline' : 'primary'}
              size="sm"
              disabled={busy}
              onClick={() => move(status)}
            >
              {t(`orders.moveTo.${status}`)}
            </Button>
          ))}
        </div>
      )}
      {next.includes('cancelled') && kept > 0 ? (
        <p className="mt-2 text-sm" data-testid="cancel-moves-money">
          {t('orders.cancelMovesMoney', { amount: money(kept) })}
        </p>
      ) : null}
      {problem ? <ErrorAlert className="mt-3">{problem}</ErrorAlert> : null}
    </section>
  );
}
