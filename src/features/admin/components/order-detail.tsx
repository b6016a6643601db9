// One order for the admin: customer and link to the CRM contact, lines, amounts, payments, reservations,
// the next states the state machine allows, refunds, internal notes, and the trail of who did what when.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InvoiceDownloads } from '@/components/invoices/invoice-downloads';
import { Spinner } from '@/components/ui/spinner';
import { useAdminOrder, type AdminOrderDetail } from '@/features/admin/api/get-admin-order';
import { orderLoadErrorKey } from '@/features/admin/order-admin-model';
import { useFormats } from '@/features/admin/use-order-formats';
import { BalanceRequest } from './balance-request';
import { Trail } from './order-history';
import { NoteForm } from './order-notes';
import { AutomaticRefunds, Payments } from './order-payments';
import { RefundForm } from './order-refund-form';
import { Reservations } from './order-reservations';
import { StatusActions } from './order-status-actions';
import { OrderFulfilment } from './order-fulfilment';
import { OrderMails } from './outbox-mails';
import { WithdrawalRequests } from './withdrawal-requests';
import { paths } from '@/lib/paths';
import { ColumnHeads } from './column-heads';

/**
 * `settlesMoney`: the owner or an admin, who cancel, refund, mark paid and read the order's mails; fulfilment
 * staff get the order without those (the database refuses them too).
 */
export function OrderDetail({
  id,
  listHref,
  settlesMoney,
}: {
  id: string;
  listHref: string;
  settlesMoney: boolean;
}) {
  const { t } = useTranslation('admin');
  const detail = useAdminOrder(id);
  if (detail.isPending) return <Spinner centered />;
  if (detail.isError || !detail.data) {
    return (
      <div role="alert" className="mt-8 rounded-2xl bg-rust/10 p-6 text-rust">
        <p>{t(detail.isError ? orderLoadErrorKey(detail.error) : 'orders.notFound')}</p>
        <Link to={listHref} className="mt-4 inline-block underline">
          {t('orders.backToList')}
        </Link>
      </div>
    );
  }
  return <OrderView detail={detail.data} listHref={listHref} settlesMoney={settlesMoney} />;
}

function OrderView({
  detail,
  listHref,
  settlesMoney,
}: {
  detail: AdminOrderDetail;
  listHref: string;
  settlesMoney: boolean;
}) {
  const { t } = useTranslation('admin');
  const { order, contactId } = detail;
  const f = useFormats(order.currency);
  const address = [
    order.shipping_address_line1,
    order.shipping_address_line2,
    [order.shipping_postal_code, order.shipping_city].filter(Boolean).join(' '),
    order.shipping_region,
    order.shipping_country,
  ].filter((line) => line && line.trim());

  return (
    <div className="mt-8 flex flex-col gap-8">
      <Link to={listHref} className="self-start text-moss underline underline-offset-4">
        {t('orders.backToList')}
      </Link>
      <header className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 className="font-serif text-3xl">{t('orders.detailTitle', { number: order.number })}</h2>
        <p>
          <span className="sr-only">{t('orders.columns.status')}: </span>
          <span data-testid="order-status" className="rounded-full bg-ink px-3 py-1 text-sm text-cream">
            {t(`orders.status.${order.status}`)}
          </span>
        </p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="order-customer" className="rounded-2xl bg-white/60 p-6">
          <h3 id="order-customer" className="font-serif text-xl">
            {t('orders.customer')}
          </h3>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink/70">{t('orders.fields.name')}</dt>
            <dd>{order.name}</dd>
            <dt className="text-ink/70">{t('orders.fields.email')}</dt>
            <dd>{order.email}</dd>
            {order.phone ? (
              <>
                <dt className="text-ink/70">{t('orders.fields.phone')}</dt>
                <dd>{order.phone}</dd>
              </>
            ) : null}
            <dt className="text-ink/70">{t('orders.fields.address')}</dt>
            <dd>{address.length > 0 ? address.join(', ') : t('orders.none')}</dd>
            <dt className="text-ink/70">{t('orders.fields.placed')}</dt>
            <dd>{f.dateTime(order.created_at)}</dd>
            <dt className="text-ink/70">{t('orders.fields.kind')}</dt>
            <dd>{t(`orders.kind.${order.kind}`)}</dd>
            <dt className="text-ink/70">{t('orders.fields.language')}</dt>
            <dd>{order.locale === 'fr' ? t('orders.french') : t('orders.english')}</dd>
          </dl>
          {contactId ? (
            <Link
              to={paths.crmContact(contactId)}
              className="mt-4 inline-block text-moss underline underline-offset-4"
            >
              {t('orders.openContact', { name: order.name })}
            </Link>
          ) : (
            <p className="mt-4 text-sm text-ink/70">{t('orders.noContact')}</p>
          )}
        </section>

        <section aria-labelledby="order-amounts" className="rounded-2xl bg-white/60 p-6">
          <h3 id="order-amounts" className="font-serif text-xl">
            {t('orders.amounts')}
          </h3>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {(
              [
                ['subtotal', order.subtotal],
                ['shipping', order.shipping_amount],
                ['discount', order.discount_amount],
                ['total', order.total],
                ['dueNow', order.amount_due_now],
                ['paid', order.amount_paid],
                ['balance', order.balance_due],
                ['refunded', order.refunded_amount],
              ] as const
            ).map(([key, amount]) => (
              <div key={key} className="contents">
                <dt className="text-ink/70">{t(`orders.money.${key}`)}</dt>
                <dd className="text-right" data-testid={`amount-${key}`}>
                  {f.money(amount)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby="order-lines">
        <h3 id="order-lines" className="font-serif text-xl">
          {t('orders.lines')}
        </h3>
        <table className="mt-3 w-full border-collapse text-left text-sm">
          <ColumnHeads
            columns={[
              t('orders.columns.product'),
              { label: t('orders.columns.unitPrice'), numeric: true },
              { label: t('orders.columns.quantity'), numeric: true },
              { label: t('orders.columns.lineTotal'), numeric: true },
            ]}
          />
          <tbody>
            {order.order_items.map((item) => (
              <tr key={item.id} className="border-b border-ink/10">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {item.product_name} <span className="text-xs text-ink/70">({item.product_slug})</span>
                </th>
                <td className="py-2 pr-4 text-right">{f.money(item.unit_price)}</td>
                <td className="py-2 pr-4 text-right">{item.quantity}</td>
                <td className="py-2 text-right">{f.money(item.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <InvoiceDownloads
        orderId={order.id}
        access={{ kind: 'session' }}
        refresh={`${order.status}:${order.amount_paid}:${order.refunded_amount}`}
      />
      {order.payment_refunds.length > 0 ? (
        <AutomaticRefunds order={order} money={f.money} dateTime={f.dateTime} />
      ) : null}
      <Payments order={order} money={f.money} dateTime={f.dateTime} />
      {order.reservations.length > 0 ? <Reservations order={order} {...f} /> : null}
      <WithdrawalRequests order={order} settlesMoney={settlesMoney} />
      <BalanceRequest order={order} money={f.money} dateTime={f.dateTime} />
      {settlesMoney ? <OrderMails orderId={order.id} /> : null}
      <StatusActions order={order} money={f.money} settlesMoney={settlesMoney} />
      <OrderFulfilment order={order} dateTime={f.dateTime} />
      {settlesMoney ? <RefundForm order={order} money={f.money} /> : null}
      <NoteForm orderId={order.id} />
      <Trail detail={detail} money={f.money} dateTime={f.dateTime} />
    </div>
  );
}
