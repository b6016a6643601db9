// /admin/promotions: promotion codes, their uses, and a new one.
import { Page } from '@/components/layout/page';
import { PromoCodeList } from '@/features/admin/components/promo-code-list';

export default function AdminPromotionsRoute() {
  return (
    <Page id="adminPromotions" noIndex>
      <PromoCodeList />
    </Page>
  );
}
