// The withdrawals already asked for on an order: when, which items, and where each stands (refunded with its
// amount, refused with the reason, or awaiting its refund by the deadline).
import { useTranslation } from 'react-i18next';
import type { WithdrawalOptions } from '@/features/orders/withdrawal-model';
import { useWithdrawalFormats } from './withdrawal-formats';

export function WithdrawalRequestList({ options }: { options: WithdrawalOptions }) {
  const { t } = useTranslation('orders');
  const f = useWithdrawalFormats();
  return (
    <div>
      <h4 className="font-medium">{t('withdrawal.requests')}</h4>
      <ul className="mt-2 flex flex-col gap-2 text-sm" data-testid="withdrawal-requests">
        {options.withdrawals.map((record) => (
          <li key={record.id} className="rounded-lg bg-white/70 px-3 py-2">
            <p>
              {t('withdrawal.requestedOn', { when: f.dateTime(record.requested_at) })}:{' '}
              {record.lines.map((line) => `${line.product_name} × ${line.quantity}`).join(', ')}
            </p>
            <p className="text-ink/75">
              {record.status === 'refunded' && record.refund_amount !== null
                ? t('withdrawal.status.refunded', { amount: f.money(record.refund_amount, options.currency) })
                : record.status === 'refused'
                  ? t('withdrawal.status.refused', { reason: record.refused_reason ?? '' })
                  : t('withdrawal.status.requested', { deadline: f.date(record.refund_deadline) })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
