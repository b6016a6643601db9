// Shipping of one order in the admin: what is left to ship, each shipment (carrier, tracking number and link,
// lines), and the form that ships the next parcel while the order may ship (paid or prepared, no balance due).
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/lib/order-filter';
import { carrierLabel, isCarrier, trackingUrl } from '@/lib/tracking';
import type { AdminOrder } from '@/features/admin/api/get-admin-order';
import { linesToShip } from '@/features/admin/fulfilment-model';
import { ShipmentForm } from './shipment-form';

const SHIPPABLE: readonly OrderStatus[] = ['paid', 'fulfilled'];
/** Statuses in which units may still be waiting to ship. */
const OPEN: readonly OrderStatus[] = ['paid', 'deposit_paid', 'fulfilled'];
/** Shipped or delivered: units without a shipment left before shipments were recorded. */
const DONE: readonly OrderStatus[] = ['shipped', 'delivered'];

export function OrderFulfilment({
  order,
  dateTime,
}: {
  order: AdminOrder;
  dateTime: (value: string) => string;
}) {
  const { t } = useTranslation('admin');
  const lines = linesToShip(order.order_items, order.shipments);
  const names = new Map(lines.map((line) => [line.id, line.name]));
  const remaining = lines.filter((line) => line.remaining > 0);
  const balanceDue = Number(order.balance_due) > 0;
  const canShip = SHIPPABLE.includes(order.status) && !balanceDue && remaining.length > 0;

  return (
    <section aria-labelledby="order-fulfilment">
      <h3 id="order-fulfilment" className="font-serif text-xl">
        {t('fulfilment.title')}
      </h3>
      <p className="mt-2 text-sm" data-testid="left-to-ship">
        {remaining.length === 0
          ? t('fulfilment.allShipped')
          : OPEN.includes(order.status)
            ? t('fulfilment.leftToShip', {
                lines: remaining.map((line) => `${line.remaining} × ${line.name}`).join(', '),
              })
            : DONE.includes(order.status)
              ? t('fulfilment.untracked')
              : t('fulfilment.notShipping')}
      </p>
      {order.shipments.length > 0 ? (
        <ol className="mt-3 flex flex-col gap-2 text-sm" aria-label={t('fulfilment.shipmentsLabel')}>
          {order.shipments.map((shipment) => {
            const carrier = isCarrier(shipment.carrier) ? shipment.carrier : 'other';
            const label = carrierLabel(carrier, shipment.carrier_name);
            const url = shipment.tracking_url ?? trackingUrl(carrier, shipment.tracking_number);
            return (
              <li key={shipment.id} data-testid="admin-shipment" className="rounded-lg bg-white/60 px-3 py-2">
                <p>
                  <span className="font-medium">
                    {t('fulfilment.shipmentLine', { number: shipment.number, carrier: label })}
                  </span>{' '}
                  {url ? (
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-moss underline underline-offset-4"
                    >
                      {shipment.tracking_number}
                      <span className="sr-only"> {t('fulfilment.opensNewTab')}</span>
                    </a>
                  ) : (
                    <span>{shipment.tracking_number}</span>
                  )}
                  <span className="text-ink/70"> · {dateTime(shipment.created_at)}</span>
                </p>
                <p className="text-ink/80">
                  {shipment.shipment_items
                    .map((item) => `${item.quantity} × ${names.get(item.order_item_id) ?? ''}`)
                    .join(', ')}
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
      {canShip ? (
        <ShipmentForm orderId={order.id} orderNumber={order.number} lines={lines} />
      ) : remaining.length > 0 && balanceDue && ['deposit_paid', 'fulfilled'].includes(order.status) ? (
        <p className="mt-3 text-sm text-ink/80">{t('fulfilment.balanceFirst')}</p>
      ) : null}
    </section>
  );
}
