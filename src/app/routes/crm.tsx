import { Page } from '../../components/layout/page';

export default function CrmRoute() {
  return <Page id="crm" noIndex />;
}
