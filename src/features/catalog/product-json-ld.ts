// Product structured data for the collection page and each product's page: its address, price, currency, availability and the struck-through
// reference (when there is one) per product, and the cosmetics facts schema.org has words for: the net quantity
// (size, and a PropertyValue with its UN/CEFACT unit code), the INCI list and the period after opening
// (PropertyValue), the country of manufacture (countryOfOrigin) and the responsible person (manufacturer: the
// company that answers for the product in the EU, Regulation 1223/2009 art. 4).
import { LEGAL_FACTS } from '@/lib/legal-facts';
import { productAction, productFacts, type ProductFacts } from './catalog-model';
import type { Product } from './api/get-products';
import { viewProduct } from './product-view';
import type { Currency } from '@/lib/money';
import { paths } from '@/lib/paths';

const AVAILABILITY = {
  reserve: 'https://schema.org/PreOrder',
  preorder: 'https://schema.org/PreOrder',
  outOfStock: 'https://schema.org/OutOfStock',
  purchase: 'https://schema.org/InStock',
  addToCart: 'https://schema.org/InStock',
} as const;

/** UN/CEFACT Common Codes, as schema.org's unitCode expects: millilitre, gram, month. */
const UNIT_CODES = { ml: 'MLT', g: 'GRM', month: 'MON' } as const;

const NAMES = {
  en: {
    netQuantity: 'Net quantity',
    inci: 'Ingredients (INCI)',
    periodAfterOpening: 'Period after opening',
    months: 'months',
  },
  fr: {
    netQuantity: 'Contenance',
    inci: 'Ingrédients (INCI)',
    periodAfterOpening: 'Durée d’utilisation après ouverture',
    months: 'mois',
  },
} as const;

/** The facts part of a Product: only what the product has. */
export function factsJsonLd(facts: ProductFacts, language: string): Record<string, unknown> {
  const names = NAMES[language === 'fr' ? 'fr' : 'en'];
  const properties: Record<string, unknown>[] = [];
  const data: Record<string, unknown> = {};
  if (facts.netQuantity) {
    const quantity = {
      value: facts.netQuantity.value,
      unitCode: UNIT_CODES[facts.netQuantity.unit],
      unitText: facts.netQuantity.unit,
    };
    data.size = { '@type': 'QuantitativeValue', ...quantity };
    properties.push({ '@type': 'PropertyValue', name: names.netQuantity, ...quantity });
  }
  if (facts.inci) properties.push({ '@type': 'PropertyValue', name: names.inci, value: facts.inci });
  if (facts.periodAfterOpeningMonths !== null) {
    properties.push({
      '@type': 'PropertyValue',
      name: names.periodAfterOpening,
      value: facts.periodAfterOpeningMonths,
      unitCode: UNIT_CODES.month,
      unitText: names.months,
    });
  }
  if (properties.length > 0) data.additionalProperty = properties;
  if (facts.origin) data.countryOfOrigin = { '@type': 'Country', name: facts.origin.name };
  if (facts.responsiblePerson) {
    data.manufacturer = {
      '@type': 'Organization',
      name: facts.responsiblePerson.name,
      address: facts.responsiblePerson.address,
      ...(facts.responsiblePerson.email ? { email: facts.responsiblePerson.email } : {}),
    };
  }
  return data;
}

/** The offers are in the currency the page shows, so that a crawler reads the prices a shopper sees. */
export function productJsonLd(
  products: Product[],
  language: string,
  currency: Currency,
  siteUrl: string,
): Record<string, unknown>[] {
  return products.map((product) => {
    const view = viewProduct(product, language, currency);
    const url = `${siteUrl}${paths.productPage(product.product_id)}`;
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: view.title,
      sku: product.product_id,
      url,
      description: view.descriptionText,
      ...(view.image ? { image: new URL(view.image, `${siteUrl}/`).toString() } : {}),
      brand: { '@type': 'Brand', name: 'Maison Immortela' },
      ...factsJsonLd(productFacts(product, language, LEGAL_FACTS.cosmeticsResponsiblePerson), language),
      offers: {
        '@type': 'Offer',
        price: view.price,
        priceCurrency: view.currency.toUpperCase(),
        availability: AVAILABILITY[productAction(product)],
        url,
        // The struck-through price, when the shop shows one: the lawful reference, never a typed number.
        ...(view.formerPrice !== null
          ? {
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                priceType: 'https://schema.org/StrikethroughPrice',
                price: view.formerPrice,
                priceCurrency: view.currency.toUpperCase(),
              },
            }
          : {}),
      },
    };
  });
}
