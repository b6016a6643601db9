import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { OrderLookup } from '@/features/orders/components/order-lookup';
import { MyOrders } from '@/features/orders/components/member-orders-table';

export default function OrderRoute() {
  const { user } = useAuth();
  return (
    <Page id="order">
      {user ? <MyOrders userId={user.id} /> : null}
      <OrderLookup />
    </Page>
  );
}
