// /admin/orders: filters (status, search, dates) kept in the URL, a page of orders, and the pagination.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import { useAdminOrders } from '@/features/admin/api/get-admin-orders';
import {
  ORDER_STATUSES,
  pageCount,
  rangeIsBackwards,
  type OrderFilters,
  type OrderStatus,
} from '@/lib/order-filter';
import { ORDERS_PAGE_SIZE } from '@/features/admin/order-admin-model';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { dateFormat } from '@/lib/locale';
import { ColumnHeads } from './column-heads';

export function OrderList({
  filters,
  onFilters,
  orderHref,
}: {
  filters: OrderFilters;
  onFilters: (next: OrderFilters) => void;
  orderHref: (id: string) => string;
}) {
  const { t, i18n } = useTranslation('admin');
  const backwards = rangeIsBackwards(filters);
  const orders = useAdminOrders(filters);
  const [draft, setDraft] = useState(filters);
  const placed = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  function apply(event: FormEvent) {
    event.preventDefault();
    onFilters({ ...draft, page: 1 });
  }

  const total = orders.data?.total ?? 0;
  const pages = pageCount(total, ORDERS_PAGE_SIZE);
  const first = total === 0 ? 0 : (filters.page - 1) * ORDERS_PAGE_SIZE + 1;
  const last = Math.min(filters.page * ORDERS_PAGE_SIZE, total);

  return (
    <section aria-labelledby="admin-orders-list" className="mt-8">
      <h2 id="admin-orders-list" className="sr-only">
        {t('orders.listTitle')}
      </h2>
      <form
        role="search"
        aria-label={t('orders.filtersLabel')}
        onSubmit={apply}
        className="grid items-end gap-4 rounded-2xl bg-white/60 p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <Field
          label={t('orders.search')}
          type="search"
          value={draft.query}
          onChange={(event) => setDraft({ ...draft, query: event.target.value })}
          className="lg:col-span-2"
        />
        <SelectField
          label={t('orders.statusFilter')}
          value={draft.status}
          onChange={(event) => {
            const next = { ...draft, status: event.target.value as OrderStatus | '', page: 1 };
            setDraft(next);
            onFilters(next);
          }}
        >
          <option value="">{t('orders.allStatuses')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('orders.from')}
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <Field
          label={t('orders.to')}
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          error={rangeIsBackwards(draft) ? t('orders.errors.backwards') : undefined}
        />
        <div className="flex gap-2 lg:col-span-5">
          <Button type="submit">{t('orders.apply')}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              const cleared: OrderFilters = { status: '', query: '', from: '', to: '', page: 1 };
              setDraft(cleared);
              onFilters(cleared);
            }}
          >
            {t('orders.clear')}
          </Button>
        </div>
      </form>

      {backwards ? null : orders.isPending ? (
        <Spinner centered />
      ) : orders.isError ? (
        <div role="alert" className="mt-6 rounded-2xl bg-rust/10 p-6 text-rust">
          <p>{t('orders.loadFailed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : orders.data.orders.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/60 p-6">{t('orders.empty')}</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink/80" role="status">
            {t('orders.range', { first, last, total })}
          </p>
          <ScrollRegion className="mt-2" label={t('orders.listTitle')}>
            <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
              <caption className="sr-only">{t('orders.listTitle')}</caption>
              <ColumnHeads
                columns={[
                  t('orders.columns.number'),
                  t('orders.columns.date'),
                  t('orders.columns.customer'),
                  t('orders.columns.kind'),
                  t('orders.columns.status'),
                  { label: t('orders.columns.total'), numeric: true },
                ]}
              />
              <tbody>
                {orders.data.orders.map((order) => (
                  <tr key={order.id} className="border-b border-ink/10">
                    <th scope="row" className="py-3 pr-4 font-normal">
                      <Link
                        to={orderHref(order.id)}
                        className="font-medium text-moss underline underline-offset-4"
                      >
                        {order.number}
                      </Link>
                    </th>
                    <td className="py-3 pr-4">{placed.format(new Date(order.created_at))}</td>
                    <td className="py-3 pr-4">
                      <span className="block">{order.name}</span>
                      <span className="block text-xs text-ink/70">{order.email}</span>
                    </td>
                    <td className="py-3 pr-4">{t(`orders.kind.${order.kind}`)}</td>
                    <td className="py-3 pr-4">{t(`orders.status.${order.status}`)}</td>
                    <td className="py-3 text-right">
                      {formatMoney(
                        Number(order.total),
                        order.currency === 'eur' ? 'eur' : 'usd',
                        i18n.language,
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <nav aria-label={t('orders.pagination')} className="mt-4 flex items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={filters.page <= 1}
              onClick={() => onFilters({ ...filters, page: filters.page - 1 })}
            >
              {t('orders.previous')}
            </Button>
            <span className="text-sm">{t('orders.page', { page: filters.page, pages })}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={filters.page >= pages}
              onClick={() => onFilters({ ...filters, page: filters.page + 1 })}
            >
              {t('orders.next')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
