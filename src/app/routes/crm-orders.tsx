import { Page } from '../../components/layout/page';

export default function CrmOrdersRoute() {
  return <Page id="crmOrders" noIndex />;
}
