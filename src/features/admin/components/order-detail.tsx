// One order for the admin: customer and link to the CRM contact, lines, amounts, payments, reservations,
// the next states the state machine allows, refunds, internal notes, and the trail of who did what when.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { InvoiceDownloads } from '../../../components/invoices/invoice-downloads';
import { Button } from '../../../components/ui/button';
import { CheckboxField, Field, TextareaField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminOrder, type AdminOrder, type AdminOrderDetail } from '../api/get-admin-order';
import { useAddOrderNote, useRecordRefund, useSetOrderStatus } from '../api/update-order';
import { nextStatuses, orderErrorKey, refundProblem, type OrderStatus } from '../order-admin-model';
import { WithdrawalRequests } from './withdrawal-requests';

function useFormats(currency: string) {
  const { i18n } = useTranslation('admin');
  const locale = i18n.language === 'fr' ? 'fr-FR' : 'en-US';
  const code = currency === 'eur' ? 'eur' : 'usd';
  // Amounts here are exact: the shop rounds for display, the admin sees cents.
  const money = (amount: number | string | null) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: code.toUpperCase() }).format(
      Number(amount ?? 0),
    );
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return {
    money,
    dateTime: (value: string) => dateTime.format(new Date(value)),
    date: (value: string) => date.format(new Date(`${value.slice(0, 10)}T00:00:00`)),
  };
}

export function OrderDetail({ id, listHref }: { id: string; listHref: string }) {
  const { t } = useTranslation('admin');
  const detail = useAdminOrder(id);
  if (detail.isPending) return <Spinner centered />;
  if (detail.isError || !detail.data) {
    return (
      <div role="alert" className="mt-8 rounded-2xl bg-rust/10 p-6 text-rust">
        <p>{detail.isError ? t('orders.detailFailed') : t('orders.notFound')}</p>
        <Link to={listHref} className="mt-4 inline-block underline">
          {t('orders.backToList')}
        </Link>
      </div>
    );
  }
  return <OrderView detail={detail.data} listHref={listHref} />;
}

function OrderView({ detail, listHref }: { detail: AdminOrderDetail; listHref: string }) {
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
              to={`/crm/contacts/${contactId}`}
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
          <thead>
            <tr className="border-b border-ink/20">
              <th scope="col" className="py-2 pr-4">
                {t('orders.columns.product')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t('orders.columns.unitPrice')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t('orders.columns.quantity')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('orders.columns.lineTotal')}
              </th>
            </tr>
          </thead>
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
      <WithdrawalRequests order={order} />
      <StatusActions order={order} />
      <RefundForm order={order} money={f.money} />
      <NoteForm orderId={order.id} />
      <Trail detail={detail} money={f.money} dateTime={f.dateTime} />
    </div>
  );
}

function Payments({
  order,
  money,
  dateTime,
}: {
  order: AdminOrder;
  money: (amount: number) => string;
  dateTime: (value: string) => string;
}) {
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

/** Payments the order could not take (units gone, cancelled first, paid twice), given back by the shop. */
function AutomaticRefunds({
  order,
  money,
  dateTime,
}: {
  order: AdminOrder;
  money: (amount: number) => string;
  dateTime: (value: string) => string;
}) {
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

function Reservations({
  order,
  money,
  date,
  dateTime,
}: {
  order: AdminOrder;
  money: (amount: number) => string;
  date: (value: string) => string;
  dateTime: (value: string) => string;
}) {
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

function StatusActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const setStatus = useSetOrderStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const next = nextStatuses(order.status);
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
      {problem ? (
        <p role="alert" className="mt-3 rounded-lg bg-rust/10 px-3 py-2 text-sm text-rust">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

function RefundForm({ order, money }: { order: AdminOrder; money: (amount: number) => string }) {
  const { t } = useTranslation('admin');
  const refund = useRecordRefund();
  // Money the shop is already giving back automatically (refund_due) is not refundable twice.
  const refundable = Number(order.amount_paid) - Number(order.refunded_amount) - Number(order.refund_due);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [markRefunded, setMarkRefunded] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const canMark = nextStatuses(order.status).includes('refunded');

  function submit(event: FormEvent) {
    event.preventDefault();
    const amountProblem = refundProblem(amount, refundable);
    const found = {
      amount: amountProblem ? t(`orders.errors.${amountProblem}`, { max: money(refundable) }) : undefined,
      reason: reason.trim() ? undefined : t('orders.errors.reasonRequired'),
    };
    setErrors(found);
    if (found.amount || found.reason) return;
    refund.mutate(
      {
        id: order.id,
        amount: Number(amount.trim().replace(',', '.')),
        reason: reason.trim(),
        markRefunded: canMark && markRefunded,
      },
      {
        onSuccess: () => {
          toast.success(t('orders.refunded', { amount: money(Number(amount.trim().replace(',', '.'))) }));
          setAmount('');
          setReason('');
          setMarkRefunded(false);
        },
        onError: (error) => setErrors({ form: t(orderErrorKey(error), { max: money(refundable) }) }),
      },
    );
  }

  return (
    <section aria-labelledby="order-refund">
      <h3 id="order-refund" className="font-serif text-xl">
        {t('orders.refund')}
      </h3>
      {refundable <= 0 ? (
        <p className="mt-2 text-sm">{t('orders.nothingToRefund')}</p>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="mt-3 grid gap-4 rounded-2xl bg-white/60 p-4 md:grid-cols-2"
        >
          <Field
            label={t('orders.refundAmount')}
            hint={t('orders.refundable', { amount: money(refundable) })}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
          />
          <TextareaField
            label={t('orders.refundReason')}
            rows={2}
            value={reason}
            maxLength={2000}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
          />
          {canMark ? (
            <CheckboxField
              label={t('orders.markRefunded')}
              checked={markRefunded}
              onChange={setMarkRefunded}
            />
          ) : null}
          {errors.form ? (
            <p role="alert" className="rounded-lg bg-rust/10 px-3 py-2 text-sm text-rust md:col-span-2">
              {errors.form}
            </p>
          ) : null}
          <div className="md:col-span-2">
            <Button type="submit" variant="outline" disabled={refund.isPending} aria-busy={refund.isPending}>
              {t('orders.recordRefund')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function NoteForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const addNote = useAddOrderNote();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('orders.errors.noteRequired'));
      return;
    }
    setError(null);
    addNote.mutate(
      { id: orderId, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          toast.success(t('orders.noteAdded'));
        },
        onError: (failure) => setError(t(orderErrorKey(failure))),
      },
    );
  }
  return (
    <section aria-labelledby="order-note">
      <h3 id="order-note" className="font-serif text-xl">
        {t('orders.notes')}
      </h3>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <TextareaField
          label={t('orders.noteLabel')}
          hint={t('orders.noteHint')}
          rows={3}
          maxLength={4000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" variant="outline" className="self-start" disabled={addNote.isPending}>
          {t('orders.addNote')}
        </Button>
      </form>
    </section>
  );
}

function Trail({
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
