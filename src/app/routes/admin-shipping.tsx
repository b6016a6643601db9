// /admin/shipping: delivery zones, their countries, free thresholds and rate bands.
import { Page } from '@/components/layout/page';
import { ShippingZones } from '@/features/admin/components/shipping-zones';

export default function AdminShippingRoute() {
  return (
    <Page id="adminShipping" noIndex>
      <ShippingZones />
    </Page>
  );
}
