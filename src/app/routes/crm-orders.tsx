import { Page } from '@/components/layout/page';
import { CrmOrdersList } from '@/features/crm/components/crm-orders-list';
import { CrmSubnav } from '@/features/crm/components/crm-subnav';

export default function CrmOrdersRoute() {
  return (
    <Page id="crmOrders" noIndex>
      <CrmSubnav />
      <CrmOrdersList />
    </Page>
  );
}
