// What the shop shows of a product in a language: texts, prices and the line a cart gets.
import { localized } from './catalog-model';
import type { Product } from './api/get-products';
import { toCurrency } from '@/lib/locale';
import { displayPrice, formerPrice, type Currency } from '@/lib/money';
import { plainText } from '@/lib/plain-text';

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
}

export function viewProduct(product: Product, language: string): ProductView {
  const descriptionHtml = localized(product, 'description', language);
  return {
    slug: product.product_id,
    title: localized(product, 'title', language),
    subtitle: localized(product, 'subtitle', language),
    descriptionHtml,
    descriptionText: plainText(descriptionHtml),
    image: product.image_urls[0] ?? null,
    price: displayPrice(product, language),
    formerPrice: formerPrice(product, language),
    currency: toCurrency(language),
  };
}

/** The cart line of SPEC.md 3 for a product, priced in the language's currency. */
export function toCartLine(product: Product, language: string) {
  const view = viewProduct(product, language);
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
