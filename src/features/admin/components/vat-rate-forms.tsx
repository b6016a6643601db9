// /admin/vat's rate forms: add a rate from the day it takes effect, and each row's edit and removal in a dialog.
// A rate an issued invoice used is refused by SQL (vat_rate_in_use); the refusal is told with the invoice's
// number, in the admin's language.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, SelectField } from '@/components/ui/field';
import { useAddVatRate, useDeleteVatRate, useUpdateVatRate } from '@/features/admin/api/vat-rates';
import {
  EU_COUNTRIES,
  invoiceInUse,
  validateRate,
  vatErrorKey,
  type VatRateRow,
} from '@/features/admin/vat-admin-model';
import { dateFormat, numberFormat } from '@/lib/locale';

const ADMIN_SOURCE = 'admin';

export function useRateFormats() {
  const { i18n } = useTranslation('admin');
  const language = i18n.language;
  const regions = new Intl.DisplayNames([language === 'fr' ? 'fr-FR' : 'en-US'], { type: 'region' });
  return {
    country: (code: string) => `${regions.of(code) ?? code} (${code})`,
    percent: (rate: number) =>
      numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100),
    day: (value: string) =>
      dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`)),
  };
}

/** The message of a refused write: with the invoice's number when one used the rate. */
function useRefusal() {
  const { t } = useTranslation('admin');
  return (error: unknown) => t(vatErrorKey(error), { invoice: invoiceInUse(error) });
}

interface RateValues {
  country: string;
  effective_from: string;
  rate: string;
  source: string;
}

function RateFields({
  values,
  errors,
  onChange,
  countryLocked,
}: {
  values: RateValues;
  errors: Partial<Record<keyof RateValues, string>>;
  onChange: (values: RateValues) => void;
  countryLocked: boolean;
}) {
  const { t } = useTranslation('admin');
  const format = useRateFormats();
  return (
    <>
      <SelectField
        label={t('vat.country')}
        value={values.country}
        disabled={countryLocked}
        error={errors.country && t(errors.country)}
        onChange={(event) => onChange({ ...values, country: event.target.value })}
        className="w-64"
      >
        <option value="">{t('vat.chooseCountry')}</option>
        {EU_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {format.country(code)}
          </option>
        ))}
      </SelectField>
      <Field
        type="date"
        label={t('vat.effectiveFrom')}
        value={values.effective_from}
        error={errors.effective_from && t(errors.effective_from)}
        onChange={(event) => onChange({ ...values, effective_from: event.target.value })}
        className="w-48"
      />
      <Field
        label={t('vat.rateLabel')}
        inputMode="decimal"
        value={values.rate}
        error={errors.rate && t(errors.rate)}
        onChange={(event) => onChange({ ...values, rate: event.target.value })}
        className="w-32"
      />
      <Field
        label={t('vat.source')}
        hint={t('vat.sourceHint')}
        value={values.source}
        maxLength={300}
        onChange={(event) => onChange({ ...values, source: event.target.value })}
        className="w-72"
      />
    </>
  );
}

const sourceOf = (values: RateValues) => values.source.trim() || ADMIN_SOURCE;

export function AddRate() {
  const { t } = useTranslation('admin');
  const add = useAddVatRate();
  const refusal = useRefusal();
  const empty: RateValues = { country: '', effective_from: '', rate: '', source: '' };
  const [values, setValues] = useState<RateValues>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof RateValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRate(values);
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    add.mutate(
      { ...checked.value, source: sourceOf(values) },
      {
        onSuccess: () => {
          setValues(empty);
          toast.success(t('vat.rateAdded'));
        },
        onError: (error) => setFailure(refusal(error)),
      },
    );
  };

  return (
    <section aria-labelledby="vat-add-rate" className="mt-6">
      <h3 id="vat-add-rate" className="text-lg font-semibold">
        {t('vat.addTitle')}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-ink/80">{t('vat.addIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <RateFields values={values} errors={errors} onChange={setValues} countryLocked={false} />
        <Button type="submit" disabled={add.isPending}>
          {t('vat.addRate')}
        </Button>
      </form>
      {failure ? <ErrorAlert className="mt-3">{failure}</ErrorAlert> : null}
    </section>
  );
}

export type Editing = { mode: 'edit' | 'remove'; row: VatRateRow } | null;

export function RateDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const format = useRateFormats();
  const update = useUpdateVatRate();
  const remove = useDeleteVatRate();
  const refusal = useRefusal();
  const row = editing?.row;
  const [values, setValues] = useState<RateValues>({
    country: row?.country ?? '',
    effective_from: row?.effective_from ?? '',
    rate: row ? String(row.rate) : '',
    source: row?.source ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof RateValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  if (!editing || !row) return null;
  const busy = update.isPending || remove.isPending;
  const named = { country: format.country(row.country), day: format.day(row.effective_from) };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRate(values);
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    update.mutate(
      {
        country: row.country,
        effective_from: row.effective_from,
        change: {
          effective_from: checked.value.effective_from,
          rate: checked.value.rate,
          source: sourceOf(values),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('vat.rateSaved', named));
          onClose();
        },
        onError: (error) => setFailure(refusal(error)),
      },
    );
  };

  const confirmRemove = () => {
    setFailure(null);
    remove.mutate(
      { country: row.country, effective_from: row.effective_from },
      {
        onSuccess: () => {
          toast.success(t('vat.rateRemoved', named));
          onClose();
        },
        onError: (error) => setFailure(refusal(error)),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('vat.close')}>
        {editing.mode === 'edit' ? (
          <>
            <DialogTitle>{t('vat.editTitle', named)}</DialogTitle>
            <DialogDescription className="mt-2">{t('vat.editText')}</DialogDescription>
            <form onSubmit={save} noValidate className="mt-4 flex flex-wrap items-end gap-3">
              <RateFields values={values} errors={errors} onChange={setValues} countryLocked />
              {failure ? <ErrorAlert className="w-full">{failure}</ErrorAlert> : null}
              <div className="flex w-full flex-wrap justify-end gap-3">
                <Button variant="outline" onClick={onClose}>
                  {t('vat.cancel')}
                </Button>
                <Button type="submit" disabled={busy} aria-busy={busy}>
                  {t('vat.saveRate')}
                </Button>
              </div>
            </form>
          </>
        ) : (
          <>
            <DialogTitle>{t('vat.removeTitle', named)}</DialogTitle>
            <DialogDescription className="mt-2">
              {t('vat.removeText', { ...named, rate: format.percent(row.rate) })}
            </DialogDescription>
            {failure ? <ErrorAlert className="mt-4">{failure}</ErrorAlert> : null}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="outline" onClick={onClose}>
                {t('vat.cancel')}
              </Button>
              <Button variant="destructive" onClick={confirmRemove} disabled={busy} aria-busy={busy}>
                {t('vat.confirmRemove')}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
