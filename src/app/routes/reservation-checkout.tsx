import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { displayPrice } from '@/lib/money';
import { netQuantityOf } from '@/lib/unit-price';
import { useCurrency } from '@/lib/use-currency';
import { useAuth } from '@/features/auth/auth-context';
import { memberContact } from '@/features/auth/auth-model';
import { useProducts } from '@/features/catalog/api/get-products';
import { localized } from '@/features/catalog/catalog-model';
import { ReservationCheckoutView } from '@/features/checkout/components/reservation-checkout-view';
import { resolveReservationItem } from '@/features/checkout/reservation-state';

export default function ReservationCheckoutRoute() {
  const location = useLocation();
  const { i18n } = useTranslation();
  const currency = useCurrency();
  const { user, loading } = useAuth();
  const { data: products } = useProducts();
  const [item] = useState(() => resolveReservationItem(location.state));
  const product = products?.find((candidate) => candidate.product_id === item?.product_id);
  return (
    <Page id="reservationCheckout" noIndex>
      {loading ? (
        <Spinner centered />
      ) : (
        <ReservationCheckoutView
          item={item}
          product={
            product
              ? {
                  price: displayPrice(product, currency),
                  policy: localized(product, 'cancellation_policy', i18n.language),
                  netQuantity: netQuantityOf(product),
                }
              : null
          }
          currency={currency}
          signedIn={user !== null}
          prefill={memberContact(user)}
        />
      )}
    </Page>
  );
}
