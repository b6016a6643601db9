// The currency a shopper pays in (issue 28): their explicit choice, stored like the language; without one, the
// language's (SPEC.md 9: French euros, else dollars), so that it follows a language switch until they choose.
import { toCurrency, type Currency } from './locale';

export const CURRENCIES = ['eur', 'usd'] as const satisfies readonly Currency[];
export const CURRENCY_STORAGE_KEY = 'currency';

export function isCurrency(value: unknown): value is Currency {
  return value === 'eur' || value === 'usd';
}

/** The currency shown and charged: a valid stored choice, else the language's own. */
export function preferredCurrency(stored: string | null, language: string): Currency {
  return isCurrency(stored) ? stored : toCurrency(language);
}

const listeners = new Set<() => void>();

/** The stored choice, or null when there is none (or it is not a currency the shop takes). */
export function readStoredCurrency(): Currency | null {
  try {
    const stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The choice of this tab when storage refuses it (private mode, a full quota): it holds for this visit. */
let unsaved: Currency | null = null;

export function storeCurrency(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
    unsaved = null;
  } catch {
    unsaved = currency;
  }
  // The storage event only reaches other tabs: this one's listeners are called here.
  for (const listener of listeners) listener();
}

/** The shopper's explicit choice, or null when they have made none. */
export function chosenCurrency(): Currency | null {
  return readStoredCurrency() ?? unsaved;
}

/** Calls `listener` on a choice here or in another tab; answers the way to stop. */
export function subscribeCurrency(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
