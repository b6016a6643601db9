// /payment-success: waits for the webhook's word, then shows the receipt and what happens next.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOrderReceipt } from '@/features/orders/api/get-order-receipt';
import { isSettled, type OrderReceipt } from '@/features/orders/order-model';
import { OrderSummary } from './order-summary';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

export const PAYMENT_WAIT_MS = 60_000;

export interface PaymentStatusProps {
  orderId: string;
  token: string;
  /** Called once when a paid purchase is confirmed (the cart is emptied then). */
  onPurchaseConfirmed: (receipt: OrderReceipt) => void;
}

export function PaymentStatus({ orderId, token, onPurchaseConfirmed }: PaymentStatusProps) {
  const { t } = useTranslation('orders');
  const { data: receipt, isPending, isError } = useOrderReceipt(orderId, token);
  const [timedOut, setTimedOut] = useState(false);
  const settled = receipt ? isSettled(receipt.status) : false;

  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  useEffect(() => {
    if (receipt && settled) onPurchaseConfirmed(receipt);
  }, [receipt, settled, onPurchaseConfirmed]);

  if (!orderId || !token || (!isPending && !isError && receipt === null)) {
    return (
      <div className="mt-8 rounded-2xl bg-white/60 p-8">
        <p>{t('success.unknown')}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.order}>{t('success.findOrder')}</Link>
        </Button>
      </div>
    );
  }

  if (isError) {
    return (
      <ErrorAlert size="page" className="mt-8">
        {t('success.loadFailed')}
      </ErrorAlert>
    );
  }

  // The payment came after the order was cancelled (its last units sold meanwhile, or cancelled first): the
  // shop records it and gives it back; waiting would never end.
  if (receipt && receipt.status === 'cancelled' && receipt.amount_paid > 0) {
    return (
      <div className="mt-8 flex flex-col gap-6">
        <p role="status" className="text-lg" data-testid="payment-refunded">
          {t('success.refunded')}
        </p>
        <OrderSummary receipt={receipt} invoices={{ kind: 'receipt', token }} />
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.collection}>{t('success.continue')}</Link>
        </Button>
      </div>
    );
  }

  if (!receipt || !settled) {
    return (
      <div className="mt-8 rounded-2xl bg-white/60 p-8" role="status" aria-live="polite">
        {timedOut ? (
          <>
            <p className="text-lg">{t('success.slow')}</p>
            <p className="mt-2 text-sm text-ink/75">
              {t('success.slowHint', { number: receipt?.number ?? '' })}
            </p>
          </>
        ) : (
          <div className="flex items-center gap-4">
            <Spinner />
            <p>{t('success.waiting')}</p>
          </div>
        )}
      </div>
    );
  }

  const next =
    receipt.kind === 'reservation'
      ? receipt.balance_due > 0
        ? 'success.nextDeposit'
        : 'success.nextReservation'
      : receipt.kind === 'preorder'
        ? 'success.nextPreorder'
        : 'success.nextPurchase';
  return (
    <div className="mt-8 flex flex-col gap-6">
      <p role="status" className="text-lg">
        {t('success.confirmed')}
      </p>
      <OrderSummary receipt={receipt} invoices={{ kind: 'receipt', token }} />
      <p className="text-ink/85">{t(next)}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={paths.collection}>{t('success.continue')}</Link>
        </Button>
        {receipt.kind === 'reservation' ? (
          <Button asChild>
            <Link to={paths.myReservations}>{t('success.myReservations')}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
