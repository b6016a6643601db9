// Composes auth and cart: the cart follows the signed-in user and is priced in the shopper's currency.
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth/auth-provider';
import { useAuth } from '@/features/auth/auth-context';
import { ConfirmedNotice } from '@/features/auth/components/confirmed-notice';
import { CartProvider } from '@/features/cart/cart-provider';
import { useCart } from '@/features/cart/cart-context';
import { catalogPrice } from '@/features/cart/cart-model';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { SignedInContext } from '@/lib/signed-in';
import { useCurrency } from '@/lib/use-currency';

function CartForUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  return (
    <SignedInContext.Provider value={loading ? null : user !== null}>
      <CartProvider userId={loading ? undefined : (user?.id ?? null)}>
        <CartPricing />
        {children}
      </CartProvider>
    </SignedInContext.Provider>
  );
}

/** Re-prices cart lines from the catalogue whenever the shopper's currency or the products change. */
function CartPricing() {
  const currency = useCurrency();
  const { items, reprice } = useCart();
  const { data: products } = useQuery({ ...productsQueryOptions(), enabled: items.length > 0 });
  useEffect(() => {
    if (!products) return;
    reprice((item) => catalogPrice(item, products, currency));
  }, [products, currency, reprice, items.length]);
  return null;
}

export function SessionProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <ConfirmedNotice />
      <CartForUser>{children}</CartForUser>
    </AuthProvider>
  );
}
