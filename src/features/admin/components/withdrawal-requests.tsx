// The withdrawal requests of an order (right of withdrawal): their items, when they were made, the refund
// deadline (14 days, highlighted when close or past), and for an open one the refund (prefilled with the
// withdrawn lines' value, at most what is refundable; the units back to stock when the goods came back) or a
// refusal with its reason.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { AdminOrder } from '@/features/admin/api/get-admin-order';
import { useOrderWithdrawals, type AdminWithdrawal } from '@/features/admin/api/withdrawals';
import { useFormats } from '@/features/admin/use-order-formats';
import { deadlineState } from '@/features/admin/withdrawal-admin-model';
import { RefundWithdrawal, RefuseWithdrawal } from './withdrawal-decisions';

/** `settlesMoney` false (fulfilment staff): a request may be refused here, its refund is the owner's or an admin's. */
export function WithdrawalRequests({ order, settlesMoney }: { order: AdminOrder; settlesMoney: boolean }) {
  const { t } = useTranslation('admin');
  const withdrawals = useOrderWithdrawals(order.id);
  if (withdrawals.isPending || (withdrawals.isSuccess && withdrawals.data.length === 0)) return null;
  return (
    <section aria-labelledby="order-withdrawals" data-testid="order-withdrawals">
      <h3 id="order-withdrawals" className="font-serif text-xl">
        {t('withdrawals.title')}
      </h3>
      {withdrawals.isError ? (
        <p role="alert" className="mt-2 text-sm text-rust">
          {t('withdrawals.loadFailed')}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4">
          {withdrawals.data.map((withdrawal) => (
            <li key={withdrawal.id}>
              <WithdrawalCard
                order={order}
                withdrawal={withdrawal}
                all={withdrawals.data}
                settlesMoney={settlesMoney}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WithdrawalCard({
  order,
  withdrawal,
  all,
  settlesMoney,
}: {
  order: AdminOrder;
  withdrawal: AdminWithdrawal;
  all: AdminWithdrawal[];
  settlesMoney: boolean;
}) {
  const { t } = useTranslation('admin');
  const f = useFormats(order.currency);
  const lineOf = (id: string) => order.order_items.find((line) => line.id === id);
  const state = withdrawal.status === 'requested' ? deadlineState(withdrawal.refund_deadline) : null;

  return (
    <article
      aria-label={t('withdrawals.requestedAt', { when: f.dateTime(withdrawal.requested_at) })}
      className="rounded-2xl bg-white/60 p-4 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {t('withdrawals.requestedAt', { when: f.dateTime(withdrawal.requested_at) })}{' '}
          <span className="font-normal text-ink/70">
            · {t(`withdrawals.by.${withdrawal.requested_by === 'guest' ? 'guest' : 'member'}`)}
          </span>
        </p>
        <span data-testid="withdrawal-status" className="rounded-full bg-ink px-3 py-1 text-xs text-cream">
          {t(`withdrawals.status.${withdrawal.status}`)}
        </span>
      </div>
      <ul className="mt-2 list-disc pl-5">
        {withdrawal.withdrawal_items.map((item) => {
          const line = lineOf(item.order_item_id);
          return (
            <li key={item.order_item_id}>
              {line?.product_name ?? item.order_item_id} × {item.quantity} ·{' '}
              {f.money(Number(line?.unit_price ?? 0) * item.quantity)}
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink/70">{t('withdrawals.deadline')}</dt>
        <dd>
          <span
            data-testid="refund-deadline"
            className={cn(
              'rounded px-1',
              state === 'past' && 'bg-rust/15 font-semibold text-rust',
              state === 'close' && 'bg-gold/20 font-semibold text-ink',
            )}
          >
            {f.dateTime(withdrawal.refund_deadline)}
          </span>
          {state === 'past' ? <span className="ml-2 text-rust">{t('withdrawals.overdue')}</span> : null}
          {state === 'close' ? <span className="ml-2">{t('withdrawals.soon')}</span> : null}
        </dd>
        <dt className="text-ink/70">{t('withdrawals.seal')}</dt>
        <dd>{t(withdrawal.sealed_confirmed ? 'withdrawals.sealConfirmed' : 'withdrawals.sealCheck')}</dd>
        {withdrawal.status === 'refunded' && withdrawal.processed_at ? (
          <>
            <dt className="text-ink/70">{t('withdrawals.refundedLabel')}</dt>
            <dd>
              {t('withdrawals.refundedLine', {
                amount: f.money(withdrawal.refund_amount),
                when: f.dateTime(withdrawal.processed_at),
              })}{' '}
              {t(withdrawal.restocked ? 'withdrawals.restocked' : 'withdrawals.notRestocked')}
            </dd>
          </>
        ) : null}
        {withdrawal.status === 'refused' && withdrawal.processed_at ? (
          <>
            <dt className="text-ink/70">{t('withdrawals.refusedLabel')}</dt>
            <dd>
              {t('withdrawals.refusedLine', {
                when: f.dateTime(withdrawal.processed_at),
                reason: withdrawal.refused_reason ?? '',
              })}
            </dd>
          </>
        ) : null}
      </dl>
      <details className="mt-2">
        <summary className="cursor-pointer">{t('withdrawals.statement')}</summary>
        <p className="mt-1 whitespace-pre-line text-ink/85">{withdrawal.statement}</p>
      </details>
      {withdrawal.status === 'requested' ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {settlesMoney ? (
            <RefundWithdrawal order={order} withdrawal={withdrawal} all={all} money={f.money} />
          ) : null}
          <RefuseWithdrawal withdrawal={withdrawal} />
        </div>
      ) : null}
    </article>
  );
}
