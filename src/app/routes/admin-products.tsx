// /admin/products: the list, or the editor of one product (?edit=<id>) or of a new one (?edit=new).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { useAdminProducts } from '@/features/admin/api/get-admin-products';
import { BackInStockWaitingList } from '@/features/admin/components/back-in-stock-waiting-list';
import { ProductEditor } from '@/features/admin/components/product-editor';
import { ProductList } from '@/features/admin/components/product-list';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

const LIST = paths.adminProducts;
const editHref = paths.adminProduct;

export default function AdminProductsRoute() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = params.get('edit');
  const products = useAdminProducts();

  let content;
  if (editing === null) {
    content = <ProductList editHref={editHref} />;
  } else if (editing === 'new') {
    content = (
      <ProductEditor
        key="new"
        product={null}
        listHref={LIST}
        onSaved={(saved) => navigate(editHref(saved.id), { replace: true })}
        onDeleted={() => navigate(LIST)}
      />
    );
  } else if (products.isPending) {
    content = <Spinner centered />;
  } else {
    const product = products.data?.find((row) => row.id === editing);
    content = product ? (
      <>
        <ProductEditor
          key={`${product.id}-${product.updated_at}`}
          product={product}
          listHref={LIST}
          onSaved={() => undefined}
          onDeleted={() => navigate(LIST)}
        />
        <BackInStockWaitingList productId={product.id} />
      </>
    ) : (
      <ErrorAlert size="page" className="mt-8">
        {t('products.notFound')}
      </ErrorAlert>
    );
  }
  return (
    <Page id="adminProducts" noIndex>
      {content}
    </Page>
  );
}
