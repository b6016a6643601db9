import { describe, expect, it } from 'vitest';
import {
  availabilityKey,
  depositAmount,
  estimatedDeliveryDate,
  localized,
  productAction,
} from './catalog-model';

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
