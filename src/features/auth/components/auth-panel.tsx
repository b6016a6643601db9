// The /auth page's content: sign in or sign up, forgotten password, and the new password after recovery.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { AuthForm, type AuthMode } from './auth-form';
import { paths } from '@/lib/paths';

export function AuthPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const { user, loading, recovering, signOut } = useAuth();
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [notice, setNotice] = useState<string | null>(null);

  if (loading) return <Spinner centered />;

  if (recovering) {
    return (
      <section className="mt-8 max-w-md">
        <h2 className="font-serif text-2xl">{t('auth.newPasswordTitle')}</h2>
        <div className="mt-4">
          <AuthForm
            mode="newPassword"
            onDone={() => {
              toast.success(t('auth.passwordUpdated'));
              onSignedIn();
            }}
          />
        </div>
      </section>
    );
  }

  if (user) {
    return (
      <section className="mt-8 max-w-md space-y-4">
        <p>{t('auth.signedInAs', { email: user.email ?? '' })}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.myReservations} className="text-moss underline underline-offset-4">
            {t('nav.myReservations')}
          </Link>
          <Link to={paths.myOrders} className="text-moss underline underline-offset-4">
            {t('nav.myOrders')}
          </Link>
          <Link to={paths.account} className="text-moss underline underline-offset-4">
            {t('nav.myAccount')}
          </Link>
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            {t('nav.signOut')}
          </Button>
        </div>
      </section>
    );
  }

  if (mode === 'reset') {
    return (
      <section className="mt-8 max-w-md">
        <h2 className="font-serif text-2xl">{t('auth.resetTitle')}</h2>
        <p className="mt-2 text-sm text-ink/75">{t('auth.resetIntro')}</p>
        {notice ? (
          <p role="status" className="mt-4 rounded-lg bg-moss/10 px-3 py-2 text-sm text-moss-dark">
            {notice}
          </p>
        ) : (
          <div className="mt-4">
            <AuthForm mode="reset" onDone={() => setNotice(t('auth.resetSent'))} />
          </div>
        )}
        <Button variant="ghost" size="sm" className="mt-4 px-0 underline" onClick={() => setMode('signIn')}>
          {t('auth.backToSignIn')}
        </Button>
      </section>
    );
  }

  const tabs: AuthMode[] = ['signIn', 'signUp'];
  return (
    <section className="mt-8 max-w-md">
      <div role="tablist" aria-label={t('auth.chooseLabel')} className="flex gap-2 border-b border-ink/15">
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`auth-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={mode === tab}
            aria-controls="auth-tabpanel"
            onClick={() => {
              setMode(tab);
              setNotice(null);
            }}
            className={
              mode === tab
                ? '-mb-px border-b-2 border-moss px-4 py-2 font-semibold text-ink'
                : 'px-4 py-2 text-ink/75 hover:text-ink'
            }
          >
            {t(`auth.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div id="auth-tabpanel" role="tabpanel" aria-labelledby={`auth-tab-${mode}`} className="mt-6">
        {notice ? (
          <p role="status" className="mb-4 rounded-lg bg-moss/10 px-3 py-2 text-sm text-moss-dark">
            {notice}
          </p>
        ) : null}
        <AuthForm
          key={mode}
          mode={mode}
          onDone={({ needsConfirmation }) => {
            if (needsConfirmation) {
              setNotice(t('auth.confirmEmail'));
              return;
            }
            toast.success(t(mode === 'signUp' ? 'auth.welcome' : 'auth.welcomeBack'));
            onSignedIn();
          }}
        />
        {mode === 'signIn' ? (
          <Button variant="ghost" size="sm" className="mt-4 px-0 underline" onClick={() => setMode('reset')}>
            {t('auth.forgotPassword')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
