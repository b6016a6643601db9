// A new promotion code: what it takes off (a percentage, or an amount in each currency), the minimum order, when
// it runs, how often it may be used (in all, and per customer: email or account), the products it leaves out
// and whether reservations may use it (not by default).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field, SelectField } from '@/components/ui/field';
import { useAdminProducts } from '@/features/admin/api/get-admin-products';
import { useCreatePromoCode } from '@/features/admin/api/promo-codes';
import {
  EMPTY_PROMO,
  promoErrorKey,
  toPromoInsert,
  validatePromo,
  type PromoFormErrors,
  type PromoFormValues,
} from '@/features/admin/promo-admin-model';

export function PromoCodeForm() {
  const { t } = useTranslation('admin');
  const create = useCreatePromoCode();
  const products = useAdminProducts();
  const [values, setValues] = useState<PromoFormValues>(EMPTY_PROMO);
  const [errors, setErrors] = useState<PromoFormErrors>({});
  const text = (
    name: Exclude<keyof PromoFormValues, 'excluded_product_ids' | 'applies_to_reservations' | 'kind'>,
  ) => ({
    label: t(`promotions.fields.${name}`),
    value: values[name],
    error: errors[name] ? t(errors[name]) : undefined,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePromo(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(toPromoInsert(values), {
      onSuccess: () => {
        toast.success(t('promotions.created', { code: values.code.trim().toUpperCase() }));
        setValues(EMPTY_PROMO);
      },
      onError: (error) => toast.error(t(promoErrorKey(error))),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-promo"
      className="grid gap-4 rounded-2xl bg-white/60 p-6 ring-1 ring-ink/5 sm:grid-cols-2"
    >
      <h2 id="new-promo" className="font-serif text-2xl sm:col-span-2">
        {t('promotions.new')}
      </h2>
      <Field {...text('code')} hint={t('promotions.hints.code')} autoCapitalize="characters" />
      <SelectField
        label={t('promotions.fields.kind')}
        value={values.kind}
        onChange={(event) => setValues({ ...values, kind: event.target.value as PromoFormValues['kind'] })}
      >
        <option value="percent">{t('promotions.kinds.percent')}</option>
        <option value="fixed">{t('promotions.kinds.fixed')}</option>
      </SelectField>
      {values.kind === 'percent' ? (
        <Field {...text('percent_off')} inputMode="decimal" />
      ) : (
        <>
          <Field {...text('amount_off_eur')} inputMode="decimal" />
          <Field {...text('amount_off_usd')} inputMode="decimal" />
        </>
      )}
      <Field {...text('min_order_eur')} inputMode="decimal" hint={t('promotions.hints.minimum')} />
      <Field {...text('min_order_usd')} inputMode="decimal" hint={t('promotions.hints.minimum')} />
      <Field {...text('starts_at')} type="datetime-local" hint={t('promotions.hints.dates')} />
      <Field {...text('ends_at')} type="datetime-local" hint={t('promotions.hints.dates')} />
      <Field {...text('max_uses')} inputMode="numeric" hint={t('promotions.hints.maxUses')} />
      <Field
        {...text('max_uses_per_customer')}
        inputMode="numeric"
        hint={t('promotions.hints.perCustomer')}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">{t('promotions.fields.excluded')}</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {(products.data ?? []).map((product) => (
            <CheckboxField
              key={product.id}
              label={product.title}
              checked={values.excluded_product_ids.includes(product.id)}
              onChange={(checked) =>
                setValues({
                  ...values,
                  excluded_product_ids: checked
                    ? [...values.excluded_product_ids, product.id]
                    : values.excluded_product_ids.filter((id) => id !== product.id),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label={t('promotions.fields.applies_to_reservations')}
        hint={t('promotions.hints.reservations')}
        checked={values.applies_to_reservations}
        onChange={(checked) => setValues({ ...values, applies_to_reservations: checked })}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {t('promotions.create')}
        </Button>
      </div>
    </form>
  );
}
