// Under the product editor: who waits for this product's stock ("Tell me when it's back"), confirmed addresses
// first, then those not confirmed yet. A list, not a table, so that it reads on a phone. The mails leave by
// themselves when a save brings the stock back (docs/catalogue.md#back-in-stock-alerts).
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { dateFormat } from '@/lib/locale';
import { useBackInStockAddresses } from '@/features/admin/api/back-in-stock-waiting';

export function BackInStockWaitingList({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('admin');
  const addresses = useBackInStockAddresses(productId);
  const date = dateFormat(i18n.language, { dateStyle: 'medium' });
  const waiting = addresses.data?.filter((row) => row.status === 'confirmed').length ?? 0;
  const pending = (addresses.data?.length ?? 0) - waiting;

  return (
    <section aria-labelledby="back-in-stock-waiting" className="mt-8 rounded-2xl bg-white/60 p-6">
      <h2 id="back-in-stock-waiting" className="font-serif text-xl">
        {t('products.backInStock.title')}
      </h2>
      <p className="mt-1 text-sm text-ink/75">{t('products.backInStock.intro')}</p>
      {addresses.isPending ? (
        <Spinner centered />
      ) : addresses.isError ? (
        <ErrorAlert className="mt-4">{t('products.backInStock.loadFailed')}</ErrorAlert>
      ) : (
        <>
          <p className="mt-4 font-medium" data-testid="back-in-stock-summary">
            {t('products.backInStock.waiting', { count: waiting })}
            {pending > 0 ? ` · ${t('products.backInStock.pending', { count: pending })}` : ''}
          </p>
          {addresses.data.length > 0 ? (
            <ul className="mt-3 divide-y divide-ink/10 text-sm">
              {addresses.data.map((row) => (
                <li
                  key={row.email}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                >
                  <span className="font-medium [overflow-wrap:anywhere]">{row.email}</span>
                  <span className="text-ink/75">
                    {[
                      t(
                        `products.backInStock.status.${row.status === 'confirmed' ? 'confirmed' : 'pending'}`,
                      ),
                      t(row.member ? 'products.backInStock.member' : 'products.backInStock.guest'),
                      t(`products.backInStock.language.${row.locale === 'fr' ? 'fr' : 'en'}`),
                      date.format(new Date(row.confirmed_at ?? row.requested_at)),
                    ].join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
