// The accessibility statement in the current language (src/content/accessibility/*), with the build's legal
// facts (its contact details), loaded as the legal pages are.
import type { AccessibilityCopy } from '@/content/types';
import { bundledDocument } from './bundled-document';

export const useAccessibilityCopy = bundledDocument<AccessibilityCopy>('accessibility', (language) =>
  (language === 'fr' ? import('@/content/accessibility/fr') : import('@/content/accessibility/en')).then(
    (module) => module.accessibilityCopy,
  ),
);
