import { Page } from '@/components/layout/page';
import { ContactsList } from '@/features/crm/components/contacts-list';
import { CrmSubnav } from '@/features/crm/components/crm-subnav';

export default function CrmContactsRoute() {
  return (
    <Page id="crmContacts" noIndex>
      <CrmSubnav />
      <ContactsList />
    </Page>
  );
}
