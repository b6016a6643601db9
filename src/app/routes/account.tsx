import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { AccountPage } from '@/features/account/components/account-page';
import { useAuth } from '@/features/auth/auth-context';
import { RequireAuth } from '@/features/auth/components/guards';
import { paths } from '@/lib/paths';

function AccountContent({ onDeleted }: { onDeleted: (email: string) => void }) {
  const { user, signOut } = useAuth();
  if (!user) return null;
  const fullName = typeof user.user_metadata.full_name === 'string' ? user.user_metadata.full_name : null;
  const email = user.email ?? '';
  return (
    <AccountPage
      email={email}
      fullName={fullName}
      onDeleted={() => {
        // Show the farewell first: signing out turns the guard's page into the sign-in page otherwise.
        onDeleted(email);
        void signOut();
      }}
    />
  );
}

function AccountDeleted({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="mt-8 max-w-2xl">
      <p role="status" className="rounded-2xl bg-moss/10 p-6">
        {t('delete.done', { email })}
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={paths.home}>{t('unsubscribe.home')}</Link>
      </Button>
    </div>
  );
}

export default function AccountRoute() {
  const [deletedEmail, setDeletedEmail] = useState<string | null>(null);
  if (deletedEmail !== null) {
    return (
      <Page id="account" noIndex>
        <AccountDeleted email={deletedEmail} />
      </Page>
    );
  }
  return (
    <RequireAuth>
      <Page id="account" noIndex>
        <AccountContent onDeleted={setDeletedEmail} />
      </Page>
    </RequireAuth>
  );
}
