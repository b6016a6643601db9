// /admin/orders: the filtered list (filters in the URL), or one order (?order=<id>) with the way back to the
// same list.
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { OrderDetail } from '../../features/admin/components/order-detail';
import { OrderList } from '../../features/admin/components/order-list';
import { filtersFromParams, filtersToParams } from '../../lib/order-filter';

export default function AdminOrdersRoute() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const listParams = filtersToParams(filters).toString();
  const listHref = `/admin/orders${listParams ? `?${listParams}` : ''}`;
  const orderId = params.get('order');

  return (
    <Page id="adminOrders" noIndex>
      {orderId ? (
        <OrderDetail key={orderId} id={orderId} listHref={listHref} />
      ) : (
        <OrderList
          filters={filters}
          onFilters={(next) => setParams(filtersToParams(next))}
          orderHref={(id) => {
            const withOrder = filtersToParams(filters);
            withOrder.set('order', id);
            return `/admin/orders?${withOrder.toString()}`;
          }}
        />
      )}
    </Page>
  );
}
