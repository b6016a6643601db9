// The contact form: name, email, subject, message, stored in contact_messages and linked to the CRM contact.
// A hidden honeypot field catches robots; the server limits each address and each client.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextareaField } from '@/components/ui/field';
import { useSubmitContactMessage } from '@/features/content/api/submit-contact-message';
import { validateContact, type ContactValues } from '@/features/content/content-model';
import { useBrandForm, useErrorText } from './form-parts';
import { ErrorAlert } from '@/components/ui/alert';

export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const { t } = useTranslation('content');
  const errorText = useErrorText();
  const send = useSubmitContactMessage();
  const empty: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };
  const { form, values, errors, failure, sent, set, again } = useBrandForm<ContactValues>({
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
    <form {...form} className="mt-8 grid gap-4 sm:grid-cols-2">
      <Field
        label={t('contact.name')}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={set('name')}
        error={errorText(errors.name)}
      />
      <Field
        label={t('contact.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errorText(errors.email)}
      />
      <Field
        label={t('contact.subject')}
        name="subject"
        required
        value={values.subject}
        onChange={set('subject')}
        error={errorText(errors.subject)}
        className="sm:col-span-2"
      />
      <TextareaField
        controlClassName="min-h-40"
        label={t('contact.message')}
        name="message"
        required
        hint={t('contact.messageHint')}
        value={values.message}
        onChange={set('message')}
        error={errorText(errors.message)}
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
      {failure ? (
        <ErrorAlert size="brand" className="sm:col-span-2">
          {failure}
        </ErrorAlert>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('common.pleaseWait', { ns: 'common' }) : t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
