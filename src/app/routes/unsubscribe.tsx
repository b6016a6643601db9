import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { UnsubscribePage } from '@/features/account/components/unsubscribe-page';

export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <Page id="unsubscribe" noIndex>
      <UnsubscribePage rawToken={params.get('token')} />
    </Page>
  );
}
