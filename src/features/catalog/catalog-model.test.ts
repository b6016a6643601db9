import { describe, expect, it } from 'vitest';
import {
  availabilityKey,
  depositAmount,
  estimatedDeliveryDate,
  formatAddress,
  formatNetQuantity,
  hasFacts,
  localized,
  periodAfterOpeningSymbol,
  productAction,
  productFacts,
  type FactsSource,
} from './catalog-model';
import { aProduct } from '@/test/product';

const plain = { reserve_enabled: false, preorder_enabled: false, stock_available: null };

describe('productAction', () => {
  it('gives Reserve, then Pre-Order, then Purchase (SPEC.md 4)', () => {
    expect(productAction({ ...plain, reserve_enabled: true, preorder_enabled: true })).toBe('reserve');
    expect(productAction({ ...plain, preorder_enabled: true })).toBe('preorder');
    expect(productAction(plain)).toBe('purchase');
  });

  it('says Out of Stock when nothing is left to sell, units held by open payments counted out', () => {
    expect(productAction({ ...plain, stock_available: 0 })).toBe('outOfStock');
    expect(productAction({ ...plain, stock_available: 3 })).toBe('purchase');
    // Reserve and pre-order products are sold ahead of stock: no cap reads null, and they stay on offer...
    expect(productAction({ ...plain, stock_available: null, reserve_enabled: true })).toBe('reserve');
    expect(productAction({ ...plain, stock_available: 2, preorder_enabled: true })).toBe('preorder');
    // ...until their cap is reached.
    expect(productAction({ ...plain, stock_available: 0, reserve_enabled: true })).toBe('outOfStock');
    expect(productAction({ ...plain, stock_available: 0, preorder_enabled: true })).toBe('outOfStock');
  });

  it('says Add to Cart for a product already in the cart', () => {
    expect(productAction(plain, true)).toBe('addToCart');
    expect(productAction({ ...plain, stock_available: 0 }, true)).toBe('outOfStock');
  });

  it('maps actions to the availability badge', () => {
    expect(availabilityKey('reserve')).toBe('reserveAvailable');
    expect(availabilityKey('preorder')).toBe('preorderAvailable');
    expect(availabilityKey('purchase')).toBe('available');
    expect(availabilityKey('addToCart')).toBe('available');
    expect(availabilityKey('outOfStock')).toBe('outOfStock');
  });
});

describe('localized', () => {
  it('uses the French twin in French and falls back to the default text', () => {
    const product = { title: 'Elixir', title_fr: 'Élixir', how_to_use: 'Two drops', how_to_use_fr: '  ' };
    expect(localized(product, 'title', 'fr')).toBe('Élixir');
    expect(localized(product, 'title', 'en')).toBe('Elixir');
    expect(localized(product, 'how_to_use', 'fr')).toBe('Two drops');
    expect(localized(product, 'aromatherapy', 'fr')).toBe('');
  });
});

describe('reservation figures', () => {
  it('estimates delivery at today plus the product’s days, 30 by default', () => {
    const today = new Date(2026, 0, 10);
    expect(estimatedDeliveryDate(12, today)).toEqual(new Date(2026, 0, 22));
    expect(estimatedDeliveryDate(null, today)).toEqual(new Date(2026, 1, 9));
  });

  it('takes a 50% deposit', () => {
    expect(depositAmount(1400)).toBe(700);
    expect(depositAmount(899.99)).toBe(450);
  });
});

describe('productFacts', () => {
  const facts: FactsSource = {
    inci_ingredients: '  HELICHRYSUM ITALICUM FLOWER OIL, SIMMONDSIA CHINENSIS SEED OIL ',
    net_quantity: 30,
    net_quantity_unit: 'ml',
    period_after_opening_months: 12,
    precautions: 'Avoid contact with the eyes.',
    precautions_fr: 'Éviter le contact avec les yeux.',
    origin_country: 'FR',
    responsible_person_name: null,
    responsible_person_address: null,
  };
  const shop = {
    name: 'Maison Immortela Démo SAS',
    address: { street: '1 rue de l’Exemple', postalCode: '00000', city: 'Démoville', country: 'FR' },
    email: 'securite-produits@maison-immortela.example',
  };
  // A product row with every fact column empty.
  const none: FactsSource = aProduct();

  it('maps the columns in English: one INCI list, quantity and unit, months, country named', () => {
    expect(productFacts(facts, 'en', shop)).toEqual({
      inci: 'HELICHRYSUM ITALICUM FLOWER OIL, SIMMONDSIA CHINENSIS SEED OIL',
      netQuantity: { value: 30, unit: 'ml' },
      periodAfterOpeningMonths: 12,
      precautions: 'Avoid contact with the eyes.',
      origin: { code: 'FR', name: 'France' },
      responsiblePerson: {
        name: 'Maison Immortela Démo SAS',
        address: '1 rue de l’Exemple, 00000 Démoville, France',
        email: 'securite-produits@maison-immortela.example',
      },
    });
  });

  it('gives the French words in French (the INCI list stays as it is), with the English fallback', () => {
    const french = productFacts({ ...facts, origin_country: 'IT' }, 'fr', shop);
    expect(french.inci).toBe('HELICHRYSUM ITALICUM FLOWER OIL, SIMMONDSIA CHINENSIS SEED OIL');
    expect(french.precautions).toBe('Éviter le contact avec les yeux.');
    expect(french.origin).toEqual({ code: 'IT', name: 'Italie' });
    expect(productFacts({ ...facts, precautions_fr: ' ' }, 'fr', shop).precautions).toBe(
      'Avoid contact with the eyes.',
    );
  });

  it('takes the product’s own responsible person over the shop’s, and none when neither is known', () => {
    const own = productFacts(
      { ...facts, responsible_person_name: 'Labo Sud', responsible_person_address: '2 chemin Vert, Grasse' },
      'en',
      shop,
    );
    // A product's own person has no electronic address column: the shop's email is not theirs to show.
    expect(own.responsiblePerson).toEqual({
      name: 'Labo Sud',
      address: '2 chemin Vert, Grasse',
      email: null,
    });
    expect(productFacts(facts, 'en', null).responsiblePerson).toBeNull();
    expect(productFacts(facts, 'en', { ...shop, name: '' }).responsiblePerson).toBeNull();
  });

  it('leaves out what is missing or meaningless', () => {
    const empty = productFacts(none, 'en', null);
    expect(empty).toEqual({
      inci: null,
      netQuantity: null,
      periodAfterOpeningMonths: null,
      precautions: null,
      origin: null,
      responsiblePerson: null,
    });
    expect(hasFacts(empty)).toBe(false);
    expect(hasFacts(productFacts(none, 'en', shop))).toBe(true);
    expect(
      productFacts({ ...none, net_quantity: 30, net_quantity_unit: 'l' }, 'en', null).netQuantity,
    ).toBeNull();
    expect(
      productFacts({ ...none, net_quantity: 0, net_quantity_unit: 'ml' }, 'en', null).netQuantity,
    ).toBeNull();
  });

  it('writes quantities, the open-jar symbol and addresses in the language’s convention', () => {
    expect(formatNetQuantity({ value: 30, unit: 'ml' }, 'en')).toBe('30 ml');
    expect(formatNetQuantity({ value: 7.5, unit: 'ml' }, 'fr')).toBe('7,5 ml');
    expect(formatNetQuantity({ value: 50, unit: 'g' }, 'en')).toBe('50 g');
    expect(periodAfterOpeningSymbol(12)).toBe('12M');
    expect(
      formatAddress({ street: '3 Via Roma', postalCode: '00100', city: 'Roma', country: 'IT' }, 'en'),
    ).toBe('3 Via Roma, 00100 Roma, Italy');
  });
});
