// The contact form: name, email, subject, message, stored in contact_messages and linked to the CRM contact.
// A hidden honeypot field catches robots; the server limits each address and each client.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextareaField } from '@/components/ui/field';
import { useSubmitContactMessage } from '@/features/content/api/submit-contact-message';
import { validateContact, type ContactValues } from '@/features/content/content-model';
import { BrandFormEnd, useBrandForm } from './form-parts';

export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const { t } = useTranslation('content');
  const send = useSubmitContactMessage();
  const empty: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };
  const { form, values, failure, sent, set, field, again } = useBrandForm<ContactValues>({
    initial: { ...empty, subject: initialSubject },
    afterSent: empty,
    validate: validateContact,
    send: (values, locale) => send.mutateAsync({ values, locale }),
    confirmation: (values) => ({ name: values.name.trim(), email: values.email.trim() }),
  });

  if (sent) {
    return (
      <div role="status" className="mt-8 rounded-2xl bg-moss/10 p-6">
        <p>{t('contact.success', sent)}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={again}>
          {t('contact.another')}
        </Button>
      </div>
    );
  }

  return (
    <form {...form} className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label={t('contact.name')} {...field('name')} autoComplete="name" required />
      <Field label={t('contact.email')} {...field('email')} type="email" autoComplete="email" required />
      <Field label={t('contact.subject')} {...field('subject')} required className="sm:col-span-2" />
      <TextareaField
        controlClassName="min-h-40"
        label={t('contact.message')}
        {...field('message')}
        required
        hint={t('contact.messageHint')}
        className="sm:col-span-2"
      />
      {/* The honeypot: out of sight and out of the tab order; only robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t('contact.website')}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={set('website')}
          />
        </label>
      </div>
      <BrandFormEnd failure={failure} pending={send.isPending} submit={t('contact.submit')} />
    </form>
  );
}
