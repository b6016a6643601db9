// After the sign-up confirmation link: Auth's redirect signs the shopper in on the home page; this says so, in
// the shop's language, once the session is there. Only such a visit loads the auth strings.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/auth-context';

/** Long enough to be read; the toaster is a polite live region, so screen readers hear it too. */
const NOTICE_MS = 12_000;

function ConfirmedToast({ email }: { email: string }) {
  // No suspense: this sits above the pages, which must not wait for the auth strings.
  const { t, ready } = useTranslation('auth', { useSuspense: false });
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !ready) return;
    shown.current = true;
    // sonner loads here, not with the shell (the Toaster itself is lazy: app/providers.tsx).
    void import('sonner').then(({ toast }) =>
      toast.success(t('auth.confirmedSignedIn', { email }), { duration: NOTICE_MS }),
    );
  }, [ready, t, email]);
  return null;
}

export function ConfirmedNotice() {
  const { arrivedBy, user } = useAuth();
  if (arrivedBy !== 'signup' || !user) return null;
  return <ConfirmedToast email={user.email ?? ''} />;
}
