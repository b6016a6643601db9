// Language rules of SPEC.md 4: the stored choice wins, then a French browser, then English. An address may name
// its language (`?lang=fr`, the URLs the hreflang alternates point at, src/lib/site.ts): that one is then shown,
// and kept as the visitor's choice.

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';
/** The query parameter of an address that names its language. */
export const LANGUAGE_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

export function detectLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredLanguage(): string | null {
  return safeStorage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
}

export function storeLanguage(language: Language): void {
  try {
    safeStorage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}

/** The language an address names (`?lang=en`, `?lang=fr`), if any. */
export function languageFromSearch(search: string): Language | null {
  const named = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(named) ? named : null;
}

export function initialLanguage(): Language {
  const named = languageFromSearch(window.location.search);
  if (named) {
    storeLanguage(named);
    return named;
  }
  return detectLanguage(readStoredLanguage(), window.navigator.language);
}
