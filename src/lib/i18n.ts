// i18next with both languages bundled; every change is stored and reflected in <html lang>.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/common.json';
import fr from '../locales/fr/common.json';
import { initialLanguage, isLanguage, storeLanguage } from './language';

export const resources = { en: { common: en }, fr: { common: fr } } as const;

export function setupI18n(language = initialLanguage()) {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (next) => {
      if (!isLanguage(next)) return;
      storeLanguage(next);
      document.documentElement.lang = next;
    });
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: false,
      supportedLngs: ['en', 'fr'],
      defaultNS: 'common',
      ns: ['common'],
      returnNull: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    document.documentElement.lang = language;
  }
  return i18n;
}

export { i18n };
