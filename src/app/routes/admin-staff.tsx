// /admin/staff (owner only): invite someone with a role, the staff with their roles and two-factor state, and
// the trail of changes.
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { StaffHistory } from '@/features/admin/components/staff-history';
import { StaffInviteForm } from '@/features/admin/components/staff-invite-form';
import { StaffList } from '@/features/admin/components/staff-list';

export default function AdminStaffRoute() {
  const { t } = useTranslation('admin-staff');
  const { user } = useAuth();
  return (
    <Page id="adminStaff" noIndex>
      <p className="mt-4 max-w-prose">{t('intro')}</p>
      <div className="mt-8 grid gap-10">
        <section aria-labelledby="staff-invite">
          <h2 id="staff-invite" className="font-serif text-2xl">
            {t('invite.title')}
          </h2>
          <StaffInviteForm />
        </section>
        <section aria-labelledby="staff-list">
          <h2 id="staff-list" className="font-serif text-2xl">
            {t('list.title')}
          </h2>
          <StaffList myId={user?.id ?? null} />
        </section>
        <section aria-labelledby="staff-history">
          <h2 id="staff-history" className="font-serif text-2xl">
            {t('history.title')}
          </h2>
          <StaffHistory />
        </section>
      </div>
    </Page>
  );
}
