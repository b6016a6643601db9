// /admin/orders: the filtered list (filters in the URL), or one order (?order=<id>) with the way back to the
// same list.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { OrderDetail } from '@/features/admin/components/order-detail';
import { OrderList } from '@/features/admin/components/order-list';
import { useStaffRole } from '@/features/auth/api/get-is-admin';
import { useAuth } from '@/features/auth/auth-context';
import { filtersFromParams, filtersToParams } from '@/lib/order-filter';
import { paths, withQuery } from '@/lib/paths';

export default function AdminOrdersRoute() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const listHref = withQuery(paths.adminOrders, filtersToParams(filters));
  const orderId = params.get('order');
  const { user } = useAuth();
  const { isAdmin } = useStaffRole(user?.id ?? null);

  return (
    <Page id="adminOrders" noIndex>
      {orderId ? (
        <OrderDetail key={orderId} id={orderId} listHref={listHref} settlesMoney={isAdmin} />
      ) : (
        <OrderList
          filters={filters}
          onFilters={(next) => setParams(filtersToParams(next))}
          orderHref={(id) => paths.adminOrder(id, filtersToParams(filters))}
        />
      )}
    </Page>
  );
}
