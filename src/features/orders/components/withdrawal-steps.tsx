// The two steps of a withdrawal: choose the items and quantities (the cosmetics exception stated), then
// confirm; then the acknowledgement with its date and time, or why the period is over and since when. Focus
// follows the steps (each step's heading, then the acknowledgement), so a keyboard or screen reader user is
// never sent back to the top of the page when the button they pressed disappears.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import {
  useRequestWithdrawal,
  WithdrawalError,
  type WithdrawalIdentity,
} from '@/features/orders/api/withdrawal';
import { retryWait } from '@/features/orders/order-model';
import {
  selectedItems,
  selectionProblems,
  type SelectionProblem,
  type Selection,
  type WithdrawalOptions,
  type WithdrawalRecord,
} from '@/features/orders/withdrawal-model';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';
import { useWithdrawalFormats } from './withdrawal-formats';
import { WithdrawalRequestList } from './withdrawal-request-list';

/** Where the withdrawal panel is: closed, choosing the items, or confirming them. */
export type WithdrawalStep = 'closed' | 'choose' | 'confirm';

export function WithdrawalSteps({
  identity,
  options,
  step,
  onStep,
  onReload,
}: {
  identity: WithdrawalIdentity;
  options: WithdrawalOptions;
  step: Exclude<WithdrawalStep, 'closed'>;
  onStep: (step: WithdrawalStep) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('orders');
  const f = useWithdrawalFormats();
  const request = useRequestWithdrawal(identity);
  const [selection, setSelection] = useState<Selection>({});
  const [problems, setProblems] = useState<SelectionProblem[]>([]);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  const chooseHeading = useRef<HTMLHeadingElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const doneMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    (step === 'choose' ? chooseHeading : confirmHeading).current?.focus();
  }, [step]);
  useEffect(() => {
    if (done) doneMessage.current?.focus();
  }, [done]);
  const items = selectedItems(options, selection);
  const lineOf = (id: string) => options.lines.find((line) => line.id === id);

  function toConfirm(event: FormEvent) {
    event.preventDefault();
    const found = selectionProblems(options, selection);
    setProblems(found);
    if (found.length > 0) return;
    request.reset();
    setIdempotencyKey(crypto.randomUUID());
    onStep('confirm');
  }

  function confirm() {
    request.mutate(
      { items, idempotencyKey },
      {
        onSuccess: (answer) => {
          setDone(answer.withdrawal);
          setSelection({});
          onStep('choose');
        },
        onError: (error) => {
          // The order changed meanwhile (another request, the period): show it as it is now, to choose again.
          if (error instanceof WithdrawalError && ['quantityExceeded', 'closed'].includes(error.code)) {
            setSelection({});
            onStep('choose');
            onReload();
          }
        },
      },
    );
  }

  const failure =
    request.error instanceof WithdrawalError
      ? request.error
      : request.error
        ? new WithdrawalError('failed')
        : null;
  const wait = failure?.code === 'tooManyAttempts' ? retryWait(failure.retryAfter) : null;

  return (
    <div className="mt-3 flex flex-col gap-4">
      {done ? (
        <div
          ref={doneMessage}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-moss/10 px-4 py-3 text-sm text-moss-dark focus:outline-none"
        >
          <p className="font-medium">{t('withdrawal.done', { when: f.dateTime(done.requested_at) })}</p>
          <p className="mt-1">{t('withdrawal.doneMail', { deadline: f.date(done.refund_deadline) })}</p>
        </div>
      ) : null}

      {failure ? (
        <ErrorAlert>
          {wait
            ? t(`lookup.tooManyWait.${wait.unit}`, { count: wait.count })
            : t(`withdrawal.errors.${failure.code}`)}
        </ErrorAlert>
      ) : null}

      {options.withdrawals.length > 0 ? <WithdrawalRequestList options={options} /> : null}

      {!options.open ? (
        <p className="rounded-lg bg-ink/5 px-4 py-3 text-sm" data-testid="withdrawal-closed">
          {options.reason === 'period_ended' && options.deadline
            ? t('withdrawal.closed.period_ended', {
                deadline: f.lastDay(options.deadline),
                delivered: options.delivered_at ? f.date(options.delivered_at) : '',
              })
            : t(`withdrawal.closed.${options.reason ?? 'cancelled'}`)}
        </p>
      ) : step === 'choose' ? (
        <form noValidate onSubmit={toConfirm} className="flex flex-col gap-4">
          <h4 ref={chooseHeading} tabIndex={-1} className="font-medium focus:outline-none">
            {t('withdrawal.step1')}
          </h4>
          <p className="text-sm text-ink/80">
            {options.deadline
              ? t('withdrawal.periodUntil', {
                  deadline: f.lastDay(options.deadline),
                  delivered: options.delivered_at ? f.date(options.delivered_at) : '',
                })
              : t('withdrawal.periodBeforeDelivery')}
          </p>
          <ul className="flex flex-col gap-3">
            {options.lines.map((line) => (
              <li key={line.id} className="text-sm">
                {line.available > 0 ? (
                  <SelectField
                    label={t('withdrawal.quantityLabel', { name: line.product_name })}
                    hint={t('withdrawal.quantityHint', {
                      bought: line.quantity,
                      left: line.available,
                      price: f.money(line.unit_price, options.currency),
                    })}
                    value={String(selection[line.id] ?? 0)}
                    onChange={(event) =>
                      setSelection((current) => ({ ...current, [line.id]: Number(event.target.value) }))
                    }
                    className="max-w-md"
                  >
                    {Array.from({ length: line.available + 1 }, (_, quantity) => (
                      <option key={quantity} value={quantity}>
                        {quantity === 0 ? t('withdrawal.keep') : String(quantity)}
                      </option>
                    ))}
                  </SelectField>
                ) : (
                  <p>
                    {line.product_name}{' '}
                    <span className="text-ink/70">
                      {t('withdrawal.lineWithdrawn', { count: line.withdrawn })}
                    </span>
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p className="rounded-lg bg-sand/60 px-4 py-3 text-sm" data-testid="cosmetics-exception">
            {t('withdrawal.cosmeticsException')}
          </p>
          {problems.includes('noneSelected') ? (
            <p role="alert" className="text-sm text-rust">
              {t('withdrawal.noneSelected')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit">{t('withdrawal.continue')}</Button>
            <Button variant="ghost" onClick={() => onStep('closed')}>
              {t('withdrawal.cancel')}
            </Button>
          </div>
          <p className="text-xs text-ink/70">
            {t('withdrawal.modelForm')}{' '}
            <Link to={paths.withdrawalForm} className="underline underline-offset-4">
              {t('withdrawal.modelFormLink')}
            </Link>
          </p>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <h4 ref={confirmHeading} tabIndex={-1} className="font-medium focus:outline-none">
            {t('withdrawal.step2')}
          </h4>
          <p className="text-sm">{t('withdrawal.confirmIntro', { number: options.number })}</p>
          <ul className="list-disc pl-5 text-sm" data-testid="withdrawal-summary">
            {items.map((item) => {
              const line = lineOf(item.order_item_id);
              return (
                <li key={item.order_item_id}>
                  {line?.product_name} × {item.quantity} ·{' '}
                  {f.money((line?.unit_price ?? 0) * item.quantity, options.currency)}
                </li>
              );
            })}
          </ul>
          {options.goods_sent ? <p className="text-sm">{t('withdrawal.sendBack')}</p> : null}
          <p className="text-sm text-ink/80">{t('withdrawal.confirmAfter')}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={confirm} disabled={request.isPending} aria-busy={request.isPending || undefined}>
              {t('withdrawal.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => onStep('choose')} disabled={request.isPending}>
              {t('withdrawal.back')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
