// /admin/products: every product (drafts too) with search, status filter and sort, and each one's actions.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import { useAdminProducts } from '@/features/admin/api/get-admin-products';
import { useBackInStockWaiting } from '@/features/admin/api/back-in-stock-waiting';
import { useSetProductStatus, type ProductStatusChange } from '@/features/admin/api/save-product';
import {
  productErrorKey,
  translationCompleteness,
  type ProductRow,
} from '@/features/admin/product-form-model';
import {
  listProducts,
  productStatus,
  type ProductShow,
  type ProductSort,
} from '@/features/admin/product-list-model';
import { DeleteProductDialog } from './delete-product-dialog';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { TranslationMeter } from './translation-meter';
import { ColumnHeads } from './column-heads';

export function ProductList({ editHref }: { editHref: (id: string | 'new') => string }) {
  const { t, i18n } = useTranslation('admin');
  const products = useAdminProducts();
  const waiting = useBackInStockWaiting();
  const setStatus = useSetProductStatus();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ProductSort>('sort_order');
  const [show, setShow] = useState<ProductShow>('active');
  const [deleting, setDeleting] = useState<ProductRow | null>(null);
  const rows = useMemo(
    () => listProducts(products.data ?? [], { query, sort, show }),
    [products.data, query, sort, show],
  );

  function change(product: ProductRow, next: ProductStatusChange) {
    setStatus.mutate(
      { id: product.id, change: next },
      {
        onSuccess: () => toast.success(t(`products.statusChanged.${next}`, { title: product.title })),
        onError: (error) => toast.error(t(productErrorKey(error))),
      },
    );
  }

  return (
    <section aria-labelledby="admin-products-list" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="admin-products-list" className="font-serif text-2xl">
          {t('products.listTitle')}
        </h2>
        <Button asChild>
          <Link to={editHref('new')}>{t('products.new')}</Link>
        </Button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <Field
          label={t('products.search')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SelectField
          label={t('products.show.label')}
          value={show}
          onChange={(e) => setShow(e.target.value as ProductShow)}
        >
          {(['active', 'published', 'draft', 'archived'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`products.show.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('products.sort.label')}
          value={sort}
          onChange={(e) => setSort(e.target.value as ProductSort)}
        >
          {(['sort_order', 'title', 'price', 'updated'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`products.sort.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>

      {products.isPending ? (
        <Spinner centered />
      ) : products.isError ? (
        <div role="alert" className="mt-6 rounded-2xl bg-rust/10 p-6 text-rust">
          <p>{t('products.loadFailed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void products.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/60 p-6">{t('products.empty')}</p>
      ) : (
        <ScrollRegion className="mt-6" label={t('products.listTitle')}>
          <table className="w-full min-w-[54rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t('products.tableCaption', { count: rows.length })}</caption>
            <ColumnHeads
              columns={[
                t('products.columns.product'),
                t('products.columns.status'),
                t('products.columns.price'),
                t('products.columns.stock'),
                t('products.columns.waiting'),
                t('products.columns.french'),
                t('products.columns.actions'),
              ]}
            />
            <tbody>
              {rows.map((product) => {
                const status = productStatus(product);
                return (
                  <tr key={product.id} className="border-b border-ink/10 align-top">
                    <th scope="row" className="py-3 pr-4 font-normal">
                      <span className="block font-medium">{product.title}</span>
                      <span className="block text-xs text-ink/70">{product.product_id}</span>
                    </th>
                    <td className="py-3 pr-4">{t(`products.status.${status}`)}</td>
                    <td className="py-3 pr-4">
                      {formatMoney(product.price, 'usd', i18n.language)}
                      {product.price_euros !== null
                        ? ` · ${formatMoney(product.price_euros, 'eur', i18n.language)}`
                        : ''}
                    </td>
                    <td className="py-3 pr-4">
                      {product.stock === null ? t('products.stockNotTracked') : product.stock}
                      {product.stock_held > 0 ? (
                        <span className="block text-xs text-ink/70">
                          {t('products.stockHeld', { count: product.stock_held })}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-3 pr-4" data-testid="back-in-stock-count">
                      {waiting.data?.get(product.id)?.waiting ?? 0}
                    </td>
                    <td className="py-3 pr-4">
                      <TranslationMeter completeness={translationCompleteness(product)} />
                    </td>
                    <td className="py-3">
                      <div className="flex flex-wrap gap-2">
                        <Button asChild variant="outline" size="sm">
                          <Link
                            to={editHref(product.id)}
                            aria-label={t('products.editNamed', { title: product.title })}
                          >
                            {t('products.edit')}
                          </Link>
                        </Button>
                        {status === 'archived' ? (
                          <Button variant="ghost" size="sm" onClick={() => change(product, 'restore')}>
                            {t('products.restore')}
                          </Button>
                        ) : (
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => change(product, status === 'published' ? 'unpublish' : 'publish')}
                            aria-label={t(
                              status === 'published' ? 'products.unpublishNamed' : 'products.publishNamed',
                              {
                                title: product.title,
                              },
                            )}
                          >
                            {t(status === 'published' ? 'products.unpublish' : 'products.publish')}
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-rust"
                          onClick={() => setDeleting(product)}
                          aria-label={t('products.deleteNamed', { title: product.title })}
                        >
                          {t('products.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
