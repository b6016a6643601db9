import { useEffect, useMemo, useState } from 'react';
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
import { clearPendingReservation, readPendingReservation } from '@/features/catalog/pending-reservation';
import { reservationItem } from '@/features/catalog/reservation';
import { ReservationCheckoutView } from '@/features/checkout/components/reservation-checkout-view';
import { resolveReservationItem } from '@/features/checkout/reservation-state';

export default function ReservationCheckoutRoute() {
  const location = useLocation();
  const { i18n } = useTranslation();
  const currency = useCurrency();
  const { user, loading } = useAuth();
  const { data: products } = useProducts();
  const [stateItem] = useState(() => resolveReservationItem(location.state));
  // A reservation started as a guest (pending-reservation.ts), taken up once the member is signed in: it
  // becomes this tab's reservation item, at the catalogue's current price, and is no longer pending.
  const [pending] = useState(() => (stateItem ? null : readPendingReservation()));
  const resuming = stateItem === null && pending !== null && user !== null;
  const reserved = resuming
    ? products?.find((candidate) => candidate.product_id === pending.product_id)
    : undefined;
  const resumed = useMemo(
    () =>
      pending && reserved?.reserve_enabled
        ? reservationItem(reserved, pending.option, i18n.language, currency)
        : null,
    [pending, reserved, i18n.language, currency],
  );
  useEffect(() => {
    if (!resuming || !products) return;
    clearPendingReservation();
    // Kept in this tab as an item from the dialog is, so a reload still shows it.
    if (resumed) resolveReservationItem({ reservation: resumed });
  }, [resuming, products, resumed]);
  const item = stateItem ?? resumed;
  const product = products?.find((candidate) => candidate.product_id === item?.product_id);
  return (
    <Page id="reservationCheckout" noIndex>
      {loading || (resuming && !products) ? (
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
