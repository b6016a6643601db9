// Auth state over supabase.auth.onAuthStateChange. The client (about 50 KB gzip) loads lazily: at once when the
// browser holds a session (or the URL carries one from a mail link); for a guest only when they sign in or up, or
// when another tab of the shop signs in (its session appears in storage), so that a guest's pages never pay for
// it.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/get-supabase';
import { AuthContext, type AuthContextValue } from './auth-context';
import { useTranslation } from 'react-i18next';
import { hasAuthInUrl, hasStoredSession, isSessionKey, mailLinkType, mailLocale } from './auth-model';
import { paths } from '@/lib/paths';

/** Runs `start` when another tab stores a session (a sign-in there); returns the stop. */
function onSessionStored(start: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.newValue && isSessionKey(event.key)) start();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  // Without a stored session or one in the URL the visitor is a guest until told otherwise.
  // (The build's pre-render has no window: it renders a guest.)
  const [eager] = useState(
    () =>
      typeof window !== 'undefined' &&
      (hasStoredSession(window.localStorage) || hasAuthInUrl(window.location)),
  );
  const [loading, setLoading] = useState(eager);
  // Read before supabase-js takes the tokens out of the address.
  const [arrivedBy] = useState(() => (typeof window === 'undefined' ? null : mailLinkType(window.location)));
  const { i18n } = useTranslation();
  // An invitation's link (staff, issue 32) signs the invitee in without a password: /auth asks for one first,
  // as after a recovery link.
  const [recovering, setRecovering] = useState(() => arrivedBy === 'invite');

  // One subscription, started by the effect below or by the first sign-in, whichever comes first.
  const listening = useRef<Promise<void> | undefined>(undefined);
  const unsubscribe = useRef<(() => void) | undefined>(undefined);
  const listen = useCallback((): Promise<void> => {
    listening.current ??= getSupabase()
      .then((supabase) => {
        // Never await a Supabase call inside this callback: it runs under the client's auth lock.
        const { data } = supabase.auth.onAuthStateChange((event, next) => {
          setSession(next);
          if (event === 'INITIAL_SESSION') setLoading(false);
          if (event === 'PASSWORD_RECOVERY') setRecovering(true);
          if (event === 'SIGNED_OUT') setRecovering(false);
        });
        unsubscribe.current = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        listening.current = undefined;
        console.error('Auth could not start:', error);
        setLoading(false);
      });
    return listening.current;
  }, []);

  useEffect(() => {
    const cancelStart = eager ? undefined : onSessionStored(() => void listen());
    if (eager) void listen();
    return () => {
      cancelStart?.();
      unsubscribe.current?.();
      unsubscribe.current = undefined;
      listening.current = undefined;
    };
  }, [eager, listen]);

  /** The client, with the subscription running so that what the call changes reaches this provider. */
  const client = useCallback(async () => {
    await listen();
    return getSupabase();
  }, [listen]);

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      user: session?.user ?? null,
      loading,
      recovering,
      arrivedBy,
      async signIn(email, password) {
        const supabase = await client();
        const { error } = await supabase.auth.signInWithPassword({ email, password });
        if (error) throw error;
      },
      async signUp(email, password, fullName) {
        const supabase = await client();
        const { data, error } = await supabase.auth.signUp({
          email,
          password,
          options: {
            // The account mails (supabase/templates/) are written in this language.
            data: { full_name: fullName, locale: mailLocale(i18n.language) },
            emailRedirectTo: `${window.location.origin}${paths.home}`,
          },
        });
        if (error) throw error;
        return { needsConfirmation: !data.session };
      },
      async signOut() {
        const supabase = await client();
        const { error } = await supabase.auth.signOut();
        // The session is gone locally either way; a server that already forgot it is not a failure.
        if (error) console.error('Sign-out:', error);
      },
      async requestPasswordReset(email) {
        const supabase = await client();
        const { error } = await supabase.auth.resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}${paths.auth}`,
        });
        if (error) throw error;
      },
      async updatePassword(password) {
        const supabase = await client();
        const { error } = await supabase.auth.updateUser({ password });
        if (error) throw error;
        setRecovering(false);
      },
    }),
    [session, loading, recovering, arrivedBy, client, i18n],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
