// Contact details, shipping address and the terms, with each error next to its field.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import {
  countryOptions,
  type CheckoutDetails,
  type DetailsErrors,
  type DetailsField,
} from '../checkout-model';
import { LegalLinks } from './legal-link';
import { paths } from '../../../lib/paths';

export interface DetailsFieldsProps {
  value: CheckoutDetails;
  errors: DetailsErrors;
  onChange: (next: CheckoutDetails) => void;
}

export function DetailsFields({ value, errors, onChange }: DetailsFieldsProps) {
  const { t, i18n } = useTranslation('checkout');
  const countryId = useId();
  const termsId = useId();
  const set = (field: DetailsField) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const error = (field: DetailsField) => (errors[field] ? t(errors[field]) : undefined);
  const text = (
    field: Exclude<DetailsField, 'acceptTerms' | 'country'>,
    extra: Record<string, unknown> = {},
  ) => ({
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
        <Field {...text('email', { type: 'email', autoComplete: 'email', required: true })} />
        <Field {...text('name', { autoComplete: 'name', required: true })} />
        <Field {...text('phone', { type: 'tel', autoComplete: 'tel', hint: t('fields.phoneHint') })} />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-serif text-2xl">{t('shippingTitle')}</legend>
        <Field {...text('line1', { autoComplete: 'address-line1', required: true })} />
        <Field {...text('line2', { autoComplete: 'address-line2' })} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...text('postalCode', { autoComplete: 'postal-code', required: true })} />
          <Field {...text('city', { autoComplete: 'address-level2', required: true })} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={countryId} className="text-sm font-medium">
            {t('fields.country')}
          </label>
          <select
            id={countryId}
            name="country"
            autoComplete="country"
            required
            value={value.country}
            onChange={set('country')}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? `${countryId}-error` : undefined}
            className="h-11 rounded-lg border border-ink/30 bg-white px-3 text-base focus:outline-2 focus:outline-moss"
          >
            <option value="">{t('fields.countryPlaceholder')}</option>
            {countryOptions(i18n.language).map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p id={`${countryId}-error`} className="text-sm text-rust">
              {error('country')}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={termsId} className="flex items-start gap-3 text-sm">
          <input
            id={termsId}
            type="checkbox"
            checked={value.acceptTerms}
            onChange={(event) => onChange({ ...value, acceptTerms: event.target.checked })}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={[`${termsId}-links`, errors.acceptTerms ? `${termsId}-error` : '']
              .filter(Boolean)
              .join(' ')}
            className="mt-0.5 h-5 w-5 accent-moss"
          />
          <span>{t('fields.acceptTerms')}</span>
        </label>
        <p id={`${termsId}-links`} className="pl-8 text-sm text-ink/80">
          <LegalLinks
            text={t('fields.termsLinks')}
            links={{ terms: paths.terms, privacy: paths.privacy }}
            newTab={t('newTab')}
          />
        </p>
        {errors.acceptTerms ? (
          <p id={`${termsId}-error`} className="text-sm text-rust">
            {error('acceptTerms')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
