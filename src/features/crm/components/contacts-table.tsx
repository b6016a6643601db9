// /crm/contacts' table: one page of contacts, each tickable (and the whole page at once), linking to its page.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/form-controls';
import type { ContactListRow } from '@/features/crm/api/search-contacts';
import { formatDate } from '@/features/crm/format';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { paths } from '@/lib/paths';

const COLUMNS = [
  'name',
  'email',
  'phone',
  'country',
  'source',
  'consent',
  'tags',
  'orders',
  'created',
] as const;

export function ContactsTable({
  rows,
  selected,
  onToggle,
  onTogglePage,
}: {
  rows: ContactListRow[];
  selected: ReadonlyMap<string, ContactListRow>;
  onToggle: (row: ContactListRow) => void;
  onTogglePage: () => void;
}) {
  const { t, i18n } = useTranslation('crm');
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <ScrollRegion label={t('list.caption')} className="rounded-2xl bg-white/70">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="border-b border-ink/15">
          <tr>
            <th scope="col" className="p-3">
              <Checkbox checked={allOnPage} onChange={onTogglePage} aria-label={t('list.selectPage')} />
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'orders' ? 'p-3 text-right' : 'p-3'}>
                {t(`list.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-ink/10 last:border-0">
              <td className="p-3">
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={() => onToggle(row)}
                  aria-label={t('list.select', { name: row.full_name ?? row.email })}
                />
              </td>
              <td className="p-3">
                <Link to={paths.crmContact(row.id)} className="font-medium underline">
                  {row.full_name ?? t('list.noName')}
                </Link>
              </td>
              <td className="p-3">{row.email}</td>
              <td className="p-3">{row.phone}</td>
              <td className="p-3">{row.country}</td>
              <td className="p-3">{t(`sources.${row.source}`)}</td>
              <td className="p-3">{row.consent ? t('filters.yes') : t('filters.no')}</td>
              <td className="p-3">{row.tags.join(', ')}</td>
              <td className="p-3 text-right">{row.order_count}</td>
              <td className="p-3 whitespace-nowrap">{formatDate(row.created_at, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
