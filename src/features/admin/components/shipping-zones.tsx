// /admin/shipping: every delivery zone (countries, free thresholds, rate bands) and a form for a new zone. A
// country outside every zone cannot be ordered to.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useCreateZone, useShippingZones } from '@/features/admin/api/shipping-zones';
import { shippingErrorKey } from '@/features/admin/shipping-admin-model';
import { ShippingZoneCard } from './shipping-zone-card';

function NewZone() {
  const { t } = useTranslation('admin');
  const create = useCreateZone();
  const [values, setValues] = useState({ code: '', name_en: '', name_fr: '' });
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = values.code.trim().toLowerCase();
    if (!/^[a-z0-9-]{1,40}$/.test(code) || !values.name_en.trim() || !values.name_fr.trim()) {
      setError(t('shipping.errors.newZone'));
      return;
    }
    setError(undefined);
    create.mutate(
      { code, name_en: values.name_en.trim(), name_fr: values.name_fr.trim() },
      {
        onSuccess: () => {
          setValues({ code: '', name_en: '', name_fr: '' });
          toast.success(t('shipping.created'));
        },
        onError: (failure) => toast.error(t(shippingErrorKey(failure))),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-zone"
      className="flex flex-wrap items-end gap-3 rounded-2xl bg-white/60 p-6 ring-1 ring-ink/5"
    >
      <h2 id="new-zone" className="w-full font-serif text-2xl">
        {t('shipping.newZone')}
      </h2>
      <Field
        label={t('shipping.code')}
        hint={t('shipping.codeHint')}
        value={values.code}
        error={error}
        onChange={(event) => setValues({ ...values, code: event.target.value })}
      />
      <Field
        label={t('shipping.nameEn')}
        value={values.name_en}
        onChange={(event) => setValues({ ...values, name_en: event.target.value })}
      />
      <Field
        label={t('shipping.nameFr')}
        value={values.name_fr}
        onChange={(event) => setValues({ ...values, name_fr: event.target.value })}
      />
      <Button type="submit" disabled={create.isPending}>
        {t('shipping.create')}
      </Button>
    </form>
  );
}

export function ShippingZones() {
  const { t } = useTranslation('admin');
  const zones = useShippingZones();
  if (zones.isPending) return <Spinner centered />;
  if (zones.isError) {
    return (
      <p role="alert" className="mt-6 text-rust">
        {t('shipping.loadFailed')}
      </p>
    );
  }
  return (
    <div className="mt-6 flex flex-col gap-6">
      <p className="max-w-3xl text-ink/80">{t('shipping.intro')}</p>
      {zones.data.map((zone) => (
        <ShippingZoneCard key={zone.id} zone={zone} />
      ))}
      <NewZone />
    </div>
  );
}
