// The currency of the page (src/lib/currency.ts): the shopper's choice, else the language's. The build's
// pre-render and the hydration of its HTML know no choice, so they show the language's; a choice shows next.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenCurrency, preferredCurrency, subscribeCurrency } from './currency';
import type { Currency } from './locale';

export function useCurrency(): Currency {
  const { i18n } = useTranslation();
  const chosen = useSyncExternalStore(subscribeCurrency, chosenCurrency, () => null);
  return preferredCurrency(chosen, i18n.language);
}
