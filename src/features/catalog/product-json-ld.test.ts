import { describe, expect, it } from 'vitest';
import { factsJsonLd, productJsonLd } from './product-json-ld';
import { aProduct } from '@/test/product';

const facts = {
  inci: 'HELICHRYSUM ITALICUM FLOWER OIL, SIMMONDSIA CHINENSIS SEED OIL',
  netQuantity: { value: 30, unit: 'ml' as const },
  periodAfterOpeningMonths: 6,
  precautions: 'Avoid the eyes.',
  origin: { code: 'FR', name: 'France' },
  responsiblePerson: {
    name: 'Maison Immortela Démo SAS',
    address: '1 rue de l’Exemple, 00000 Démoville, France',
    email: 'securite-produits@maison-immortela.example',
  },
};

describe('factsJsonLd', () => {
  it('gives size, additionalProperty, countryOfOrigin and manufacturer as schema.org has them', () => {
    expect(factsJsonLd(facts, 'en')).toEqual({
      size: { '@type': 'QuantitativeValue', value: 30, unitCode: 'MLT', unitText: 'ml' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Net quantity', value: 30, unitCode: 'MLT', unitText: 'ml' },
        { '@type': 'PropertyValue', name: 'Ingredients (INCI)', value: facts.inci },
        {
          '@type': 'PropertyValue',
          name: 'Period after opening',
          value: 6,
          unitCode: 'MON',
          unitText: 'months',
        },
      ],
      countryOfOrigin: { '@type': 'Country', name: 'France' },
      manufacturer: {
        '@type': 'Organization',
        name: 'Maison Immortela Démo SAS',
        address: '1 rue de l’Exemple, 00000 Démoville, France',
        email: 'securite-produits@maison-immortela.example',
      },
    });
  });

  it('names the properties in French, and says nothing of what the product lacks', () => {
    const french = factsJsonLd({ ...facts, netQuantity: { value: 50, unit: 'g' } }, 'fr');
    expect(french.size).toEqual({ '@type': 'QuantitativeValue', value: 50, unitCode: 'GRM', unitText: 'g' });
    expect((french.additionalProperty as { name: string }[]).map((p) => p.name)).toEqual([
      'Contenance',
      'Ingrédients (INCI)',
      'Durée d’utilisation après ouverture',
    ]);
    expect(
      factsJsonLd(
        {
          inci: null,
          netQuantity: null,
          periodAfterOpeningMonths: null,
          precautions: null,
          origin: null,
          responsiblePerson: null,
        },
        'en',
      ),
    ).toEqual({});
  });
});

describe('productJsonLd', () => {
  const product = aProduct({
    product_id: 'immortela-elixir-10ml',
    title: 'Immortela Elixir 10 ml',
    title_fr: 'Élixir Immortela 10 ml',
    description: '<p>The elixir.</p>',
    image_urls: ['/images/products/immortela-elixir-10ml.svg'],
    price: 500,
    price_euros: 460,
    on_sale: true,
    sale_price: 9999,
    reference_price: 560,
    reference_price_euros: 515,
    reserve_enabled: false,
    preorder_enabled: false,
    stock_available: null,
    inci_ingredients: 'SIMMONDSIA CHINENSIS SEED OIL',
    net_quantity: 10,
    net_quantity_unit: 'ml',
    period_after_opening_months: 6,
    precautions: null,
    precautions_fr: null,
    origin_country: 'FR',
    responsible_person_name: null,
    responsible_person_address: null,
  });

  it('strikes through the database reference of the currency, never sale_price, and carries the facts', () => {
    const [english] = productJsonLd([product], 'en', 'usd', 'https://shop.example');
    expect(english).toMatchObject({
      '@type': 'Product',
      size: { value: 10, unitCode: 'MLT' },
      countryOfOrigin: { name: 'France' },
      manufacturer: { '@type': 'Organization' },
      offers: {
        price: 500,
        priceCurrency: 'USD',
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: 560 },
      },
    });
    const [french] = productJsonLd([product], 'fr', 'eur', 'https://shop.example');
    expect(french).toMatchObject({
      offers: { price: 460, priceCurrency: 'EUR', priceSpecification: { price: 515 } },
    });
    // An English page in euros (the shopper's choice) offers what it shows: euros.
    const [chosen] = productJsonLd([product], 'en', 'eur', 'https://shop.example');
    expect(chosen).toMatchObject({ offers: { price: 460, priceCurrency: 'EUR' } });
    const [plain] = productJsonLd(
      [{ ...product, reference_price: null, reference_price_euros: null }],
      'en',
      'usd',
      'https://shop.example',
    );
    expect((plain?.offers as Record<string, unknown>).priceSpecification).toBeUndefined();
  });

  it('names the product page as the product and offer address', () => {
    const [item] = productJsonLd([product], 'fr', 'eur', 'https://shop.example');
    const page = 'https://shop.example/products/immortela-elixir-10ml';
    expect(item).toMatchObject({ url: page, offers: { url: page } });
  });
});
