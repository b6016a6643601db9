// What the shop shows of a product in a language and a currency: texts, prices and the line a cart gets.
import { localized } from './catalog-model';
import type { Product } from './api/get-products';
import { displayPrice, formerPrice, type Currency } from '@/lib/money';
import { plainText } from '@/lib/plain-text';
import { imageAlt, productImagesOf, type ProductImage } from '@/lib/product-images';
import { netQuantityOf, type NetQuantity } from '@/lib/unit-price';

export interface ProductView {
  slug: string;
  title: string;
  subtitle: string;
  descriptionHtml: string;
  descriptionText: string;
  image: string | null;
  /** The first image with its focal point and sizes; null when the product has none. */
  picture: ProductImage | null;
  /** The first image's alt text in the language; empty when none is written (the caller picks the stand-in). */
  imageAlt: string;
  price: number;
  formerPrice: number | null;
  currency: Currency;
  /** What the unit price divides by; null: the product gives no net quantity, and no unit price shows. */
  netQuantity: NetQuantity | null;
}

export function viewProduct(product: Product, language: string, currency: Currency): ProductView {
  const descriptionHtml = localized(product, 'description', language);
  const picture = productImagesOf(product.image_urls, product.image_details)[0] ?? null;
  return {
    slug: product.product_id,
    title: localized(product, 'title', language),
    subtitle: localized(product, 'subtitle', language),
    descriptionHtml,
    descriptionText: plainText(descriptionHtml),
    image: product.image_urls[0] ?? null,
    picture,
    imageAlt: imageAlt(picture, language, ''),
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
