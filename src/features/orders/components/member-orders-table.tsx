// The member's orders as a table (number, date, items with a pre-order's promised date, status with tracking,
// total): on /my-reservations under the reservations, and alone on /order.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import { asCurrency, dateFormat } from '@/lib/locale';
import { parseShipments } from '@/lib/tracking';
import { useMyOrders, type MyOrder } from '@/features/orders/api/get-my-orders';
import { ShipmentTracking } from './shipment-tracking';
import { ShipsOn } from './ships-on';

/** The statuses of an order not yet on its way: a pre-order line still says when it should ship. */
const WAITING = new Set(['pending_payment', 'paid', 'deposit_paid', 'fulfilled']);

export function OrdersTable({ orders }: { orders: MyOrder[] }) {
  const { t, i18n } = useTranslation('orders');
  const day = dateFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl bg-white/70 ring-1 ring-ink/5">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('mine.ordersTitle')}</caption>
        <thead className="border-b border-ink/10 text-ink/70">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('mine.number')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('mine.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('mine.items')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('mine.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10">
          {orders.map((order) => (
            <tr key={order.id}>
              <td className="px-4 py-3 font-medium">{order.number}</td>
              <td className="px-4 py-3">{day.format(new Date(order.created_at))}</td>
              <td className="px-4 py-3">
                <ul>
                  {order.order_items.map((item, index) => (
                    <li key={index}>
                      {item.product_name} × {item.quantity}
                      {WAITING.has(order.status) ? <ShipsOn day={item.expected_ship_on} /> : null}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-4 py-3">
                {t(`status.${order.status}`)}
                <ShipmentTracking shipments={parseShipments(order.shipments)} compact />
              </td>
              <td className="px-4 py-3 text-right">
                {formatMoney(Number(order.total), asCurrency(order.currency), i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The member's orders alone, for /order. */
export function MyOrders({ userId }: { userId: string }) {
  const { t } = useTranslation('orders');
  const orders = useMyOrders(userId);
  if (orders.isPending) return <Spinner />;
  if (orders.isError)
    return (
      <p role="alert" className="text-rust">
        {t('mine.loadFailed')}
      </p>
    );
  return (
    <section aria-labelledby="my-orders">
      <h2 id="my-orders" className="font-serif text-3xl">
        {t('mine.ordersTitle')}
      </h2>
      {orders.data.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white/60 p-6">{t('mine.noOrders')}</p>
      ) : (
        <OrdersTable orders={orders.data} />
      )}
    </section>
  );
}
