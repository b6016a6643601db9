import { Page } from '@/components/layout/page';
import { ContactImport } from '@/features/crm/components/contact-import';
import { CrmSubnav } from '@/features/crm/components/crm-subnav';

export default function CrmImportRoute() {
  return (
    <Page id="crmImport" noIndex>
      <CrmSubnav />
      <ContactImport />
    </Page>
  );
}
