// /admin: the admin's home, the "Needs attention" list of open alerts (docs/alerts.md).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { AlertList } from '@/features/admin/components/alert-list';

export default function AdminHomeRoute() {
  const { t } = useTranslation('admin-alerts');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Page id="adminHome" noIndex>
      <section aria-labelledby="needs-attention">
        <h2
          id="needs-attention"
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl focus:outline-none"
        >
          {t('title')}
        </h2>
        <p className="mt-2 max-w-prose text-sm">{t('intro')}</p>
        <AlertList headingId="needs-attention" onCleared={() => heading.current?.focus()} />
      </section>
    </Page>
  );
}
