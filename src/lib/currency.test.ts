import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  chosenCurrency,
  CURRENCY_STORAGE_KEY,
  preferredCurrency,
  readStoredCurrency,
  storeCurrency,
} from './currency';
import { setupI18n } from './i18n';
import { useCurrency } from './use-currency';

describe('preferredCurrency', () => {
  it('pays in the language’s currency when the shopper chose none: euros in French, else dollars', () => {
    expect(preferredCurrency(null, 'fr')).toBe('eur');
    expect(preferredCurrency(null, 'en')).toBe('usd');
  });

  it('keeps the shopper’s choice in either language', () => {
    expect(preferredCurrency('usd', 'fr')).toBe('usd');
    expect(preferredCurrency('eur', 'en')).toBe('eur');
  });

  it('ignores a stored value that is not a currency the shop takes', () => {
    expect(preferredCurrency('gbp', 'fr')).toBe('eur');
    expect(preferredCurrency('EUR', 'en')).toBe('usd');
    expect(preferredCurrency('', 'en')).toBe('usd');
  });
});

describe('the stored choice', () => {
  it('is kept in localStorage under "currency", and a bad value there counts as no choice', () => {
    expect(readStoredCurrency()).toBeNull();
    storeCurrency('eur');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('eur');
    expect(chosenCurrency()).toBe('eur');
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'yen');
    expect(readStoredCurrency()).toBeNull();
  });
});

describe('useCurrency', () => {
  async function inLanguage(language: 'en' | 'fr') {
    const i18n = setupI18n(language);
    await act(() => i18n.changeLanguage(language));
    return i18n;
  }

  it('follows the language until the shopper chooses, then keeps the choice across a language switch', async () => {
    const i18n = await inLanguage('en');
    const { result } = renderHook(() => useCurrency());
    expect(result.current).toBe('usd');
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current).toBe('eur');

    act(() => storeCurrency('usd'));
    expect(result.current).toBe('usd');
    await act(() => i18n.changeLanguage('en'));
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current).toBe('usd');
  });

  it('follows a choice made in another tab', async () => {
    await inLanguage('en');
    const { result } = renderHook(() => useCurrency());
    act(() => {
      localStorage.setItem(CURRENCY_STORAGE_KEY, 'eur');
      window.dispatchEvent(new StorageEvent('storage', { key: CURRENCY_STORAGE_KEY, newValue: 'eur' }));
    });
    expect(result.current).toBe('eur');
  });
});
