import { describe, expect, it } from 'vitest';
import { asCurrency, dateFormat, localeTag, numberFormat, toCurrency } from './locale';

const space = (text: string) => text.replace(/\s/g, ' ');

describe('locale', () => {
  it('names French France for French and US English for anything else', () => {
    expect(localeTag('fr')).toBe('fr-FR');
    expect(localeTag('en')).toBe('en-US');
    expect(localeTag('de')).toBe('en-US');
  });

  it('pays in euros in French and dollars in English', () => {
    expect(toCurrency('fr')).toBe('eur');
    expect(toCurrency('en')).toBe('usd');
  });

  it('reads a currency column as euros or, by default, dollars', () => {
    expect(asCurrency('eur')).toBe('eur');
    expect(asCurrency('usd')).toBe('usd');
    expect(asCurrency(null)).toBe('usd');
  });

  it('formats numbers and dates in the language’s convention', () => {
    expect(space(numberFormat('fr').format(12500.5))).toBe('12 500,5');
    expect(numberFormat('en').format(12500.5)).toBe('12,500.5');
    const day = new Date(Date.UTC(2025, 6, 15, 12));
    expect(dateFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('15 juillet 2025');
    expect(dateFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('July 15, 2025');
  });

  it('keeps one formatter per language and options', () => {
    expect(dateFormat('fr', { dateStyle: 'long' })).toBe(dateFormat('fr', { dateStyle: 'long' }));
    expect(dateFormat('fr', { dateStyle: 'long' })).not.toBe(dateFormat('en', { dateStyle: 'long' }));
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en'));
  });
});
