// Route guards (SPEC.md 6): anonymous users go to /auth and come back after signing in; the admin pages open to
// the staff roles each is for (staff-access.ts).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useStaffRole } from '@/features/auth/api/get-is-admin';
import { mayOpen } from '@/lib/staff-access';
import { useAuth } from '@/features/auth/auth-context';
import { paths } from '@/lib/paths';

function ToSignIn() {
  const location = useLocation();
  return <Navigate to={paths.auth} replace state={{ from: `${location.pathname}${location.search}` }} />;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner centered />;
  if (!user) return <ToSignIn />;
  return children;
}

/** An admin or CRM page: for the staff roles that open it, "access denied" for anyone else signed in. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const { user, loading } = useAuth();
  const { role, checking } = useStaffRole(user?.id ?? null);
  if (loading || checking) return <Spinner centered />;
  if (!user) return <ToSignIn />;
  // The admin home (alerts) is not fulfilment's: its work starts at the orders.
  if (role === 'fulfilment' && pathname === paths.adminHome)
    return <Navigate to={paths.adminOrders} replace />;
  if (!mayOpen(role, pathname)) {
    return (
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="font-serif text-4xl text-ink">{t('auth.accessDenied')}</h1>
        <p className="mt-4 text-ink/80">{t('auth.noPermission')}</p>
      </div>
    );
  }
  return children;
}
