import { describe, expect, it } from 'vitest';
import { displayPrice, formatMoney, formerPrice } from './money';

const product = { price: 1400, price_euros: 1300 };

describe('money', () => {
  it('formats without decimals in the language’s convention', () => {
    expect(formatMoney(1400, 'usd', 'en')).toBe('$1,400');
    expect(formatMoney(1299.6, 'usd', 'en')).toBe('$1,300');
    expect(formatMoney(1300, 'eur', 'fr').replace(/\s/g, ' ')).toBe('1 300 €');
  });

  it('shows cents when asked (a tax amount)', () => {
    expect(formatMoney(14.17, 'usd', 'en', { cents: true })).toBe('$14.17');
    expect(formatMoney(300, 'eur', 'fr', { cents: true }).replace(/\s/g, ' ')).toBe('300,00 €');
    expect(formatMoney(14.17, 'usd', 'en')).toBe('$14');
  });

  it('shows price_euros in euros (else price) and price in dollars', () => {
    expect(displayPrice(product, 'eur')).toBe(1300);
    expect(displayPrice({ ...product, price_euros: null }, 'eur')).toBe(1400);
    expect(displayPrice(product, 'usd')).toBe(1400);
  });

  it('strikes through the database reference of the currency shown, never a typed former price', () => {
    expect(formerPrice(product, 'usd')).toBeNull();
    const reduced = { ...product, reference_price: 1600, reference_price_euros: 1490 };
    expect(formerPrice(reduced, 'usd')).toBe(1600);
    expect(formerPrice(reduced, 'eur')).toBe(1490);
    // Each currency has its own history: a reduction in dollars only shows in dollars.
    expect(formerPrice({ ...product, reference_price: 1600 }, 'eur')).toBeNull();
    // A reference not above the price shown is no reduction.
    expect(formerPrice({ ...product, reference_price: 1400 }, 'usd')).toBeNull();
    // The free sale_price of old rows means nothing any more.
    expect(formerPrice({ ...product, sale_price: 1600, on_sale: true } as typeof product, 'usd')).toBeNull();
  });
});
