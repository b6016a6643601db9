// The collapsible Join the Community form: five required fields, stored as a CRM contact with consent; the
// same email again updates that contact.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { COUNTRY_CODES } from '@/content/countries';
import { useJoinCommunity } from '@/features/content/api/join-community';
import { countryOptions, validateJoin, type JoinValues } from '@/features/content/content-model';
import { BrandFormEnd, useBrandForm } from './form-parts';

const EMPTY: JoinValues = { firstName: '', lastName: '', email: '', country: '', phone: '' };

export function JoinCommunity() {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl border border-ink/15 bg-white/70 p-6 sm:p-8">
        <h2 id="join-title" className="font-serif text-3xl">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="group flex w-full items-center justify-between gap-4 text-left [overflow-wrap:anywhere] hover:text-moss focus-visible:outline-2 focus-visible:outline-moss"
          >
            {t('join.title')}
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              className={open ? 'rotate-180' : ''}
            >
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        </h2>
        <p className="mt-3 text-ink/80">{t('join.intro')}</p>
        <div id={panelId} hidden={!open}>
          {open ? <JoinForm /> : null}
        </div>
      </div>
    </section>
  );
}

function JoinForm() {
  const { t, i18n } = useTranslation('content');
  const join = useJoinCommunity();
  const {
    form,
    failure,
    sent: joined,
    field,
    again,
  } = useBrandForm<JoinValues>({
    initial: EMPTY,
    afterSent: EMPTY,
    validate: validateJoin,
    send: (values, locale) => join.mutateAsync({ values, locale }),
    confirmation: (values) => ({ name: values.firstName.trim(), email: values.email.trim() }),
  });

  if (joined) {
    return (
      <div role="status" className="mt-6 rounded-xl bg-moss/10 p-5">
        <p className="text-ink">{t('join.success', joined)}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={again}>
          {t('join.again')}
        </Button>
      </div>
    );
  }

  return (
    <form {...form} className="mt-6 grid gap-4 sm:grid-cols-2">
      <Field label={t('join.firstName')} {...field('firstName')} autoComplete="given-name" required />
      <Field label={t('join.lastName')} {...field('lastName')} autoComplete="family-name" required />
      <Field
        label={t('join.email')}
        {...field('email')}
        type="email"
        autoComplete="email"
        required
        className="sm:col-span-2"
      />
      <SelectField label={t('join.country')} {...field('country')} autoComplete="country" required>
        <option value="">{t('join.chooseCountry')}</option>
        {countryOptions(i18n.language, COUNTRY_CODES).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('join.phone')}
        {...field('phone')}
        type="tel"
        autoComplete="tel"
        required
        hint={t('join.phoneHint')}
      />
      <p className="text-xs text-ink/75 sm:col-span-2">{t('join.consent')}</p>
      <BrandFormEnd failure={failure} pending={join.isPending} submit={t('join.submit')} />
    </form>
  );
}
