// The /cart page's content: lines with quantity controls, the subtotal, the delivery estimate, and the way to
// checkout.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CurrencySelect } from '@/components/layout/currency-select';
import { formatMoney } from '@/lib/money';
import { useCurrency } from '@/lib/use-currency';
import { subtotal, type CartItem } from '@/features/cart/cart-model';
import { useCart } from '@/features/cart/cart-context';
import { QuantityStepper } from './quantity-stepper';
import { UnitPrice } from '@/components/ui/unit-price';
import { paths } from '@/lib/paths';

/**
 * delivery: what the route shows under the subtotal for these lines (the checkout's delivery estimate);
 * beforeCheckout: what the shopper is told before the checkout button (payment methods, delivery countries);
 * unitPriceOf: the price per 100 ml or kg of a line at its unit price, null when the product gives no quantity.
 */
export function CartView({
  delivery,
  beforeCheckout,
  unitPriceOf,
}: {
  delivery?: (lines: { product_id: string; quantity: number }[], subtotal: number) => ReactNode;
  beforeCheckout?: ReactNode;
  unitPriceOf?: (item: CartItem) => string | null;
} = {}) {
  const { t, i18n } = useTranslation('shop');
  const cart = useCart();
  const chosen = useCurrency();

  if (cart.items.length === 0) {
    return <EmptyState message={t('cart.empty')} actionLabel={t('cart.browse')} to={paths.collection} />;
  }

  // The lines' own currency: until the catalogue re-prices them in a newly chosen one, the sum is of what they show.
  const currency = cart.items[0]?.displayCurrency ?? chosen;
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
      <section aria-label={t('cart.linesLabel')}>
        <ul className="divide-y divide-ink/10">
          {cart.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-4 py-5" data-testid="cart-line">
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
              <div className="min-w-40 flex-1">
                <p className="font-serif text-xl">{item.name}</p>
                <p className="text-sm text-ink/75">
                  {t('cart.unitPrice', {
                    price: formatMoney(item.displayPrice, item.displayCurrency, i18n.language),
                  })}
                </p>
                <UnitPrice text={unitPriceOf?.(item) ?? null} label={t('catalog.unitPriceLabel')} />
              </div>
              <QuantityStepper
                quantity={item.quantity}
                name={item.name}
                onChange={(q) => cart.setQuantity(item.id, q)}
              />
              <p className="w-24 text-right font-semibold">
                {formatMoney(item.displayPrice * item.quantity, item.displayCurrency, i18n.language)}
              </p>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => cart.remove(item.id)}
                aria-label={t('cart.removeItem', { name: item.name })}
              >
                {t('cart.remove')}
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="outline" size="sm" className="mt-4" onClick={cart.clear}>
          {t('cart.clear')}
        </Button>
      </section>
      <aside
        className="h-fit rounded-2xl bg-white/70 p-6 shadow-sm ring-1 ring-ink/5"
        aria-label={t('cart.summary')}
      >
        <CurrencySelect label={t('cart.payIn')} showLabel className="mb-4" />
        <dl className="flex items-baseline justify-between">
          <dt>{t('cart.subtotal')}</dt>
          <dd className="text-xl font-semibold" data-testid="cart-subtotal">
            {formatMoney(subtotal(cart.items), currency, i18n.language)}
          </dd>
        </dl>
        {delivery?.(
          cart.items.map((item) => ({ product_id: item.id, quantity: item.quantity })),
          subtotal(cart.items),
        )}
        <p className="mt-2 text-sm text-ink/70">{t('cart.shippingNote')}</p>
        {beforeCheckout}
        <Button asChild className="mt-6 w-full">
          <Link to={paths.checkout}>{t('cart.checkout')}</Link>
        </Button>
      </aside>
    </div>
  );
}
