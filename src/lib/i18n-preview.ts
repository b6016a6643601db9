// An i18next instance of its own in one language, for the admin's preview of a draft as a visitor of that language
// sees it: it shares nothing with the app's instance, so it neither stores a language choice nor changes <html
// lang>. One per language, kept for the session (a suspended render must find the same one again).
import { createInstance, type i18n as I18n } from 'i18next';
import { INSTANCE_OPTIONS, lazyNamespaces } from './i18n';
import type { Language } from './language';

const instances = new Map<Language, I18n>();

export function previewI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(lazyNamespaces).init({ ...INSTANCE_OPTIONS, lng: language });
    instances.set(language, instance);
  }
  return instance;
}
