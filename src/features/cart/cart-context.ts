import { createContext, useContext } from 'react';
import type { CartItem } from './cart-model';

export type Repricer = (
  item: CartItem,
) => Pick<CartItem, 'price' | 'displayPrice' | 'displayCurrency'> | null;

export interface CartContextValue {
  items: CartItem[];
  count: number;
  add(item: Omit<CartItem, 'quantity'>): void;
  setQuantity(id: string, quantity: number): void;
  remove(id: string): void;
  clear(): void;
  /** Updates every line's prices (e.g. to the current language's currency); null leaves a line as it is. */
  reprice(repricer: Repricer): void;
}

export const CartContext = createContext<CartContextValue | undefined>(undefined);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
