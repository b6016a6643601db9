// /admin/vat: the EU distance sales of this and last year against the one-stop-shop threshold, whether EU sales are
// now taxed at their destination's rate and why, and the owner's OSS registration day (recorded or cleared after
// a confirmation). SQL decides every order's VAT from these; the page only shows and records them.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { useSaveOssRegistration, useVatOverview, type VatOverview } from '@/features/admin/api/vat-overview';
import { isDay, vatErrorKey, vatLoadErrorKey } from '@/features/admin/vat-admin-model';
import { dateFormat } from '@/lib/locale';
import { formatMoney } from '@/lib/money';

function useFormats() {
  const { i18n } = useTranslation('admin');
  const language = i18n.language;
  return {
    euros: (amount: number) => formatMoney(amount, 'eur', language, { cents: true }),
    day: (value: string) =>
      dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`)),
  };
}

function YearMeter({ label, amount, threshold }: { label: string; amount: number; threshold: number }) {
  const { t } = useTranslation('admin');
  const { euros } = useFormats();
  const share = Math.min(amount / threshold, 1);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{label}</span>
        <span className="font-semibold">
          {t('vat.ofThreshold', { amount: euros(amount), threshold: euros(threshold) })}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={Math.min(amount, threshold)}
        aria-valuetext={t('vat.ofThreshold', { amount: euros(amount), threshold: euros(threshold) })}
        className="h-3 overflow-hidden rounded-full bg-ink/10"
      >
        <div
          className={amount > threshold ? 'h-full bg-rust' : 'h-full bg-moss'}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  );
}

function Standing({ overview }: { overview: VatOverview }) {
  const { t } = useTranslation('admin');
  const { euros, day } = useFormats();
  const registered = overview.oss_registered_from;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <YearMeter
        label={t('vat.thisYear', { year: overview.this_year })}
        amount={overview.this_year_eur}
        threshold={overview.threshold_eur}
      />
      <YearMeter
        label={t('vat.lastYear', { year: overview.this_year - 1 })}
        amount={overview.last_year_eur}
        threshold={overview.threshold_eur}
      />
      <div className="rounded-lg bg-sand/50 p-4" data-testid="vat-standing">
        <p className="font-semibold">
          {overview.destination_rates ? t('vat.destinationApplies') : t('vat.frenchApplies')}
        </p>
        {overview.destination_rates ? (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {overview.reasons.map((reason) => (
              <li key={reason}>
                {t(`vat.reasons.${reason}`, {
                  day: registered ? day(registered) : '',
                  year: overview.this_year,
                  lastYear: overview.this_year - 1,
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm">
            {t('vat.underThreshold', {
              left: euros(Math.max(overview.threshold_eur - overview.this_year_eur, 0)),
            })}
          </p>
        )}
        {registered && registered > overview.today ? (
          <p className="mt-1 text-sm">{t('vat.registrationAhead', { day: day(registered) })}</p>
        ) : null}
      </div>
    </div>
  );
}

type Pending = { day: string | null } | null;

function Registration({ overview }: { overview: VatOverview }) {
  const { t } = useTranslation('admin');
  const { day: formatDay } = useFormats();
  const save = useSaveOssRegistration();
  const [day, setDay] = useState(overview.oss_registered_from ?? '');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<Pending>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDay(day)) {
      setError(t('vat.errors.day'));
      return;
    }
    setError(undefined);
    setPending({ day });
  };

  const close = () => {
    setPending(null);
    setRefusal(null);
  };

  const confirm = () => {
    if (!pending) return;
    save.mutate(pending.day, {
      onSuccess: () => {
        toast.success(
          pending.day
            ? t('vat.registrationSaved', { day: formatDay(pending.day) })
            : t('vat.registrationCleared'),
        );
        if (!pending.day) setDay('');
        close();
      },
      onError: (failure) => setRefusal(t(vatErrorKey(failure))),
    });
  };

  return (
    <section aria-labelledby="oss-registration" className="mt-6">
      <h3 id="oss-registration" className="text-lg font-semibold">
        {t('vat.registrationTitle')}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-ink/80">
        {overview.oss_registered_from
          ? t('vat.registeredFrom', { day: formatDay(overview.oss_registered_from) })
          : t('vat.notRegistered')}
      </p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <Field
          type="date"
          label={t('vat.registrationDay')}
          hint={t('vat.registrationHint')}
          value={day}
          error={error}
          onChange={(event) => setDay(event.target.value)}
          className="w-64"
        />
        <Button type="submit" disabled={save.isPending}>
          {t('vat.registrationSave')}
        </Button>
        {overview.oss_registered_from ? (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => setPending({ day: null })}
          >
            {t('vat.registrationClear')}
          </Button>
        ) : null}
      </form>
      <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : close())}>
        <DialogContent closeLabel={t('vat.close')}>
          <DialogTitle>
            {pending?.day ? t('vat.confirmRegisterTitle') : t('vat.confirmClearTitle')}
          </DialogTitle>
          <DialogDescription className="mt-2">
            {pending?.day
              ? t('vat.confirmRegisterText', { day: formatDay(pending.day) })
              : t('vat.confirmClearText')}
          </DialogDescription>
          {refusal ? <ErrorAlert className="mt-4">{refusal}</ErrorAlert> : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={close}>
              {t('vat.cancel')}
            </Button>
            <Button onClick={confirm} disabled={save.isPending} aria-busy={save.isPending}>
              {pending?.day ? t('vat.confirmRegister') : t('vat.confirmClear')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

export function VatThreshold() {
  const { t } = useTranslation('admin');
  const overview = useVatOverview();
  return (
    <Panel id="vat-threshold" title={t('vat.thresholdTitle')}>
      <p className="mt-2 max-w-3xl text-sm text-ink/80">{t('vat.thresholdIntro')}</p>
      {overview.isError ? (
        <ErrorAlert className="mt-4">{t(vatLoadErrorKey(overview.error))}</ErrorAlert>
      ) : overview.data ? (
        <>
          <Standing overview={overview.data} />
          <Registration overview={overview.data} key={overview.data.oss_registered_from ?? ''} />
        </>
      ) : null}
    </Panel>
  );
}
