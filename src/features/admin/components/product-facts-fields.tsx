// The cosmetics facts a product's label carries (Regulation (EC) No 1223/2009): INCI list, net quantity, period
// after opening, precautions in both languages, origin and the responsible person.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField, TextareaField } from '@/components/ui/field';
import { COUNTRY_CODES } from '@/content/countries';
import { LEGAL_FACTS } from '@/lib/legal-facts';
import {
  NET_QUANTITY_UNITS,
  type NetQuantityUnit,
  type ProductFormValues,
} from '@/features/admin/product-form-model';
import { textProps, type ProductFormAccess } from './product-form-access';

/** The cosmetics facts of the label: INCI list, net quantity, period after opening, precautions, origin, responsible person. */
export function FactsFields({ form }: { form: ProductFormAccess }) {
  const { values, set, error } = form;
  const { t, i18n } = useTranslation('admin');
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const collator = new Intl.Collator(i18n.language);
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [i18n.language]);
  const text = (key: keyof ProductFormValues) => textProps(form, key);
  const responsibleHint = t('products.hints.responsible_person', {
    name: LEGAL_FACTS.cosmeticsResponsiblePerson.name || '—',
  });
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white/60 p-6 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-2 font-serif text-xl">{t('products.sections.facts')}</legend>
      <TextareaField
        label={t('products.fields.inci_ingredients')}
        hint={t('products.hints.inci_ingredients')}
        className="sm:col-span-2 lg:col-span-4"
        rows={4}
        {...text('inci_ingredients')}
      />
      <Field
        label={t('products.fields.net_quantity')}
        hint={t('products.hints.net_quantity')}
        inputMode="decimal"
        {...text('net_quantity')}
      />
      <SelectField
        label={t('products.fields.net_quantity_unit')}
        value={values.net_quantity_unit}
        onChange={(event) => set('net_quantity_unit', event.target.value as NetQuantityUnit)}
        error={error('net_quantity_unit')}
      >
        {NET_QUANTITY_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {t(`products.units.${unit}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('products.fields.period_after_opening_months')}
        hint={t('products.hints.period_after_opening_months')}
        inputMode="numeric"
        {...text('period_after_opening_months')}
      />
      <SelectField
        label={t('products.fields.origin_country')}
        value={values.origin_country}
        onChange={(event) => set('origin_country', event.target.value)}
        error={error('origin_country')}
      >
        <option value="">{t('products.noCountry')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:col-span-2 md:grid-cols-2 lg:col-span-4">
        <TextareaField
          label={`${t('products.fields.precautions')} (${t('products.english')})`}
          lang="en"
          rows={3}
          {...text('precautions')}
        />
        <TextareaField
          label={`${t('products.fields.precautions')} (${t('products.french')})`}
          lang="fr"
          rows={3}
          {...text('precautions_fr')}
        />
        <Field
          label={t('products.fields.responsible_person_name')}
          hint={responsibleHint}
          {...text('responsible_person_name')}
        />
        <TextareaField
          label={t('products.fields.responsible_person_address')}
          hint={responsibleHint}
          rows={2}
          {...text('responsible_person_address')}
        />
      </div>
    </fieldset>
  );
}
