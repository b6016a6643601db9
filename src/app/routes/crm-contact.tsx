import { Page } from '../../components/layout/page';

export default function CrmContactRoute() {
  return <Page id="crmContact" noIndex />;
}
