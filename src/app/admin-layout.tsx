// The shell of every /admin and /crm page: the staff guard (each page for the roles it is for), then two-factor
// (aal2: RLS refuses staff writes without it), then the admin navigation (the pages the role opens) and the
// page, loaded lazily with the centred spinner meanwhile.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NavList } from '@/components/ui/nav-list';
import { Spinner } from '@/components/ui/spinner';
import { OpenAlertCount } from '@/features/admin/components/open-alert-count';
import { TwoFactorGate } from '@/features/admin/components/two-factor-gate';
import { useAuth } from '@/features/auth/auth-context';
import { useStaffRole } from '@/features/auth/api/get-is-admin';
import { RequireStaff } from '@/features/auth/components/guards';
import { mayOpen } from '@/lib/staff-access';
import { paths } from '@/lib/paths';

const ADMIN_NAV: { to: string; labelKey: string; end: boolean }[] = [
  // The admin's home: the "Needs attention" list, with the count of open alerts.
  { to: paths.adminHome, labelKey: 'nav.home', end: true },
  { to: paths.adminProducts, labelKey: 'nav.products', end: true },
  { to: paths.adminOrders, labelKey: 'nav.orders', end: true },
  { to: paths.adminShipping, labelKey: 'nav.shipping', end: true },
  { to: paths.adminPromotions, labelKey: 'nav.promotions', end: true },
  { to: paths.adminVat, labelKey: 'nav.vat', end: true },
  { to: paths.adminMigration, labelKey: 'nav.migration', end: true },
  { to: paths.adminMigrateImages, labelKey: 'nav.images', end: true },
  { to: paths.adminMails, labelKey: 'nav.mails', end: true },
  // The content editor and preview pages (/admin/content/...) belong to the Content entry.
  { to: paths.adminContent, labelKey: 'nav.content', end: false },
  // Every /crm/* page belongs to the CRM entry.
  { to: paths.crm, labelKey: 'nav.crm', end: false },
  { to: paths.adminStaff, labelKey: 'nav.staff', end: true },
  // The shop's settings are the owner's alone (SQL refuses anyone else's save).
  { to: paths.adminSettings, labelKey: 'nav.settings', end: true },
];

function AdminNavigation() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const { role } = useStaffRole(user?.id ?? null);
  const badge = <OpenAlertCount />;
  return (
    <nav aria-label={t('nav.label')} className="border-b border-ink/10 bg-sand/40">
      <NavList
        items={ADMIN_NAV.filter((link) => mayOpen(role, link.to)).map((link) => ({
          to: link.to,
          end: link.end,
          label: t(link.labelKey),
          badge: link.to === paths.adminHome ? badge : undefined,
        }))}
        className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 py-2 sm:px-6"
        linkClassName="inline-flex min-h-11 items-center rounded-full px-4 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        activeClassName="bg-ink font-semibold text-cream hover:bg-ink hover:text-cream"
        inactiveClassName="text-ink/80 hover:bg-ink/5 hover:text-ink"
      />
    </nav>
  );
}

export function AdminLayout() {
  const { pathname } = useLocation();
  const { session } = useAuth();
  return (
    <RequireStaff>
      <TwoFactorGate
        sessionKey={session ? `${session.user.id}:${session.access_token.slice(-16)}` : null}
        email={session?.user.email ?? ''}
      >
        <AdminNavigation />
        <Suspense key={pathname} fallback={<Spinner centered />}>
          <Outlet />
        </Suspense>
      </TwoFactorGate>
    </RequireStaff>
  );
}
