import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, initialLanguage, LANGUAGE_STORAGE_KEY, languageFromSearch } from './language';
import { setupI18n } from './i18n';

describe('detectLanguage', () => {
  it('keeps a stored en or fr choice over the browser language', () => {
    expect(detectLanguage('en', 'fr-FR')).toBe('en');
    expect(detectLanguage('fr', 'en-US')).toBe('fr');
  });

  it('ignores a stored value that is not en or fr', () => {
    expect(detectLanguage('de', 'fr-CA')).toBe('fr');
    expect(detectLanguage('', 'en-GB')).toBe('en');
  });

  it('chooses French for any browser language starting with fr, else English', () => {
    expect(detectLanguage(null, 'fr')).toBe('fr');
    expect(detectLanguage(null, 'FR-be')).toBe('fr');
    expect(detectLanguage(null, 'es-ES')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
  });
});

describe('language persistence', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the stored value from localStorage under "language"', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
    expect(initialLanguage()).toBe('fr');
  });

  it('shows the language the address names (?lang=) and keeps it as the choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/collection?lang=fr');
    try {
      expect(initialLanguage()).toBe('fr');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('reads only en or fr from the address', () => {
    expect(languageFromSearch('?lang=fr')).toBe('fr');
    expect(languageFromSearch('?product=x&lang=en')).toBe('en');
    expect(languageFromSearch('?lang=de')).toBeNull();
    expect(languageFromSearch('')).toBeNull();
  });

  it('stores every change, sets <html lang> and shows a missing key as the key', async () => {
    const i18n = setupI18n('en');
    await i18n.changeLanguage('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    await i18n.changeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });
});
