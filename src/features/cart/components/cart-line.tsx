// One line of the /cart page: the product (its name links to its page), its quantity controls, its amount and its
// Remove button.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { UnitPrice } from '@/components/ui/unit-price';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { CartItem } from '@/features/cart/cart-model';
import { QuantityStepper } from './quantity-stepper';

/**
 * unitPrice: the price per 100 ml or kg, null when the product gives no quantity; shipsOn: a pre-order's
 * expected shipping date, already formatted; onQuantity: a new quantity (0 removes the line, as the stepper
 * allows); onRemove: the Remove button.
 */
export function CartLine({
  item,
  unitPrice,
  shipsOn = null,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  unitPrice: string | null;
  shipsOn?: string | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('shop');
  return (
    <li className="flex flex-wrap items-center gap-4 py-5" data-testid="cart-line" data-line={item.id}>
      {item.image ? (
        <img
          src={item.image}
          alt=""
          width={80}
          height={80}
          className="h-20 w-20 rounded-lg bg-sand object-cover"
        />
      ) : (
        <div className="h-20 w-20 rounded-lg bg-sand" aria-hidden="true" />
      )}
      {/* min-w-0 and a basis, not a minimum width: at 320 px the name wraps instead of pushing the line wider. */}
      <div className="min-w-0 flex-1 basis-40 [overflow-wrap:anywhere]">
        <p className="font-serif text-xl">
          <Link to={paths.productPage(item.id)} className="hover:underline">
            {item.name}
          </Link>
        </p>
        <p className="text-sm text-ink/75">
          {t('cart.unitPrice', {
            price: formatMoney(item.displayPrice, item.displayCurrency, i18n.language),
          })}
        </p>
        <UnitPrice text={unitPrice} label={t('catalog.unitPriceLabel')} />
        {shipsOn ? (
          <p className="text-sm text-moss-dark" data-testid="preorder-ship">
            {t('cart.preorderShips', { date: shipsOn })}
          </p>
        ) : null}
      </div>
      <QuantityStepper quantity={item.quantity} name={item.name} onChange={onQuantity} />
      <p className="ml-auto min-w-24 text-right font-semibold">
        {formatMoney(item.displayPrice * item.quantity, item.displayCurrency, i18n.language)}
      </p>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={t('cart.removeItem', { name: item.name })}
        data-remove
      >
        {t('cart.remove')}
      </Button>
    </li>
  );
}
