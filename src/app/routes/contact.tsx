import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ContactDetails } from '@/features/content/components/contact-details';
import { ContactForm } from '@/features/content/components/contact-form';
import { paths } from '@/lib/paths';

export default function ContactRoute() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  return (
    <Page id="contact">
      <div className="max-w-3xl">
        <p className="mt-6 text-lg leading-relaxed text-ink/85">{t('contact.intro')}</p>
        <ContactDetails />
        <ContactForm initialSubject={(params.get('subject') ?? '').slice(0, 200)} />
        <p className="mt-10 text-sm text-ink/80">
          <Link to={paths.order} className="text-moss underline underline-offset-4">
            {t('contact.elsewhere')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
