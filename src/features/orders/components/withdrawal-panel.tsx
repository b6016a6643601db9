// "Withdraw from the contract": the right of withdrawal of an order, in two steps (1: choose the items and
// quantities, with the cosmetics exception stated; 2: confirm), then the acknowledgement with its date and time.
// Outside the period it says why and until when. For a member's order (/my-orders) or a guest's (/order).
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import {
  useRequestWithdrawal,
  useWithdrawalOptions,
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
import { dateFormat } from '@/lib/locale';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

function useWithdrawalFormats() {
  const { i18n } = useTranslation('orders');
  const date = dateFormat(i18n.language, { dateStyle: 'long' });
  const dateTime = dateFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const parisDay = dateFormat(i18n.language, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return {
    /** The last day of a period that ends at midnight in Paris (withdrawal_deadline), as that day's date. */
    lastDay: (iso: string) => parisDay.format(new Date(new Date(iso).getTime() - 1)),
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    money: (amount: number, currency: 'usd' | 'eur') => formatMoney(amount, currency, i18n.language),
  };
}

type Step = 'closed' | 'choose' | 'confirm';

export function WithdrawalPanel({ identity }: { identity: WithdrawalIdentity }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const [step, setStep] = useState<Step>('closed');
  const options = useWithdrawalOptions(identity, step !== 'closed');

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-2xl bg-white/60 p-6 ring-1 ring-ink/5">
      <h3 id={headingId} className="font-serif text-xl">
        {t('withdrawal.title')}
      </h3>
      {step === 'closed' ? (
        <>
          <p className="mt-2 text-sm text-ink/80">{t('withdrawal.teaser')}</p>
          <Button className="mt-4" variant="outline" onClick={() => setStep('choose')}>
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

function WithdrawalSteps({
  identity,
  options,
  step,
  onStep,
  onReload,
}: {
  identity: WithdrawalIdentity;
  options: WithdrawalOptions;
  step: Exclude<Step, 'closed'>;
  onStep: (step: Step) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('orders');
  const f = useWithdrawalFormats();
  const request = useRequestWithdrawal(identity);
  const [selection, setSelection] = useState<Selection>({});
  const [sealed, setSealed] = useState(false);
  const [problems, setProblems] = useState<SelectionProblem[]>([]);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  const items = selectedItems(options, selection);
  const lineOf = (id: string) => options.lines.find((line) => line.id === id);

  function toConfirm(event: FormEvent) {
    event.preventDefault();
    const found = selectionProblems(options, selection, sealed);
    setProblems(found);
    if (found.length > 0) return;
    request.reset();
    setIdempotencyKey(crypto.randomUUID());
    onStep('confirm');
  }

  function confirm() {
    request.mutate(
      { items, sealedConfirmed: sealed, idempotencyKey },
      {
        onSuccess: (answer) => {
          setDone(answer.withdrawal);
          setSelection({});
          setSealed(false);
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
        <div role="status" className="rounded-lg bg-moss/10 px-4 py-3 text-sm text-moss-dark">
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

      {options.withdrawals.length > 0 ? <Requests options={options} /> : null}

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
          <h4 className="font-medium">{t('withdrawal.step1')}</h4>
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
          {options.seal_required ? (
            <CheckboxField
              label={t('withdrawal.sealed')}
              checked={sealed}
              onChange={setSealed}
              error={problems.includes('sealRequired') ? t('withdrawal.sealedRequired') : undefined}
            />
          ) : null}
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
          <h4 className="font-medium">{t('withdrawal.step2')}</h4>
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
          {options.seal_required ? <p className="text-sm">{t('withdrawal.sealedConfirmed')}</p> : null}
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

function Requests({ options }: { options: WithdrawalOptions }) {
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
