import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { BackInStockUnsubscribe } from '@/features/catalog/components/back-in-stock-unsubscribe';

export default function BackInStockUnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <Page id="backInStockUnsubscribe" noIndex>
      <BackInStockUnsubscribe rawToken={params.get('token')} />
    </Page>
  );
}
