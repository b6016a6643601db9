// One zone's rate bands in one currency: each band (up to N g, or any weight) with its price and a way to remove
// it, and a form to add one. The checkout takes the smallest band that holds the order's weight.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAddRate, useDeleteRate, type AdminShippingZone } from '@/features/admin/api/shipping-zones';
import { shippingErrorKey, validateRate } from '@/features/admin/shipping-admin-model';
import { numberFormat } from '@/lib/locale';
import { formatMoney } from '@/lib/money';

export function ShippingRates({ zone, currency }: { zone: AdminShippingZone; currency: 'eur' | 'usd' }) {
  const { t, i18n } = useTranslation('admin');
  const addRate = useAddRate();
  const deleteRate = useDeleteRate();
  const [band, setBand] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ band?: string; amount?: string }>({});
  const grams = numberFormat(i18n.language);
  const rates = zone.shipping_rates
    .filter((rate) => rate.currency === currency)
    .sort((a, b) => (a.up_to_grams ?? Infinity) - (b.up_to_grams ?? Infinity));
  const label = currency.toUpperCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRate(band, amount);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    addRate.mutate(
      { zone_id: zone.id, currency, ...checked.value },
      {
        onSuccess: () => {
          setBand('');
          setAmount('');
          toast.success(t('shipping.rateAdded'));
        },
        onError: (error) => toast.error(t(shippingErrorKey(error))),
      },
    );
  };

  return (
    <section aria-label={t('shipping.ratesIn', { zone: zone.name_en, currency: label })}>
      <h3 className="font-medium">{t('shipping.rates', { currency: label })}</h3>
      {rates.length === 0 ? (
        <p className="mt-1 text-sm text-ink/70">{t('shipping.noRates')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink/10 text-sm">
          {rates.map((rate) => (
            <li key={rate.id} className="flex items-center justify-between gap-3 py-2">
              <span>
                {rate.up_to_grams === null
                  ? t('shipping.anyWeight')
                  : t('shipping.upTo', { grams: grams.format(rate.up_to_grams) })}
              </span>
              <span className="font-semibold">
                {formatMoney(Number(rate.amount), currency, i18n.language, { cents: true })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={deleteRate.isPending}
                aria-label={t('shipping.removeRate', {
                  band:
                    rate.up_to_grams === null
                      ? t('shipping.anyWeight')
                      : t('shipping.upTo', { grams: grams.format(rate.up_to_grams) }),
                  currency: label,
                })}
                onClick={() =>
                  deleteRate.mutate(rate.id, { onError: (error) => toast.error(t(shippingErrorKey(error))) })
                }
              >
                {t('shipping.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="mt-2 flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <Field
          label={t('shipping.bandLabel', { currency: label })}
          hint={t('shipping.bandHint')}
          inputMode="numeric"
          value={band}
          error={errors.band && t(errors.band)}
          onChange={(event) => setBand(event.target.value)}
          className="w-44"
        />
        <Field
          label={t('shipping.amountLabel', { currency: label })}
          inputMode="decimal"
          value={amount}
          error={errors.amount && t(errors.amount)}
          onChange={(event) => setAmount(event.target.value)}
          className="w-36"
        />
        <Button type="submit" variant="outline" size="sm" disabled={addRate.isPending}>
          {t('shipping.addRate')}
        </Button>
      </form>
    </section>
  );
}
