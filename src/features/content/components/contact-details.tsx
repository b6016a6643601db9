// Where the shop is and when it answers, from the owner's facts (the build's, then the live row once hydrated:
// an address or hours changed in the admin's Settings show without a new build).
import { useTranslation } from 'react-i18next';
import { countryName } from '@/content/countries';
import { isLanguage } from '@/lib/language';
import { useLegalFacts } from '@/lib/live-legal-facts';

export function ContactDetails() {
  const { t, i18n } = useTranslation('content');
  const facts = useLegalFacts();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { address } = facts;
  const hours = facts.contactHours[language].trim();
  return (
    <section aria-labelledby="contact-details-title" className="mt-8 rounded-2xl bg-sand/60 p-6">
      <h2 id="contact-details-title" className="font-serif text-2xl">
        {t('contact.details.title')}
      </h2>
      {/* min-w-0 and anywhere-wrapping: a long e-mail address at 200% text on a phone wraps instead of widening. */}
      <address className="mt-3 grid min-w-0 gap-4 not-italic [overflow-wrap:anywhere] sm:grid-cols-2">
        <p>
          {facts.companyName}
          <br />
          {address.street}
          <br />
          {`${address.postalCode} ${address.city}`}
          <br />
          {countryName(address.country, language)}
        </p>
        <dl className="grid content-start gap-2">
          <div>
            <dt className="text-sm text-ink/75">{t('contact.details.email')}</dt>
            <dd>
              <a href={`mailto:${facts.email}`} className="text-moss underline underline-offset-4">
                {facts.email}
              </a>
            </dd>
          </div>
          {/* Optional: an owner who keeps no set hours leaves them blank, and the line goes. */}
          {hours ? (
            <div>
              <dt className="text-sm text-ink/75">{t('contact.details.hours')}</dt>
              <dd>{hours}</dd>
            </div>
          ) : null}
        </dl>
      </address>
    </section>
  );
}
