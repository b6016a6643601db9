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
import { formatShipDate } from '@/lib/ship-date';
import { CartLine } from './cart-line';
import { useCartFocus } from './use-cart-focus';
import { paths } from '@/lib/paths';

/**
 * delivery: what the route shows under the subtotal for these lines (the checkout's delivery estimate);
 * beforeCheckout: what the shopper is told before the checkout button (payment methods, delivery countries);
 * afterCheckout: the line under the checkout button (delivery, withdrawal, payment);
 * unitPriceOf: the price per 100 ml or kg of a line at its unit price, null when the product gives no quantity;
 * shipDateOf: a pre-order line's expected shipping date, null for other lines.
 */
export function CartView({
  delivery,
  beforeCheckout,
  afterCheckout,
  unitPriceOf,
  shipDateOf,
}: {
  delivery?: (lines: { product_id: string; quantity: number }[], subtotal: number) => ReactNode;
  beforeCheckout?: ReactNode;
  afterCheckout?: ReactNode;
  unitPriceOf?: (item: CartItem) => string | null;
  shipDateOf?: (item: CartItem) => Date | null;
} = {}) {
  const { t, i18n } = useTranslation('shop');
  const cart = useCart();
  const chosen = useCurrency();
  const { container, emptyMessage, announcement, lineGone: focusAfter, cleared } = useCartFocus();
  const ids = cart.items.map((item) => item.id);

  const shipText = (date: Date | null) => (date ? formatShipDate(date, i18n.language) : null);
  const lineGone = (index: number, name: string) => focusAfter(ids, index, t('cart.removed', { name }));

  // The lines' own currency: until the catalogue re-prices them in a newly chosen one, the sum is of what they show.
  const currency = cart.items[0]?.displayCurrency ?? chosen;
  return (
    <div ref={container}>
      {/* Present before any change, so that screen readers announce what the next change puts in it. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {cart.items.length === 0 ? (
        <EmptyState
          message={t('cart.empty')}
          actionLabel={t('cart.browse')}
          to={paths.collection}
          messageRef={emptyMessage}
        />
      ) : (
        // min-w-0: a grid item is as wide as its content by default, which at 320 px ran past the screen.
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <section aria-label={t('cart.linesLabel')} className="min-w-0">
            <ul className="divide-y divide-ink/10">
              {cart.items.map((item, index) => (
                <CartLine
                  key={item.id}
                  item={item}
                  unitPrice={unitPriceOf?.(item) ?? null}
                  shipsOn={shipText(shipDateOf?.(item) ?? null)}
                  onQuantity={(quantity) => {
                    if (quantity <= 0) lineGone(index, item.name);
                    cart.setQuantity(item.id, quantity);
                  }}
                  onRemove={() => {
                    lineGone(index, item.name);
                    cart.remove(item.id);
                  }}
                />
              ))}
            </ul>
            <Button
              variant="outline"
              size="sm"
              className="mt-4"
              onClick={() => {
                cleared(t('cart.cleared'));
                cart.clear();
              }}
            >
              {t('cart.clear')}
            </Button>
          </section>
          <aside
            className="h-fit min-w-0 rounded-2xl bg-white/70 p-6 shadow-sm ring-1 ring-ink/5"
            aria-label={t('cart.summary')}
          >
            <CurrencySelect label={t('cart.payIn')} showLabel className="mb-4" />
            <dl className="flex flex-wrap items-baseline justify-between gap-x-4">
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
            {afterCheckout}
          </aside>
        </div>
      )}
    </div>
  );
}
