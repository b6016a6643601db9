// The contact profile form: what the inputs hold, what is checked before saving, what is written.
import { EMAIL_PATTERN } from './import-model';

export interface ContactForm {
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string;
  country: string;
  locale: '' | 'en' | 'fr';
  consent: boolean;
  tags: string;
}

export interface ContactProfile {
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  phone: string | null;
  country: string | null;
  locale: 'en' | 'fr' | null;
  consent: boolean;
  tags: string[];
}

export type ContactFormErrors = Partial<Record<keyof ContactForm, string>>;

/** The inputs of a stored contact (whose locale the database may hold as any text). */
export function toForm(contact: Omit<ContactProfile, 'locale'> & { locale: string | null }): ContactForm {
  return {
    email: contact.email,
    first_name: contact.first_name ?? '',
    last_name: contact.last_name ?? '',
    full_name: contact.full_name ?? '',
    phone: contact.phone ?? '',
    country: contact.country ?? '',
    locale: contact.locale === 'en' || contact.locale === 'fr' ? contact.locale : '',
    consent: contact.consent,
    tags: contact.tags.join(', '),
  };
}

/** Error keys (crm namespace) per field; empty when the form can be saved. */
export function validateContactForm(form: ContactForm): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const email = form.email.trim();
  if (email === '') errors.email = 'profile.errors.emailRequired';
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.email = 'profile.errors.emailInvalid';
  if (form.country.trim() !== '' && !/^[a-z]{2}$/i.test(form.country.trim()))
    errors.country = 'profile.errors.countryInvalid';
  for (const field of ['first_name', 'last_name', 'full_name', 'phone'] as const) {
    if (form[field].trim().length > 200) errors[field] = 'profile.errors.tooLong';
  }
  if (form.tags.split(',').some((tag) => tag.trim().length > 50)) errors.tags = 'profile.errors.tagTooLong';
  return errors;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function toProfile(form: ContactForm): ContactProfile {
  return {
    email: form.email.trim(),
    first_name: orNull(form.first_name),
    last_name: orNull(form.last_name),
    full_name: orNull(form.full_name),
    phone: orNull(form.phone),
    country: orNull(form.country)?.toUpperCase() ?? null,
    locale: form.locale === '' ? null : form.locale,
    consent: form.consent,
    tags: [
      ...new Set(
        form.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ],
  };
}
