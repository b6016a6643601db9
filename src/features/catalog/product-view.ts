// What the shop shows of a product in a language and a currency: texts, prices and the line a cart gets.
import { localized } from './catalog-model';
import type { Product } from './api/get-products';
import { displayPrice, formerPrice, type Currency } from '@/lib/money';
import { plainText } from '@/lib/plain-text';
import { netQuantityOf, type NetQuantity } from '@/lib/unit-price';

export interface ProductView {
  slug: string;
  title: string;
  subtitle: string;
  descriptionHtml: string;
  descriptionText: string;
  image: string | null;
  price: number;
  formerPrice: number | null;
  currency: Currency;
  /** What the unit price divides by; null: the product gives no net quantity, and no unit price shows. */
  netQuantity: NetQuantity | null;
}

export function viewProduct(product: Product, language: string, currency: Currency): ProductView {
  const descriptionHtml = localized(product, 'description', language);
  return {
    slug: product.product_id,
    title: localized(product, 'title', language),
    subtitle: localized(product, 'subtitle', language),
    descriptionHtml,
    descriptionText: plainText(descriptionHtml),
    image: product.image_urls[0] ?? null,
    price: displayPrice(product, currency),
    formerPrice: formerPrice(product, currency),
    currency,
    netQuantity: netQuantityOf(product),
  };
}

/** The cart line of SPEC.md 3 for a product, named in the language and priced in the currency. */
export function toCartLine(product: Product, language: string, currency: Currency) {
  const view = viewProduct(product, language, currency);
  return {
    id: product.product_id,
    name: view.title,
    price: product.price,
    image: view.image ?? '',
    subtitle: '',
    description: view.descriptionText,
    features: [] as string[],
    inStock: true,
    featured: false,
    displayPrice: view.price,
    displayCurrency: view.currency,
  };
}
