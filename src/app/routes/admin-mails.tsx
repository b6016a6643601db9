// /admin/mails: the mails that failed for good (an address refused, the transport down too long), each with
// its error and a button to send it again.
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { OutboxMails } from '@/features/admin/components/outbox-mails';

export default function AdminMailsRoute() {
  const { t } = useTranslation('admin');
  return (
    <Page id="adminMails" noIndex>
      <section aria-labelledby="failed-mails">
        <h2 id="failed-mails" className="font-serif text-2xl">
          {t('mails.failedTitle')}
        </h2>
        <p className="mt-2 max-w-prose text-sm">{t('mails.failedIntro')}</p>
        <OutboxMails orderId={null} headingId="failed-mails" />
      </section>
    </Page>
  );
}
