// Brings a shopper back to the reservation they started as a guest once their session appears: the tab that
// started it goes to the reservation checkout by itself (after a sign-in here, or when the confirmation link
// signs them in from another tab: the session reaches this tab through storage); any other tab offers the way
// back in a toast. The checkout then shows it prefilled; nothing is paid without the shopper.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/auth-context';
import { PENDING_KEY, readPendingReservation, tabId } from '@/features/catalog/pending-reservation';
import { paths } from '@/lib/paths';

const TOAST_ID = 'pending-reservation';

/** Whether this tab showed the offer: only then is there a toast to take away (and sonner to load). */
let offered = false;

const dismiss = () => {
  if (!offered) return;
  offered = false;
  void import('sonner').then(({ toast }) => toast.dismiss(TOAST_ID));
};

/** The offer in a tab that did not start the reservation; only then are the shop's strings loaded. */
function WaitingToast({ onResume }: { onResume: () => void }) {
  // No suspense: this sits above the pages, which must not wait for the shop's strings.
  const { t, ready } = useTranslation('shop', { useSuspense: false });
  useEffect(() => {
    if (!ready) return;
    offered = true;
    // sonner loads here, not with the shell (the Toaster itself is lazy: app/providers.tsx).
    void import('sonner').then(({ toast }) =>
      toast(t('reservation.waiting'), {
        id: TOAST_ID,
        duration: Infinity,
        action: { label: t('reservation.resume'), onClick: onResume },
      }),
    );
  }, [ready, t, onResume]);
  return null;
}

export function PendingReservationReturn() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Bumped when another tab changes the pending reservation, so that it is read again.
  const [, setStorageVersion] = useState(0);
  const here = pathname === paths.reservationCheckout;
  const pending = user ? readPendingReservation() : null;
  const ours = pending !== null && pending.tab === tabId();

  useEffect(() => {
    if (ours && !here) void navigate(paths.reservationCheckout);
  }, [ours, here, navigate]);

  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (event.key === PENDING_KEY || event.key === null) setStorageVersion((version) => version + 1);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, []);

  const offer = pending !== null && !ours && !here;
  // Taken up here or in another tab (or gone): the offer goes too.
  useEffect(() => {
    if (!offer) dismiss();
  }, [offer]);

  const resume = useCallback(() => void navigate(paths.reservationCheckout), [navigate]);
  return offer ? <WaitingToast onResume={resume} /> : null;
}
