// /crm/orders: every order with its customer, filtered like the admin orders list (status, search by number,
// email or name, date range, pages), each customer linking to their contact.
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldMessage, Input, Label, NativeSelect } from '@/components/ui/form-controls';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney, type Currency } from '@/lib/money';
import { crmErrorKey } from '@/features/crm/api/crm-error';
import { useCrmOrders } from '@/features/crm/api/get-crm-orders';
import { pageCount } from '@/features/crm/contacts-model';
import { formatDate } from '@/features/crm/format';
import { ScrollRegion } from '@/components/ui/scroll-region';
import {
  filtersFromParams,
  filtersToParams,
  NO_ORDER_FILTERS,
  ORDER_STATUSES,
  rangeIsBackwards,
  type OrderFilters,
} from '@/lib/order-filter';
import { ORDERS_PAGE_SIZE } from '@/features/crm/orders-model';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

export function CrmOrdersList() {
  const { t, i18n } = useTranslation('crm');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const orders = useCrmOrders(filters);
  const [draft, setDraft] = useState(filters);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const ids = { q: useId(), status: useId(), from: useId(), to: useId() };

  const apply = (next: OrderFilters) => setParams(filtersToParams(next), { replace: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeIsBackwards(draft)) {
      setRangeError(t('orders.rangeInvalid'));
      return;
    }
    setRangeError(null);
    apply({ ...draft, page: 1 });
  };

  const total = orders.data?.total ?? 0;
  const pages = pageCount(total, ORDERS_PAGE_SIZE);

  return (
    <div className="mt-8 flex flex-col gap-6">
      <form
        role="search"
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-2xl bg-white/60 p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="flex flex-col gap-1 lg:col-span-2">
          <Label htmlFor={ids.q}>{t('orders.search')}</Label>
          <Input
            id={ids.q}
            type="search"
            value={draft.query}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, query: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.status}>{t('orders.status')}</Label>
          <NativeSelect
            id={ids.status}
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as OrderFilters['status'] })}
          >
            <option value="">{t('filters.any')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orderStatuses.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.from}>{t('orders.from')}</Label>
          <Input
            id={ids.from}
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.to}>{t('orders.to')}</Label>
          <Input
            id={ids.to}
            type="date"
            value={draft.to}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${ids.to}-error` : undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        {rangeError ? (
          <FieldMessage id={ids.to} tone="error" className="sm:col-span-2 lg:col-span-5">
            {rangeError}
          </FieldMessage>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t('orders.apply')}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              const cleared = NO_ORDER_FILTERS;
              setDraft(cleared);
              setRangeError(null);
              apply(cleared);
            }}
          >
            {t('orders.clear')}
          </Button>
        </div>
      </form>

      {orders.isPending ? (
        <Spinner centered />
      ) : orders.isError ? (
        <ErrorAlert size="page">{t(crmErrorKey(orders.error))}</ErrorAlert>
      ) : orders.data.rows.length === 0 ? (
        <p className="rounded-2xl bg-white/60 p-6">{t('orders.empty')}</p>
      ) : (
        <ScrollRegion label={t('orders.caption', { count: total })} className="rounded-2xl bg-white/70">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t('orders.caption', { count: total })}</caption>
            <thead className="border-b border-ink/15">
              <tr>
                <th scope="col" className="p-3">
                  {t('orders.number')}
                </th>
                <th scope="col" className="p-3">
                  {t('orders.customer')}
                </th>
                <th scope="col" className="p-3">
                  {t('orders.email')}
                </th>
                <th scope="col" className="p-3">
                  {t('orders.status')}
                </th>
                <th scope="col" className="p-3">
                  {t('orders.kind')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('orders.total')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('orders.balanceDue')}
                </th>
                <th scope="col" className="p-3">
                  {t('orders.date')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.rows.map((order) => {
                const name = order.contacts?.full_name ?? order.name;
                const currency = order.currency as Currency;
                return (
                  <tr key={order.id} className="border-b border-ink/10 last:border-0">
                    <td className="p-3 font-medium">{order.number}</td>
                    <td className="p-3">
                      {order.contact_id ? (
                        <Link to={paths.crmContact(order.contact_id)} className="underline">
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </td>
                    <td className="p-3">{order.email}</td>
                    <td className="p-3">{t(`orderStatuses.${order.status}`)}</td>
                    <td className="p-3">{t(`orderKinds.${order.kind}`)}</td>
                    <td className="p-3 text-right">
                      {formatMoney(order.total ?? 0, currency, i18n.language)}
                    </td>
                    <td className="p-3 text-right">
                      {formatMoney(order.balance_due, currency, i18n.language)}
                    </td>
                    <td className="p-3 whitespace-nowrap">{formatDate(order.created_at, i18n.language)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      {orders.data && total > 0 ? (
        <nav aria-label={t('list.pagination')} className="flex items-center justify-center gap-4">
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => apply({ ...filters, page: filters.page - 1 })}
          >
            {t('list.previous')}
          </Button>
          <span>{t('list.page', { page: filters.page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => apply({ ...filters, page: filters.page + 1 })}
          >
            {t('list.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
