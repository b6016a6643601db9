// Language rules of SPEC.md 4: the stored choice wins, then a French browser, then English.

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

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

export function initialLanguage(): Language {
  return detectLanguage(readStoredLanguage(), window.navigator.language);
}
