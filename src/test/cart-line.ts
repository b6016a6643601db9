// A cart line for tests: a product with every field at a neutral value, named after its id, at the price given
// (10 unless told), in the quantity given.
import type { CartItem } from '@/features/cart/cart-model';

export function aCartProduct(id: string, price = 10): Omit<CartItem, 'quantity'> {
  return {
    id,
    name: id,
    price,
    image: '',
    subtitle: '',
    description: '',
    features: [],
    inStock: true,
    featured: false,
    displayPrice: price,
    displayCurrency: 'usd',
  };
}

export function aCartLine(id: string, quantity = 1, price = 10): CartItem {
  return { ...aCartProduct(id, price), quantity };
}
