// "Add the whole ritual": under a ritual that is sold as a set (the product ritual-<id>), adds that set to the
// cart (the caller's, as the collection's onAddToCart), then goes to the cart. A ritual without a published set
// shows nothing.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useProducts, type Product } from '@/features/catalog/api/get-products';
import { productAction } from '@/features/catalog/catalog-model';
import { viewProduct } from '@/features/catalog/product-view';
import { ritualSetId } from '@/features/catalog/set-components';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import { useCurrency } from '@/lib/use-currency';

export function RitualSetButton({
  ritualId,
  ritualTitle,
  onAddToCart,
}: {
  ritualId: string;
  ritualTitle: string;
  onAddToCart: (set: Product) => void;
}) {
  const { t, i18n } = useTranslation('shop');
  const currency = useCurrency();
  const navigate = useNavigate();
  const { data: products } = useProducts();
  const set = products?.find((product) => product.product_id === ritualSetId(ritualId));
  if (!set) return null;

  const view = viewProduct(set, i18n.language, currency);
  const soldOut = productAction(set) === 'outOfStock';
  function addRitual() {
    if (!set) return;
    onAddToCart(set);
    toast.success(t('catalog.addedTitle'), { description: view.title });
    void navigate(paths.cart);
  }
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <Button
        onClick={addRitual}
        disabled={soldOut}
        aria-label={t('sets.addRitualNamed', { ritual: ritualTitle })}
        data-testid={`add-ritual-${ritualId}`}
      >
        {soldOut ? t('catalog.availability.outOfStock') : t('sets.addRitual')}
      </Button>
      <span className="text-sm text-ink/80">
        {t('sets.setPrice', {
          name: view.title,
          price: formatMoney(view.price, view.currency, i18n.language),
        })}
      </span>
    </div>
  );
}
