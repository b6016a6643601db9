// /admin/settings: the company's legal facts and the Ready to sell checklist. The owner's alone: SQL refuses
// anyone else's save (admin_save_legal_facts) and the admin guard keeps other staff off the page (staff-access).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { LegalFactsForm } from '@/features/settings/components/legal-facts-form';
import { ReadyChecklist } from '@/features/settings/components/ready-checklist';
import { legalFactsQuery } from '@/lib/live-legal-facts';

function OwnerSettings() {
  const { t } = useTranslation('admin-settings');
  const facts = useQuery(legalFactsQuery());
  return (
    <div className="mt-6 flex flex-col gap-6">
      <ReadyChecklist />
      {facts.isError ? (
        <p role="alert" className="text-rust">
          {t('facts.loadFailed')}
        </p>
      ) : facts.data ? (
        <LegalFactsForm initial={facts.data.facts} />
      ) : (
        <Spinner centered />
      )}
    </div>
  );
}

export default function AdminSettingsRoute() {
  return (
    <Page id="adminSettings" noIndex>
      <OwnerSettings />
    </Page>
  );
}
