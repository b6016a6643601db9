import { describe, expect, it } from 'vitest';
import { currencyFor, displayPrice, formatMoney, formerPrice } from './money';

const product = { price: 1400, price_euros: 1300, on_sale: false, sale_price: null };

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

  it('uses euros in French (price_euros, else price) and dollars in English', () => {
    expect(currencyFor('fr')).toBe('eur');
    expect(currencyFor('en')).toBe('usd');
    expect(displayPrice(product, 'fr')).toBe(1300);
    expect(displayPrice({ ...product, price_euros: null }, 'fr')).toBe(1400);
    expect(displayPrice(product, 'en')).toBe(1400);
  });

  it('shows a former price only when on sale with a sale_price above 0', () => {
    expect(formerPrice(product, 'en')).toBeNull();
    expect(formerPrice({ ...product, on_sale: true, sale_price: 0 }, 'en')).toBeNull();
    expect(formerPrice({ ...product, on_sale: false, sale_price: 1600 }, 'en')).toBeNull();
    expect(formerPrice({ ...product, on_sale: true, sale_price: 1600 }, 'en')).toBe(1600);
    expect(formerPrice({ ...product, on_sale: true, sale_price: 1600 }, 'fr')).toBe(1486);
  });
});
