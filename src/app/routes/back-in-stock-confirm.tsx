import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { BackInStockConfirm } from '@/features/catalog/components/back-in-stock-confirm';

export default function BackInStockConfirmRoute() {
  const [params] = useSearchParams();
  return (
    <Page id="backInStockConfirm" noIndex>
      <BackInStockConfirm rawToken={params.get('token')} />
    </Page>
  );
}
