// /order: a guest finds an order by its number and email; a member also sees their own orders.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LookupError, useLookupOrder } from '@/features/orders/api/lookup-order';
import { retryWait } from '@/features/orders/order-model';
import { OrderSummary } from './order-summary';
import { WithdrawalPanel } from './withdrawal-panel';
import { ErrorAlert } from '@/components/ui/alert';
import { plainEmail } from '@/lib/typed-text';

export function OrderLookup() {
  const { t } = useTranslation('orders');
  const lookup = useLookupOrder();
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!number.trim()) found.number = t('lookup.numberRequired');
    // One plain address, as lookup_order matches it (public.plain_email): said here rather than "not found".
    const plain = plainEmail(email);
    if (plain === null) found.email = t('lookup.emailInvalid');
    setErrors(found);
    if (plain !== null && Object.keys(found).length === 0)
      lookup.mutate({ number: number.trim(), email: plain });
  }

  const wait =
    lookup.error instanceof LookupError && lookup.error.code === 'too_many_attempts'
      ? retryWait(lookup.error.retryAfter)
      : null;
  const failure =
    lookup.error instanceof LookupError && lookup.error.code === 'too_many_attempts'
      ? wait
        ? t(`lookup.tooManyWait.${wait.unit}`, { count: wait.count })
        : t('lookup.tooMany')
      : lookup.error
        ? t('lookup.failed')
        : null;

  return (
    <section aria-labelledby="order-lookup" className="mt-8 max-w-xl">
      <h2 id="order-lookup" className="font-serif text-2xl">
        {t('lookup.title')}
      </h2>
      <p className="mt-2 text-sm text-ink/75">{t('lookup.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field
          label={t('lookup.number')}
          name="order-number"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          hint={t('lookup.numberHint')}
          error={errors.number}
          autoComplete="off"
          required
        />
        <Field
          label={t('lookup.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <Button type="submit" disabled={lookup.isPending} aria-busy={lookup.isPending || undefined}>
          {t('lookup.submit')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-6">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        {lookup.isSuccess && lookup.data === null ? <ErrorAlert>{t('lookup.notFound')}</ErrorAlert> : null}
        {lookup.data ? (
          <OrderSummary
            receipt={lookup.data}
            invoices={{ kind: 'lookup', number: lookup.data.number, email: lookup.variables?.email ?? '' }}
          />
        ) : null}
      </div>
      {lookup.data && lookup.variables ? (
        // The number and email that found the order (the fields may have changed since): a guest's withdrawal.
        <WithdrawalPanel
          key={lookup.data.id}
          identity={{ kind: 'guest', number: lookup.variables.number, email: lookup.variables.email }}
        />
      ) : null}
    </section>
  );
}
