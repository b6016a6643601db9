// "Product ready: ask for the balance" of a deposit reservation: sends the balance_due mail with the pay link
// once (admin_request_balance); the trail dates it, and a second click says it was already sent, and when.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useRequestBalance } from '@/features/admin/api/fulfilment';
import { fulfilmentErrorKey } from '@/features/admin/fulfilment-model';
import type { OrderSectionProps } from '@/features/admin/use-order-formats';

export function BalanceRequest({ order, money, dateTime }: OrderSectionProps) {
  const { t } = useTranslation('admin');
  const request = useRequestBalance();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const sent = order.order_events.find((event) => event.type === 'balance_requested');
  const due = order.status === 'deposit_paid' && Number(order.balance_due) > 0;
  if (!due && !sent) return null;

  function ask() {
    setMessage(null);
    request.mutate(order.id, {
      onSuccess: (answer) => {
        if (answer.sent) toast.success(t('fulfilment.balance.sent', { number: order.number }));
        else
          setMessage({
            text: t('fulfilment.balance.already', { when: dateTime(answer.requested_at) }),
            error: false,
          });
      },
      onError: (error) => setMessage({ text: t(fulfilmentErrorKey(error)), error: true }),
    });
  }

  return (
    <section aria-labelledby="order-balance-request">
      <h3 id="order-balance-request" className="font-serif text-xl">
        {t('fulfilment.balance.title')}
      </h3>
      <p className="mt-2 text-sm" data-testid="balance-request-status">
        {sent
          ? t('fulfilment.balance.sentAt', { when: dateTime(sent.created_at) })
          : t('fulfilment.balance.intro', { amount: money(Number(order.balance_due)) })}
      </p>
      {due ? (
        <Button
          className="mt-3"
          variant={sent ? 'outline' : 'primary'}
          size="sm"
          disabled={request.isPending}
          aria-busy={request.isPending || undefined}
          onClick={ask}
        >
          {t('fulfilment.balance.button')}
        </Button>
      ) : null}
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={
            message.error
              ? 'mt-3 rounded-lg bg-rust/10 px-3 py-2 text-sm text-rust'
              : 'mt-3 rounded-lg bg-moss/10 px-3 py-2 text-sm'
          }
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
