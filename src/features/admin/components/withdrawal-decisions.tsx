// What an admin decides on an open withdrawal: refund it (prefilled with the withdrawn lines' value, at most
// what is refundable, the units back to stock when the goods came back; the money goes back through the
// payment provider at once, issue-refunds) or refuse it with a reason.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { refundToast } from '@/components/refunds/refund-toast';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field, TextareaField } from '@/components/ui/field';
import { dbErrorKey } from '@/lib/db-error';
import type { AdminOrder } from '@/features/admin/api/get-admin-order';
import {
  useRecordWithdrawalRefund,
  useRefuseWithdrawal,
  type AdminWithdrawal,
} from '@/features/admin/api/withdrawals';
import { orderErrorKey, parseRefund } from '@/features/admin/order-admin-model';
import { refundPrefill, withdrawalValue } from '@/features/admin/withdrawal-admin-model';

function errorKey(error: unknown): string {
  return dbErrorKey(error, {
    messages: {
      withdrawal_already_processed: 'withdrawals.errors.processed',
      withdrawal_refund_pending: 'withdrawals.errors.pending',
      refund_exceeds_withdrawal: 'withdrawals.errors.exceedsWithdrawal',
      refusal_reason_required: 'withdrawals.errors.reasonRequired',
    },
    fallback: orderErrorKey(error),
  });
}

export function RefundWithdrawal({
  order,
  withdrawal,
  all,
  money,
}: {
  order: AdminOrder;
  withdrawal: AdminWithdrawal;
  all: AdminWithdrawal[];
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('admin');
  const refund = useRecordWithdrawalRefund();
  const refundable = Number(order.amount_paid) - Number(order.refunded_amount) - Number(order.refund_due);
  const lines = order.order_items.map((line) => ({ ...line, unit_price: Number(line.unit_price) }));
  const prefill = refundPrefill(withdrawal, all, lines, Number(order.shipping_amount), refundable);
  const [amount, setAmount] = useState(prefill > 0 ? prefill.toFixed(2) : '');
  const [restock, setRestock] = useState(true);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseRefund(amount, refundable);
    if (!parsed.ok) {
      setError(t(parsed.error, { max: money(refundable) }));
      return;
    }
    setError(null);
    const { value } = parsed;
    refund.mutate(
      { orderId: order.id, withdrawalId: withdrawal.id, amount: value, restock },
      {
        onSuccess: (outcome) => {
          refundToast(outcome, t(`withdrawals.refundOutcome.${outcome}`, { amount: money(value) }));
        },
        onError: (failure) => setError(t(errorKey(failure), { max: money(refundable) })),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-white/70 p-4">
      <h4 className="font-medium">{t('withdrawals.refundTitle')}</h4>
      <Field
        label={t('withdrawals.amount')}
        hint={t('withdrawals.amountHint', {
          value: money(withdrawalValue(withdrawal, lines)),
          max: money(Math.max(refundable, 0)),
        })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error ?? undefined}
      />
      <CheckboxField label={t('withdrawals.restock')} checked={restock} onChange={setRestock} />
      <Button type="submit" className="self-start" disabled={refund.isPending} aria-busy={refund.isPending}>
        {t('withdrawals.recordRefund')}
      </Button>
    </form>
  );
}

export function RefuseWithdrawal({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation('admin');
  const refuse = useRefuseWithdrawal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('withdrawals.errors.reasonRequired'));
      return;
    }
    setError(null);
    refuse.mutate(
      { withdrawalId: withdrawal.id, reason: reason.trim() },
      {
        onSuccess: () => toast.success(t('withdrawals.refusedDone')),
        onError: (failure) => setError(t(errorKey(failure))),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-white/70 p-4">
      <h4 className="font-medium">{t('withdrawals.refuseTitle')}</h4>
      <TextareaField
        label={t('withdrawals.refuseReason')}
        hint={t('withdrawals.refuseHint')}
        rows={2}
        maxLength={2000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="outline" className="self-start" disabled={refuse.isPending}>
        {t('withdrawals.refuse')}
      </Button>
    </form>
  );
}
