import { useParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { ContactDetail } from '@/features/crm/components/contact-detail';
import { CrmSubnav } from '@/features/crm/components/crm-subnav';

export default function CrmContactRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return (
    <Page id="crmContact" noIndex>
      <CrmSubnav />
      {user ? <ContactDetail key={id} id={id} authorId={user.id} /> : null}
    </Page>
  );
}
