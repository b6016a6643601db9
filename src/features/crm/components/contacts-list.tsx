// /crm/contacts: server-side search, filters, sort and pages (all in the URL), ticking contacts across pages,
// tagging them in bulk, and exporting the selection (or, with nothing ticked, every match) as CSV.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { crmErrorKey } from '../api/crm-error';
import { contactsCsv, downloadCsv, EXPORT_LIMIT, matchingContacts } from '../api/export-contacts';
import { useContactSearch, type ContactListRow } from '../api/search-contacts';
import { useTagContacts } from '../api/tag-contacts';
import {
  CONTACT_SORTS,
  CONTACT_SOURCES,
  isValidTag,
  PAGE_SIZE,
  pageCount,
  readFilters,
  writeFilters,
  type ContactFilters,
} from '../contacts-model';
import { formatDate } from '../format';
import { ScrollRegion } from './scroll-region';

const selectClass = 'h-11 rounded-lg border border-ink/30 bg-white px-3 text-base text-ink';

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function TextFilter({
  label,
  value,
  onCommit,
  type = 'text',
  maxLength,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  type?: 'text' | 'search';
  maxLength?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The URL changed from elsewhere (back button, another filter's reset): show its value.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  // Searching as one types, without a request per keystroke: one commit per pause in the typing.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(next), 300);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={draft}
        maxLength={maxLength}
        onChange={(event) => change(event.target.value)}
        className={`${selectClass} min-w-0`}
      />
    </div>
  );
}

export function ContactsList() {
  const { t, i18n } = useTranslation('crm');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const contacts = useContactSearch(filters);
  const tagContacts = useTagContacts();
  const [selected, setSelected] = useState<Map<string, ContactListRow>>(new Map());
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const tagId = useId();

  const update = (change: Partial<ContactFilters>) => {
    const next = { ...filters, page: 1, ...change };
    setParams(writeFilters(next), { replace: true });
  };

  const rows = contacts.data?.rows ?? [];
  const total = contacts.data?.total ?? 0;
  const pages = pageCount(total);
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));

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
      for (const row of rows) {
        if (allOnPage) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });

  const applyTag = async (remove: boolean) => {
    if (!isValidTag(tag)) {
      setTagError(t('bulk.tagInvalid'));
      return;
    }
    setTagError(null);
    try {
      const changed = await tagContacts.mutateAsync({ ids: [...selected.keys()], tag, remove });
      // The ticked rows are kept for the export: give them the tag they now have (or no longer have).
      const cleaned = tag.trim();
      setSelected(
        (current) =>
          new Map(
            [...current].map(([id, row]) => [
              id,
              {
                ...row,
                tags: remove
                  ? row.tags.filter((existing) => existing !== cleaned)
                  : row.tags.includes(cleaned)
                    ? row.tags
                    : [...row.tags, cleaned],
              },
            ]),
          ),
      );
      toast.success(t(remove ? 'bulk.untagged' : 'bulk.tagged', { count: changed, tag: tag.trim() }));
      setTag('');
    } catch (error) {
      toast.error(t(crmErrorKey(error)));
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const exportRows = selected.size > 0 ? [...selected.values()] : await matchingContacts(filters);
      const stamp = new Date().toISOString().slice(0, 10);
      downloadCsv(contactsCsv(exportRows), `contacts-${stamp}.csv`);
      toast.success(t('export.done', { count: exportRows.length }));
    } catch (error) {
      toast.error(t(crmErrorKey(error)));
    } finally {
      setExporting(false);
    }
  };

  const onTagSubmit = (event: FormEvent) => {
    event.preventDefault();
    void applyTag(false);
  };

  const yesNoOptions = [
    { value: '', label: t('filters.any') },
    { value: 'yes', label: t('filters.yes') },
    { value: 'no', label: t('filters.no') },
  ];

  return (
    <div className="mt-8 flex flex-col gap-6">
      <div role="search" className="grid gap-4 rounded-2xl bg-white/60 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextFilter
          label={t('filters.search')}
          type="search"
          value={filters.q}
          maxLength={200}
          onCommit={(q) => update({ q })}
        />
        <Select
          label={t('filters.source')}
          value={filters.source}
          onChange={(source) => update({ source: source as ContactFilters['source'] })}
          options={[
            { value: '', label: t('filters.any') },
            ...CONTACT_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) })),
          ]}
        />
        <TextFilter
          label={t('filters.country')}
          value={filters.country}
          maxLength={2}
          onCommit={(country) =>
            update({ country: /^[a-z]{2}$/i.test(country) ? country.toUpperCase() : '' })
          }
        />
        <Select
          label={t('filters.consent')}
          value={filters.consent}
          onChange={(consent) => update({ consent: consent as ContactFilters['consent'] })}
          options={yesNoOptions}
        />
        <TextFilter
          label={t('filters.tag')}
          value={filters.tag}
          maxLength={50}
          onCommit={(value) => update({ tag: value })}
        />
        <Select
          label={t('filters.ordered')}
          value={filters.ordered}
          onChange={(ordered) => update({ ordered: ordered as ContactFilters['ordered'] })}
          options={yesNoOptions}
        />
        <Select
          label={t('filters.sort')}
          value={filters.sort}
          onChange={(sort) => update({ sort: sort as ContactFilters['sort'] })}
          options={CONTACT_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        />
        <Select
          label={t('filters.direction')}
          value={filters.dir}
          onChange={(dir) => update({ dir: dir as ContactFilters['dir'] })}
          options={[
            { value: 'asc', label: t('filters.ascending') },
            { value: 'desc', label: t('filters.descending') },
          ]}
        />
      </div>

      <div className="flex flex-wrap items-end gap-4 rounded-2xl bg-white/60 p-4">
        <p className="mr-auto" aria-live="polite">
          {contacts.data
            ? t(contacts.data.capped ? 'list.countCapped' : 'list.count', { count: total })
            : null}{' '}
          {selected.size > 0 ? t('bulk.selected', { count: selected.size }) : null}
        </p>
        {selected.size > 0 ? (
          <form onSubmit={onTagSubmit} className="flex flex-wrap items-end gap-2" noValidate>
            <div className="flex flex-col gap-1">
              <label htmlFor={tagId} className="text-sm font-medium">
                {t('bulk.tagLabel')}
              </label>
              <input
                id={tagId}
                value={tag}
                maxLength={50}
                onChange={(event) => setTag(event.target.value)}
                aria-invalid={tagError ? true : undefined}
                aria-describedby={tagError ? `${tagId}-error` : undefined}
                className={selectClass}
              />
            </div>
            <Button type="submit" size="md" disabled={tagContacts.isPending}>
              {t('bulk.addTag')}
            </Button>
            <Button variant="outline" disabled={tagContacts.isPending} onClick={() => void applyTag(true)}>
              {t('bulk.removeTag')}
            </Button>
            <Button variant="ghost" onClick={() => setSelected(new Map())}>
              {t('bulk.clear')}
            </Button>
            {tagError ? (
              <p id={`${tagId}-error`} className="w-full text-sm text-rust">
                {tagError}
              </p>
            ) : null}
          </form>
        ) : null}
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || total === 0}>
          {selected.size > 0
            ? t('export.selection', { count: selected.size })
            : contacts.data?.capped
              ? t('export.matchingCapped', { count: EXPORT_LIMIT })
              : t('export.matching', { count: Math.min(total, EXPORT_LIMIT) })}
        </Button>
      </div>

      {contacts.isPending ? (
        <Spinner centered />
      ) : contacts.isError ? (
        <p role="alert" className="rounded-2xl bg-rust/10 p-6 text-rust">
          {t(crmErrorKey(contacts.error))}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-2xl bg-white/60 p-6">{t('list.empty')}</p>
      ) : (
        <ScrollRegion label={t('list.caption')} className="rounded-2xl bg-white/70">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">{t('list.caption')}</caption>
            <thead className="border-b border-ink/15">
              <tr>
                <th scope="col" className="p-3">
                  <input
                    type="checkbox"
                    checked={allOnPage}
                    onChange={togglePage}
                    aria-label={t('list.selectPage')}
                    className="h-5 w-5"
                  />
                </th>
                <th scope="col" className="p-3">
                  {t('list.name')}
                </th>
                <th scope="col" className="p-3">
                  {t('list.email')}
                </th>
                <th scope="col" className="p-3">
                  {t('list.phone')}
                </th>
                <th scope="col" className="p-3">
                  {t('list.country')}
                </th>
                <th scope="col" className="p-3">
                  {t('list.source')}
                </th>
                <th scope="col" className="p-3">
                  {t('list.consent')}
                </th>
                <th scope="col" className="p-3">
                  {t('list.tags')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('list.orders')}
                </th>
                <th scope="col" className="p-3">
                  {t('list.created')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-ink/10 last:border-0">
                  <td className="p-3">
                    <input
                      type="checkbox"
                      checked={selected.has(row.id)}
                      onChange={() => toggle(row)}
                      aria-label={t('list.select', { name: row.full_name ?? row.email })}
                      className="h-5 w-5"
                    />
                  </td>
                  <td className="p-3">
                    <Link to={`/crm/contacts/${row.id}`} className="font-medium underline">
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
