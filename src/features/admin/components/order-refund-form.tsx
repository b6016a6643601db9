// The admin order's refund form: never more than was paid, with a reason. The refund goes back to the customer
// through the payment provider at once (admin_record_refund, then issue-refunds); the toast says what became of it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refundToast } from '@/components/refunds/refund-toast';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field, TextareaField } from '@/components/ui/field';
import type { AdminOrder } from '@/features/admin/api/get-admin-order';
import { useRecordRefund } from '@/features/admin/api/update-order';
import { nextStatuses, orderErrorKey, parseRefund } from '@/features/admin/order-admin-model';
import { ErrorAlert } from '@/components/ui/alert';

export function RefundForm({ order, money }: { order: AdminOrder; money: (amount: number) => string }) {
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
    const parsed = parseRefund(amount, refundable);
    const found = {
      amount: parsed.ok ? undefined : t(parsed.error, { max: money(refundable) }),
      reason: reason.trim() ? undefined : t('orders.errors.reasonRequired'),
    };
    setErrors(found);
    if (!parsed.ok || found.reason) return;
    refund.mutate(
      {
        id: order.id,
        amount: parsed.value,
        reason: reason.trim(),
        markRefunded: canMark && markRefunded,
      },
      {
        onSuccess: (outcome) => {
          refundToast(outcome, t(`orders.refundOutcome.${outcome}`, { amount: money(parsed.value) }));
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
        <>
          <p className="mt-2 text-sm" data-testid="refund-moves-money">
            {t('orders.refundMovesMoney')}
          </p>
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
            {errors.form ? <ErrorAlert className="md:col-span-2">{errors.form}</ErrorAlert> : null}
            <div className="md:col-span-2">
              <Button
                type="submit"
                variant="outline"
                disabled={refund.isPending}
                aria-busy={refund.isPending}
              >
                {t('orders.recordRefund')}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
