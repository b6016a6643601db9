// /admin/shipping: delivery zones, their countries, free thresholds and rate bands, and the checkout limits.
import { Page } from '@/components/layout/page';
import { CheckoutLimitsForm } from '@/features/admin/components/checkout-limits-form';
import { ShippingZones } from '@/features/admin/components/shipping-zones';

export default function AdminShippingRoute() {
  return (
    <Page id="adminShipping" noIndex>
      <ShippingZones />
      <div className="mt-6">
        <CheckoutLimitsForm />
      </div>
    </Page>
  );
}
