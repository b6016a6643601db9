// /crm/contacts: server-side search, filters, sort and pages (all in the URL), ticking contacts across pages,
// tagging them in bulk, and exporting the selection (or, with nothing ticked, every match) as CSV. The parts:
// contact-filters (the bar), contacts-bulk-actions (count, tags, export), contacts-table (the page of rows).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { crmErrorKey } from '@/features/crm/api/crm-error';
import { useContactSearch, type ContactListRow } from '@/features/crm/api/search-contacts';
import {
  PAGE_SIZE,
  pageCount,
  readFilters,
  writeFilters,
  type ContactFilters,
} from '@/features/crm/contacts-model';
import { ContactFiltersBar } from './contact-filters';
import { ContactsBulkActions } from './contacts-bulk-actions';
import { ContactsTable } from './contacts-table';
import { ErrorAlert } from '@/components/ui/alert';

export function ContactsList() {
  const { t } = useTranslation('crm');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const contacts = useContactSearch(filters);
  const [selected, setSelected] = useState<Map<string, ContactListRow>>(new Map());

  const update = (change: Partial<ContactFilters>) => {
    const next = { ...filters, page: 1, ...change };
    setParams(writeFilters(next), { replace: true });
  };

  const rows = contacts.data?.rows ?? [];
  const total = contacts.data?.total ?? 0;
  const pages = pageCount(total);

  const toggle = (row: ContactListRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });

  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      const allOnPage = rows.every((row) => current.has(row.id));
      for (const row of rows) {
        if (allOnPage) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });

  return (
    <div className="mt-8 flex flex-col gap-6">
      <ContactFiltersBar filters={filters} update={update} />
      <ContactsBulkActions
        filters={filters}
        total={contacts.data ? total : undefined}
        capped={contacts.data?.capped ?? false}
        selected={selected}
        setSelected={setSelected}
      />

      {contacts.isPending ? (
        <Spinner centered />
      ) : contacts.isError ? (
        <ErrorAlert size="page">{t(crmErrorKey(contacts.error))}</ErrorAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-2xl bg-white/60 p-6">{t('list.empty')}</p>
      ) : (
        <ContactsTable rows={rows} selected={selected} onToggle={toggle} onTogglePage={togglePage} />
      )}

      {contacts.data && total > 0 ? (
        <nav aria-label={t('list.pagination')} className="flex items-center justify-center gap-4">
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => update({ page: filters.page - 1 })}
          >
            {t('list.previous')}
          </Button>
          <span>
            {t(contacts.data.capped ? 'list.pageCapped' : 'list.page', { page: filters.page, pages })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={contacts.data.capped ? rows.length < PAGE_SIZE : filters.page >= pages}
            onClick={() => update({ page: filters.page + 1 })}
          >
            {t('list.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
