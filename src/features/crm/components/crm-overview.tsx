// /crm: the figures an admin checks first, each linking to where the detail lives.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney, type Currency } from '@/lib/money';
import { useCrmOverview, type CrmOverview as Overview } from '@/features/crm/api/get-overview';
import { formatDate } from '@/features/crm/format';
import { numberFormat } from '@/lib/locale';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

const RevenueChart = lazy(() => import('./revenue-chart'));

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl bg-white/70 p-6 shadow-sm">
      <h2 className="font-serif text-2xl">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function MonthFigures({ overview, month }: { overview: Overview; month: 'current' | 'previous' }) {
  const { t, i18n } = useTranslation('crm');
  const rows = overview.months.filter((row) => row.month === month);
  if (rows.length === 0) return <p>{t('overview.noOrders')}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {rows.map((row) => (
        <li key={row.currency}>
          {t('overview.ordersAndRevenue', {
            count: row.orders,
            revenue: formatMoney(row.revenue, row.currency, i18n.language),
          })}
        </li>
      ))}
    </ul>
  );
}

export function CrmOverview() {
  const { t, i18n } = useTranslation('crm');
  const overview = useCrmOverview();
  if (overview.isPending) return <Spinner centered />;
  if (overview.isError) {
    return (
      <ErrorAlert size="page" className="mt-8">
        {t('errors.loadFailed')}
      </ErrorAlert>
    );
  }
  const data = overview.data;
  const money = (amount: number, currency: Currency) => formatMoney(amount, currency, i18n.language);
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <Card title={t('overview.contacts')}>
          <p className="text-3xl font-semibold" data-testid="contacts-total">
            {numberFormat(i18n.language).format(data.contacts.total)}
          </p>
          <p>{t('overview.newContacts', { count: data.contacts.new_last_30_days })}</p>
          <Link to={paths.crmContacts} className="mt-2 inline-block underline">
            {t('overview.seeContacts')}
          </Link>
        </Card>
        <Card title={t('overview.thisMonth')}>
          <MonthFigures overview={data} month="current" />
        </Card>
        <Card title={t('overview.lastMonth')}>
          <MonthFigures overview={data} month="previous" />
        </Card>
        <Card title={t('overview.balanceDue')}>
          {data.balance_due.length === 0 ? (
            <p>{t('overview.noBalanceDue')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {data.balance_due.map((row) => (
                <li key={row.currency}>
                  {t('overview.balanceDueLine', {
                    count: row.reservations,
                    amount: money(row.amount, row.currency),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('overview.topProducts')}>
          {data.top_products.length === 0 ? (
            <p>{t('overview.noTopProducts')}</p>
          ) : (
            <ol className="flex list-decimal flex-col gap-1 pl-5">
              {data.top_products.map((product) => (
                <li key={product.product_id}>
                  {t('overview.topProductLine', { name: product.product_name, count: product.quantity })}
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title={t('overview.latestMessages')}>
          {data.latest_messages.length === 0 ? (
            <p>{t('overview.noMessages')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.latest_messages.map((message) => (
                <li key={message.id}>
                  {message.contact_id ? (
                    <Link to={paths.crmContact(message.contact_id)} className="font-medium underline">
                      {message.name}
                    </Link>
                  ) : (
                    <span className="font-medium">{message.name}</span>
                  )}
                  <span className="block text-sm text-ink/80">
                    {message.subject ?? t('overview.noSubject')} ·{' '}
                    {formatDate(message.created_at, i18n.language)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={t('overview.chart.title')}>
        <Suspense fallback={<Spinner />}>
          <RevenueChart data={data.weekly_revenue} />
        </Suspense>
      </Card>
    </div>
  );
}
