import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { RequireAuth } from '@/features/auth/components/guards';
import { createCheckout } from '@/features/checkout/api/create-checkout';
import { MyReservations } from '@/features/orders/components/my-reservations';

function MyReservationsContent() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  if (!user) return null;
  return (
    <MyReservations
      userId={user.id}
      onPayBalance={async (orderId) => {
        const { url } = await createCheckout({ purpose: 'balance', order_id: orderId }, i18n.language);
        window.location.assign(url);
      }}
    />
  );
}

export default function MyReservationsRoute() {
  return (
    <RequireAuth>
      <Page id="myReservations" noIndex>
        <MyReservationsContent />
      </Page>
    </RequireAuth>
  );
}
