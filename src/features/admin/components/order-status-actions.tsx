// The admin order's next statuses, exactly those the state machine allows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { AdminOrder } from '@/features/admin/api/get-admin-order';
import { useSetOrderStatus } from '@/features/admin/api/update-order';
import { nextStatuses, orderErrorKey, type OrderStatus } from '@/features/admin/order-admin-model';
import { ErrorAlert } from '@/components/ui/alert';

export function StatusActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const setStatus = useSetOrderStatus();
  const [problem, setProblem] = useState<string | null>(null);
  // Shipping goes through the shipment form (carrier and tracking number), not a bare status move; and a
  // reservation is prepared once its balance is paid (the balance is paid only while deposit_paid, and an order
  // with a balance due never ships): "Product ready: ask for the balance" comes first.
  // Nor is an order cancelled once a parcel has left (the database refuses it too).
  const next = nextStatuses(order.status).filter(
    (status) =>
      status !== 'shipped' &&
      !(status === 'fulfilled' && Number(order.balance_due) > 0) &&
      !(status === 'cancelled' && order.shipments.length > 0),
  );
  function move(status: OrderStatus) {
    setProblem(null);
    setStatus.mutate(
      { id: order.id, status },
      {
        onSuccess: () =>
          toast.success(t('orders.moved', { number: order.number, status: t(`orders.status.${status}`) })),
        onError: (error) => setProblem(t(orderErrorKey(error))),
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
              disabled={setStatus.isPending}
              onClick={() => move(status)}
            >
              {t(`orders.moveTo.${status}`)}
            </Button>
          ))}
        </div>
      )}
      {problem ? <ErrorAlert className="mt-3">{problem}</ErrorAlert> : null}
    </section>
  );
}
