import { Page } from '@/components/layout/page';
import { CrmOverview } from '@/features/crm/components/crm-overview';
import { CrmSubnav } from '@/features/crm/components/crm-subnav';

export default function CrmRoute() {
  return (
    <Page id="crm" noIndex>
      <CrmSubnav />
      <CrmOverview />
    </Page>
  );
}
