// An order's number, status, lines and amounts, as a receipt, and its invoices to download.
import { useTranslation } from 'react-i18next';
import type { InvoiceAccess } from '@/components/invoices/invoice-api';
import { InvoiceDownloads } from '@/components/invoices/invoice-downloads';
import { formatMoney } from '@/lib/money';
import type { OrderReceipt } from '@/features/orders/order-model';
import { ShipmentTracking } from './shipment-tracking';
import { dateFormat } from '@/lib/locale';
import { ShipsOn } from './ships-on';

const SESSION: InvoiceAccess = { kind: 'session' };

/**
 * `invoices`: how the invoices are asked for: the signed-in owner's session (the default), the receipt token of
 * /payment-success, or the number and email of the guest lookup.
 */
export function OrderSummary({
  receipt,
  invoices = SESSION,
}: {
  receipt: OrderReceipt;
  invoices?: InvoiceAccess;
}) {
  const { t, i18n } = useTranslation('orders');
  const money = (amount: number) =>
    formatMoney(amount, receipt.currency, i18n.language, { cents: !Number.isInteger(amount) });
  const date = (iso: string) => dateFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  return (
    <section
      aria-labelledby={`order-${receipt.id}`}
      className="rounded-2xl bg-white/70 p-6 shadow-sm ring-1 ring-ink/5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`order-${receipt.id}`} className="font-serif text-2xl">
          {t('orderNumber', { number: receipt.number })}
        </h2>
        <p
          data-testid="order-status"
          className="rounded-full bg-moss/10 px-3 py-1 text-sm font-medium text-moss-dark"
        >
          {t(`status.${receipt.status}`)}
        </p>
      </div>
      <ul className="mt-4 divide-y divide-ink/10 text-sm">
        {receipt.items.map((item) => (
          <li key={item.product_slug} className="flex justify-between gap-4 py-3">
            <span>
              {item.product_name} <span className="text-ink/70">× {item.quantity}</span>
              <ShipsOn day={item.expected_ship_on} />
            </span>
            <span>{money(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-ink/10 pt-3 text-sm">
        {receipt.discount_amount > 0 ? (
          <div className="flex justify-between">
            <dt>{t('promoCode', { code: receipt.promo_code ?? '' })}</dt>
            <dd data-testid="order-discount">−{money(receipt.discount_amount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>{t('delivery')}</dt>
          <dd data-testid="order-delivery">
            {receipt.shipping_amount > 0 ? money(receipt.shipping_amount) : t('deliveryFree')}
          </dd>
        </div>
        <div className="flex justify-between font-semibold">
          <dt>{t('total')}</dt>
          <dd>{money(receipt.total)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('paid')}</dt>
          <dd data-testid="amount-paid">{money(receipt.amount_paid)}</dd>
        </div>
        {receipt.balance_due > 0 ? (
          <div className="flex justify-between">
            <dt>{t('balanceDue')}</dt>
            <dd data-testid="balance-due">{money(receipt.balance_due)}</dd>
          </div>
        ) : null}
        {receipt.refunded_amount > 0 ? (
          <div className="flex justify-between">
            <dt>{t('refunded')}</dt>
            <dd>{money(receipt.refunded_amount)}</dd>
          </div>
        ) : null}
      </dl>
      <ShipmentTracking shipments={receipt.shipments} />
      {receipt.reservations.map((reservation) => (
        <p key={reservation.id} className="mt-3 text-sm text-ink/80">
          {reservation.estimated_delivery_date
            ? t('estimatedDelivery', { date: date(reservation.estimated_delivery_date) })
            : null}
        </p>
      ))}
      {receipt.status !== 'pending_payment' ? (
        <InvoiceDownloads
          orderId={receipt.id}
          access={invoices}
          refresh={`${receipt.status}:${receipt.amount_paid}:${receipt.refunded_amount}`}
        />
      ) : null}
    </section>
  );
}
