// Contact details, shipping address and the terms, with each error next to its field.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '@/components/ui/field';
import { Checkbox, FieldMessage, Label } from '@/components/ui/form-controls';
import {
  countryOptions,
  type CheckoutDetails,
  type DetailsErrors,
  type DetailsField,
} from '@/features/checkout/checkout-model';
import { LegalLinks } from './legal-link';
import { paths } from '@/lib/paths';

export interface DetailsFieldsProps {
  value: CheckoutDetails;
  errors: DetailsErrors;
  onChange: (next: CheckoutDetails) => void;
}

export function DetailsFields({ value, errors, onChange }: DetailsFieldsProps) {
  const { t, i18n } = useTranslation('checkout');
  const termsId = useId();
  const set = (field: DetailsField) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const error = (field: DetailsField) => (errors[field] ? t(errors[field]) : undefined);
  const control = (field: Exclude<DetailsField, 'acceptTerms'>, extra: Record<string, unknown> = {}) => ({
    label: t(`fields.${field}`),
    name: field,
    value: value[field],
    onChange: set(field),
    error: error(field),
    ...extra,
  });

  return (
    <div className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-serif text-2xl">{t('contactTitle')}</legend>
        <Field {...control('email', { type: 'email', autoComplete: 'email', required: true })} />
        <Field {...control('name', { autoComplete: 'name', required: true })} />
        <Field {...control('phone', { type: 'tel', autoComplete: 'tel', hint: t('fields.phoneHint') })} />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-serif text-2xl">{t('shippingTitle')}</legend>
        <Field {...control('line1', { autoComplete: 'address-line1', required: true })} />
        <Field {...control('line2', { autoComplete: 'address-line2' })} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...control('postalCode', { autoComplete: 'postal-code', required: true })} />
          <Field {...control('city', { autoComplete: 'address-level2', required: true })} />
        </div>
        <SelectField {...control('country', { autoComplete: 'country', required: true })}>
          <option value="">{t('fields.countryPlaceholder')}</option>
          {countryOptions(i18n.language).map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor={termsId} className="flex items-start gap-3 font-normal">
          <Checkbox
            id={termsId}
            checked={value.acceptTerms}
            onChange={(event) => onChange({ ...value, acceptTerms: event.target.checked })}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={[`${termsId}-links`, errors.acceptTerms ? `${termsId}-error` : '']
              .filter(Boolean)
              .join(' ')}
            className="mt-0.5"
          />
          <span>{t('fields.acceptTerms')}</span>
        </Label>
        <p id={`${termsId}-links`} className="pl-8 text-sm text-ink/80">
          <LegalLinks
            text={t('fields.termsLinks')}
            links={{ terms: paths.terms, privacy: paths.privacy }}
            newTab={t('newTab')}
          />
        </p>
        {errors.acceptTerms ? (
          <FieldMessage id={termsId} tone="error">
            {error('acceptTerms')}
          </FieldMessage>
        ) : null}
      </div>
    </div>
  );
}
