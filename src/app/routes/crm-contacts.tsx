import { Page } from '../../components/layout/page';

export default function CrmContactsRoute() {
  return <Page id="crmContacts" noIndex />;
}
