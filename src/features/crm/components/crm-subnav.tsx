// The CRM's own section links, under the admin navigation.
import { useTranslation } from 'react-i18next';
import { NavList } from '@/components/ui/nav-list';
import { paths } from '@/lib/paths';

const LINKS = [
  { to: paths.crm, key: 'nav.overview', end: true },
  { to: paths.crmContacts, key: 'nav.contacts', end: false },
  { to: paths.crmOrders, key: 'nav.orders', end: true },
  { to: paths.crmImport, key: 'nav.import', end: true },
] as const;

export function CrmSubnav() {
  const { t } = useTranslation('crm');
  return (
    <nav aria-label={t('nav.label')} className="mt-6 border-b border-ink/15">
      <NavList
        items={LINKS.map((link) => ({ to: link.to, end: link.end, label: t(link.key) }))}
        className="flex flex-wrap gap-1"
        linkClassName="inline-block rounded-t-lg px-4 py-2 text-sm font-medium hover:bg-ink/5"
        activeClassName="border-b-2 border-moss text-moss-dark"
        inactiveClassName="text-ink"
      />
    </nav>
  );
}
