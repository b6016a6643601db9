// One shipping zone for the admin: its names, free-delivery thresholds (per currency) and countries, saved
// together, then its rate bands in euros and in dollars.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useSaveZone, type AdminShippingZone } from '@/features/admin/api/shipping-zones';
import { shippingErrorKey, validateZone, type ZoneFormValues } from '@/features/admin/shipping-admin-model';
import { ShippingRates } from './shipping-rates';

type Values = ZoneFormValues;
type Errors = Partial<Record<keyof Values, string>>;

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function ShippingZoneCard({ zone }: { zone: AdminShippingZone }) {
  const { t } = useTranslation('admin');
  const save = useSaveZone();
  const [values, setValues] = useState<Values>({
    name_en: zone.name_en,
    name_fr: zone.name_fr,
    free_from_eur: text(zone.free_from_eur),
    free_from_usd: text(zone.free_from_usd),
    countries: zone.shipping_zone_countries
      .map((row) => row.country)
      .sort()
      .join(', '),
  });
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name] ? t(errors[name]) : undefined,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateZone(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(
      { id: zone.id, ...checked.value },
      {
        onSuccess: () => toast.success(t('shipping.saved', { zone: checked.value.name_en })),
        onError: (error) => toast.error(t(shippingErrorKey(error))),
      },
    );
  };

  const headingId = `zone-${zone.code}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white/60 p-6 ring-1 ring-ink/5"
      data-testid="shipping-zone"
    >
      <h2 id={headingId} className="font-serif text-2xl">
        {zone.name_en} <span className="text-base text-ink/70">({zone.code})</span>
      </h2>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <Field label={t('shipping.nameEn')} {...field('name_en')} />
        <Field label={t('shipping.nameFr')} {...field('name_fr')} />
        <Field
          label={t('shipping.freeFrom', { currency: 'EUR' })}
          hint={t('shipping.freeFromHint')}
          inputMode="decimal"
          {...field('free_from_eur')}
        />
        <Field
          label={t('shipping.freeFrom', { currency: 'USD' })}
          hint={t('shipping.freeFromHint')}
          inputMode="decimal"
          {...field('free_from_usd')}
        />
        <Field
          label={t('shipping.countries')}
          hint={t('shipping.countriesHint')}
          className="sm:col-span-2"
          {...field('countries')}
        />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('shipping.save')}
          </Button>
        </div>
      </form>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <ShippingRates zone={zone} currency="eur" />
        <ShippingRates zone={zone} currency="usd" />
      </div>
    </article>
  );
}
