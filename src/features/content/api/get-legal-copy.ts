// The legal pages' texts in the current language (src/content/legal/*), with the build's legal facts.
import type { LegalCopy } from '@/content/types';
import { bundledDocument } from './bundled-document';

export const useLegalCopy = bundledDocument<LegalCopy>('legal', (language) =>
  (language === 'fr' ? import('@/content/legal/fr') : import('@/content/legal/en')).then(
    (module) => module.legalCopy,
  ),
);
