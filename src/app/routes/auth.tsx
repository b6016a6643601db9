import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { TwoFactorGate } from '@/features/admin/components/two-factor-gate';
import { useStaffRole } from '@/features/auth/api/get-is-admin';
import { useAuth } from '@/features/auth/auth-context';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { paths } from '@/lib/paths';

/** Where a guard sent the user from; only same-site paths are honoured. */
function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

type Session = NonNullable<ReturnType<typeof useAuth>['session']>;

/** The session's authenticator code, asked inside the sign-in page (a heading of level 2); no set-up here. */
function CodeFirst({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <TwoFactorGate
      sessionKey={`${session.user.id}:${session.access_token.slice(-16)}`}
      email={session.user.email ?? ''}
      enrol={false}
      headingLevel={2}
    >
      {children}
    </TwoFactorGate>
  );
}

/** Right after the password: staff with an authenticator answer its challenge here, then go on. */
function AfterSignIn({ to }: { to: string }) {
  const { session, user } = useAuth();
  const { role, checking } = useStaffRole(user?.id ?? null);
  if (checking) return <Spinner centered />;
  const onward = <Navigate to={to} replace />;
  if (role === null || !session) return onward;
  return <CodeFirst session={session}>{onward}</CodeFirst>;
}

/**
 * A recovery link opens an aal1 session, and Auth refuses a new password from it when the account has a
 * verified authenticator (insufficient_aal): its code is asked first, so the mailbox alone changes nothing.
 */
function RecoveryGate({ children }: { children: ReactNode }) {
  const { session, recovering } = useAuth();
  if (!recovering || !session) return children;
  return <CodeFirst session={session}>{children}</CodeFirst>;
}

export default function AuthRoute() {
  const location = useLocation();
  const [signedIn, setSignedIn] = useState(false);
  const to = returnPath(location.state);
  return (
    <Page id="auth">
      {signedIn ? (
        <AfterSignIn to={to} />
      ) : (
        // Members go on at once; AfterSignIn holds an admin for their second factor.
        <RecoveryGate>
          <AuthPanel onSignedIn={() => setSignedIn(true)} />
        </RecoveryGate>
      )}
    </Page>
  );
}
