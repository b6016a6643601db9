// Product structured data for the collection page: price, currency and availability per product.
import { productAction } from './catalog-model';
import type { Product } from './api/get-products';
import { viewProduct } from './product-view';

const AVAILABILITY = {
  reserve: 'https://schema.org/PreOrder',
  preorder: 'https://schema.org/PreOrder',
  outOfStock: 'https://schema.org/OutOfStock',
  purchase: 'https://schema.org/InStock',
  addToCart: 'https://schema.org/InStock',
} as const;

export function productJsonLd(
  products: Product[],
  language: string,
  siteUrl: string,
): Record<string, unknown>[] {
  return products.map((product) => {
    const view = viewProduct(product, language);
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: view.title,
      sku: product.product_id,
      description: view.descriptionText,
      ...(view.image ? { image: new URL(view.image, `${siteUrl}/`).toString() } : {}),
      brand: { '@type': 'Brand', name: 'Maison Immortela' },
      offers: {
        '@type': 'Offer',
        price: view.price,
        priceCurrency: view.currency.toUpperCase(),
        availability: AVAILABILITY[productAction(product)],
        url: `${siteUrl}/collection`,
      },
    };
  });
}
