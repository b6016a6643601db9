// The details typed at checkout, kept for this tab only so a detour (payment page, sign-in) loses nothing.
import { useEffect, useState } from 'react';
import { EMPTY_DETAILS, type CheckoutDetails } from './checkout-model';

const KEY = 'checkout-details';

function read(): CheckoutDetails | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<CheckoutDetails>;
    return { ...EMPTY_DETAILS, ...data, acceptTerms: false };
  } catch {
    return null;
  }
}

export function useCheckoutDetails(prefill: { email?: string; name?: string } | null) {
  const [details, setDetails] = useState<CheckoutDetails>(
    () => read() ?? { ...EMPTY_DETAILS, email: prefill?.email ?? '', name: prefill?.name ?? '' },
  );
  // A member's details arrive after the session is read: fill what is still empty, never overwrite.
  const [prefilled, setPrefilled] = useState(false);
  if (prefill && !prefilled) {
    setPrefilled(true);
    setDetails((current) => ({
      ...current,
      email: current.email || prefill.email || '',
      name: current.name || prefill.name || '',
    }));
  }
  useEffect(() => {
    try {
      const { acceptTerms: _terms, ...kept } = details;
      window.sessionStorage.setItem(KEY, JSON.stringify(kept));
    } catch {
      // Storage full or blocked: the form still works for this visit.
    }
  }, [details]);
  return [details, setDetails] as const;
}
