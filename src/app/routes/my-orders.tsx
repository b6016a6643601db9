import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { RequireAuth } from '@/features/auth/components/guards';
import { MyOrdersList } from '@/features/orders/components/my-orders';

function MyOrdersContent() {
  const { user } = useAuth();
  return user ? <MyOrdersList userId={user.id} /> : null;
}

export default function MyOrdersRoute() {
  return (
    <RequireAuth>
      <Page id="myOrders" noIndex>
        <MyOrdersContent />
      </Page>
    </RequireAuth>
  );
}
