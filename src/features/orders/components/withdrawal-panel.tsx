// "Withdraw from the contract": the right of withdrawal of an order, in two steps (1: choose the items and
// quantities, with the cosmetics exception stated; 2: confirm), then the acknowledgement with its date and time.
// Outside the period it says why and until when. For a member's order (/my-orders) or a guest's (/order).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  useWithdrawalOptions,
  WithdrawalError,
  type WithdrawalIdentity,
} from '@/features/orders/api/withdrawal';
import { ErrorAlert } from '@/components/ui/alert';
import { WithdrawalSteps, type WithdrawalStep } from './withdrawal-steps';

export function WithdrawalPanel({ identity }: { identity: WithdrawalIdentity }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const [step, setStep] = useState<WithdrawalStep>('closed');
  const options = useWithdrawalOptions(identity, step !== 'closed');
  // Cancelled: focus goes back to the button that opened the steps (it had left the page with them).
  const openButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (step !== 'closed') opened.current = true;
    else if (opened.current) openButton.current?.focus();
  }, [step]);

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-2xl bg-white/60 p-6 ring-1 ring-ink/5">
      <h3 id={headingId} className="font-serif text-xl">
        {t('withdrawal.title')}
      </h3>
      {step === 'closed' ? (
        <>
          <p className="mt-2 text-sm text-ink/80">{t('withdrawal.teaser')}</p>
          <Button ref={openButton} className="mt-4" variant="outline" onClick={() => setStep('choose')}>
            {t('withdrawal.open')}
          </Button>
        </>
      ) : options.isPending ? (
        <Spinner />
      ) : options.isError || !options.data ? (
        <ErrorAlert className="mt-3">
          {options.error instanceof WithdrawalError && options.error.code === 'tooManyAttempts'
            ? t('withdrawal.errors.tooManyAttempts')
            : t('withdrawal.loadFailed')}
        </ErrorAlert>
      ) : (
        <WithdrawalSteps
          identity={identity}
          options={options.data}
          step={step}
          onStep={setStep}
          onReload={() => void options.refetch()}
        />
      )}
    </section>
  );
}
