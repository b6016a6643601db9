// /my-reservations: each reservation with what was paid and is due, its policy, then the member's orders.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { refundToast } from '@/components/refunds/refund-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import { useCancelReservation } from '@/features/orders/api/cancel-reservation';
import { useMyReservations, type MyReservation } from '@/features/orders/api/get-my-orders';
import {
  canCancelReservation,
  type OrderStatus,
  type ReservationStatus,
} from '@/features/orders/order-model';
import { MyOrders } from './member-orders-table';
import { asCurrency, dateFormat } from '@/lib/locale';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

/** What the member is told after a cancellation, by what became of its refund. */
const CANCELLED = {
  none: 'mine.cancelledNothingPaid',
  made: 'mine.cancelled',
  pending: 'mine.cancelledRefundPending',
  refused: 'mine.cancelledRefundRefused',
} as const;
export interface MyReservationsProps {
  userId: string;
  /** Starts the balance payment of a deposit reservation's order (composed by the route). */
  onPayBalance: (orderId: string) => Promise<void>;
}

export function MyReservations({ userId, onPayBalance }: MyReservationsProps) {
  const { t } = useTranslation('orders');
  const reservations = useMyReservations(userId);

  if (reservations.isPending) return <Spinner centered />;
  if (reservations.isError) {
    return (
      <ErrorAlert size="page" className="mt-8">
        {t('mine.loadFailed')}
      </ErrorAlert>
    );
  }

  return (
    <div className="mt-8 flex flex-col gap-12">
      <section aria-labelledby="my-reservations-list">
        <h2 id="my-reservations-list" className="font-serif text-3xl">
          {t('mine.reservationsTitle')}
        </h2>
        {reservations.data.length === 0 ? (
          <div className="mt-4 rounded-2xl bg-white/60 p-6">
            <p>{t('mine.noReservations')}</p>
            <Button asChild variant="outline" className="mt-4">
              <Link to={paths.collection}>{t('mine.browse')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2">
            {reservations.data.map((reservation) => (
              <li key={reservation.id}>
                <ReservationCard reservation={reservation} onPayBalance={onPayBalance} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <MyOrders userId={userId} />
    </div>
  );
}

function ReservationCard({
  reservation,
  onPayBalance,
}: {
  reservation: MyReservation;
  onPayBalance: (orderId: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('orders');
  const cancel = useCancelReservation();
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const currency = asCurrency(reservation.currency);
  const money = (amount: number) => formatMoney(Number(amount), currency, i18n.language);
  const day = dateFormat(i18n.language, { dateStyle: 'long' });
  const product = reservation.products;
  const title = (i18n.language === 'fr' && product?.title_fr) || product?.title || '';
  const status = reservation.status as ReservationStatus;
  const orderStatus = reservation.orders?.status as OrderStatus | undefined;
  const canPayBalance =
    status === 'deposit_paid' && orderStatus === 'deposit_paid' && Number(reservation.balance_due) > 0;

  async function payBalance() {
    setPaying(true);
    try {
      await onPayBalance(reservation.order_id);
    } catch {
      toast.error(t('mine.payFailed'));
      setPaying(false);
    }
  }

  async function confirmCancel() {
    try {
      const { refund_amount, refund } = await cancel.mutateAsync({
        reservationId: reservation.id,
        orderId: reservation.order_id,
      });
      // "Refunded" only once the payment provider made it.
      refundToast(refund, t(CANCELLED[refund], { amount: money(refund_amount) }));
      setConfirming(false);
    } catch (error) {
      toast.error(
        t(
          error instanceof Error && error.message === 'not_cancellable'
            ? 'mine.notCancellable'
            : 'mine.cancelFailed',
        ),
      );
    }
  }

  return (
    <article
      className="flex h-full flex-col gap-4 rounded-2xl bg-white/70 p-6 shadow-sm ring-1 ring-ink/5"
      aria-label={title}
    >
      <div className="flex items-center gap-4">
        {product?.image_urls[0] ? (
          <img
            src={product.image_urls[0]}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 rounded-lg bg-sand object-cover"
          />
        ) : null}
        <div>
          <h3 className="font-serif text-2xl">{title}</h3>
          <p className="text-sm text-ink/70">
            {t('orderNumber', { number: reservation.orders?.number ?? '' })}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink/70">{t('mine.status')}</dt>
        <dd data-testid="reservation-status">{t(`reservationStatus.${status}`)}</dd>
        <dt className="text-ink/70">{t('mine.option')}</dt>
        <dd>{t(`mine.options.${reservation.option}`)}</dd>
        <dt className="text-ink/70">{t('paid')}</dt>
        <dd>{money(reservation.amount_paid)}</dd>
        <dt className="text-ink/70">{t('balanceDue')}</dt>
        <dd data-testid="reservation-balance">{money(reservation.balance_due)}</dd>
        {reservation.estimated_delivery_date ? (
          <>
            <dt className="text-ink/70">{t('mine.delivery')}</dt>
            <dd>{day.format(new Date(reservation.estimated_delivery_date))}</dd>
          </>
        ) : null}
        {Number(reservation.refunded_amount) > 0 ? (
          <>
            <dt className="text-ink/70">{t('refunded')}</dt>
            <dd>{money(reservation.refunded_amount)}</dd>
          </>
        ) : null}
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('mine.policy')}</summary>
        <p className="mt-2 whitespace-pre-line text-ink/85">{reservation.cancellation_policy_accepted}</p>
        <p className="mt-1 text-xs text-ink/70">
          {t('mine.acceptedOn', {
            date: day.format(new Date(reservation.cancellation_policy_accepted_at)),
          })}
        </p>
      </details>
      <div className="mt-auto flex flex-wrap gap-3">
        {canPayBalance ? (
          <Button onClick={() => void payBalance()} disabled={paying} aria-busy={paying || undefined}>
            {t('mine.payBalance', { amount: money(reservation.balance_due) })}
          </Button>
        ) : null}
        {canCancelReservation(status, orderStatus) ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('mine.cancel')}
          </Button>
        ) : null}
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogTitle className="pr-10">{t('mine.cancelTitle', { title })}</DialogTitle>
          <DialogDescription className="mt-2">
            {t('mine.cancelText', { amount: money(reservation.amount_paid) })}
          </DialogDescription>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="destructive" onClick={() => void confirmCancel()} disabled={cancel.isPending}>
              {t('mine.confirmCancel')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('mine.keep')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </article>
  );
}
