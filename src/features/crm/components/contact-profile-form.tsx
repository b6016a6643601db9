// The contact's editable profile. Errors sit next to their field; a failed save keeps what was typed.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { Checkbox, Label } from '@/components/ui/form-controls';
import { crmErrorKey } from '@/features/crm/api/crm-error';
import type { Contact } from '@/features/crm/api/get-contact';
import { useUpdateContact } from '@/features/crm/api/update-contact';
import {
  toForm,
  toProfile,
  validateContactForm,
  type ContactForm,
  type ContactFormErrors,
} from '@/features/crm/contact-model';

export function ContactProfileForm({ contact }: { contact: Contact }) {
  const { t } = useTranslation('crm');
  const update = useUpdateContact();
  const [form, setForm] = useState<ContactForm>(() => toForm(contact));
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const consentId = useId();

  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const fieldError = (key: keyof ContactForm) => (errors[key] ? t(errors[key]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactForm(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({ id: contact.id, profile: toProfile(form) });
      toast.success(t('profile.saved'));
    } catch (error) {
      const { code } = (error ?? {}) as { code?: string };
      if (code === '23505') setErrors({ email: 'profile.errors.emailTaken' });
      else setFormError(t(crmErrorKey(error)));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        className="sm:col-span-2"
        label={t('profile.email')}
        type="email"
        value={form.email}
        onChange={(event) => set('email', event.target.value)}
        error={fieldError('email')}
      />
      <Field
        label={t('profile.firstName')}
        value={form.first_name}
        onChange={(event) => set('first_name', event.target.value)}
        error={fieldError('first_name')}
      />
      <Field
        label={t('profile.lastName')}
        value={form.last_name}
        onChange={(event) => set('last_name', event.target.value)}
        error={fieldError('last_name')}
      />
      <Field
        className="sm:col-span-2"
        label={t('profile.fullName')}
        value={form.full_name}
        onChange={(event) => set('full_name', event.target.value)}
        error={fieldError('full_name')}
      />
      <Field
        label={t('profile.phone')}
        type="tel"
        value={form.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={fieldError('phone')}
      />
      <Field
        label={t('profile.country')}
        hint={t('profile.countryHint')}
        value={form.country}
        maxLength={2}
        onChange={(event) => set('country', event.target.value)}
        error={fieldError('country')}
      />
      <SelectField
        label={t('profile.locale')}
        value={form.locale}
        onChange={(event) => set('locale', event.target.value as ContactForm['locale'])}
      >
        <option value="">{t('profile.localeUnknown')}</option>
        <option value="en">{t('profile.localeEn')}</option>
        <option value="fr">{t('profile.localeFr')}</option>
      </SelectField>
      <div className="flex items-center gap-2 self-end pb-2">
        <Checkbox
          id={consentId}
          checked={form.consent}
          onChange={(event) => set('consent', event.target.checked)}
        />
        <Label htmlFor={consentId} className="text-base font-normal">
          {t('profile.consent')}
        </Label>
      </div>
      <Field
        className="sm:col-span-2"
        label={t('profile.tags')}
        hint={t('profile.tagsHint')}
        value={form.tags}
        onChange={(event) => set('tags', event.target.value)}
        error={fieldError('tags')}
      />
      {formError ? (
        <p role="alert" className="text-sm text-rust sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {t('profile.save')}
      </Button>
    </form>
  );
}
