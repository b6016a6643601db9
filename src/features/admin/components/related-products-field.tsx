// The products an article leads to (shared.related: products.product_id), ticked from the catalogue.
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/field';
import { useAdminProducts } from '@/features/admin/api/get-admin-products';

export function RelatedProductsField({
  related,
  onChange,
}: {
  related: string[];
  onChange: (related: string[]) => void;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const products = useAdminProducts();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-ink">{t('fields.related')}</legend>
      {products.isError ? <p className="text-sm text-rust">{t('errors.productsFailed')}</p> : null}
      {(products.data ?? [])
        .filter((product) => !product.archived_at)
        .map((product) => (
          <CheckboxField
            key={product.product_id}
            label={(i18n.language === 'fr' && product.title_fr) || product.title}
            checked={related.includes(product.product_id)}
            onChange={(checked) =>
              onChange(
                checked
                  ? [...related, product.product_id]
                  : related.filter((id) => id !== product.product_id),
              )
            }
          />
        ))}
    </fieldset>
  );
}
