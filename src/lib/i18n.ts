// i18next: every namespace loads on demand, the shell's strings (common) of the visitor's language first (main.tsx
// waits for them; the build's inline script has already preloaded them), the others with the pages that use
// them. Every language change is stored and reflected in <html lang>.
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, isLanguage, storeLanguage } from './language';

export const NAMESPACES = ['common', 'shop', 'auth'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Loads a namespace's JSON chunk on demand (also used by the admin's preview instances, i18n-preview.ts). */
export const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    import(`../locales/${language}/${namespace}.json`)
      .then((module: { default: ResourceKey }) => callback(null, module.default))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};

/** <html lang> follows the language; the build's pre-render (scripts/vite/prerender.ts) has no document. */
function reflectLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** What every i18next instance of the app shares (the app's own, and the admin preview's, src/lib/i18n-preview.ts). */
export const INSTANCE_OPTIONS = {
  fallbackLng: false,
  supportedLngs: ['en', 'fr'],
  defaultNS: 'common',
  fallbackNS: 'common',
  ns: ['common'],
  returnNull: false,
  interpolation: { escapeValue: false },
} as const;

export function setupI18n(language = initialLanguage()) {
  if (!i18n.isInitialized) {
    // Only a change is stored: the start-up language fires this too, once its strings have loaded, and storing
    // it then could overwrite a choice made meanwhile (in another tab, say).
    let current: string = language;
    i18n.on('languageChanged', (next) => {
      if (!isLanguage(next)) return;
      reflectLanguage(next);
      if (next === current) return;
      current = next;
      storeLanguage(next);
    });
    void i18n
      .use(lazyNamespaces)
      .use(initReactI18next)
      .init({
        ...INSTANCE_OPTIONS,
        partialBundledLanguages: true,
        lng: language,
        initAsync: false,
      });
    reflectLanguage(language);
  }
  return i18n;
}

/** Resolves once the common strings of the current language are in (failures show keys, never a blank page). */
export function i18nReady(): Promise<void> {
  return i18n.loadNamespaces('common').catch((error: unknown) => console.error('Translations:', error));
}

export { i18n };
