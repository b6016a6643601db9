// /crm/contacts' filter bar: search, source, country, consent, tag, ordered, sort and direction, each written
// to the URL (text fields once the typing pauses).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, NativeSelect } from '@/components/ui/form-controls';
import { CONTACT_SORTS, CONTACT_SOURCES, type ContactFilters } from '@/features/crm/contacts-model';

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
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
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
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={draft}
        maxLength={maxLength}
        onChange={(event) => change(event.target.value)}
        className="min-w-0"
      />
    </div>
  );
}

export function ContactFiltersBar({
  filters,
  update,
}: {
  filters: ContactFilters;
  update: (change: Partial<ContactFilters>) => void;
}) {
  const { t } = useTranslation('crm');
  const yesNoOptions = [
    { value: '', label: t('filters.any') },
    { value: 'yes', label: t('filters.yes') },
    { value: 'no', label: t('filters.no') },
  ];
  return (
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
        onCommit={(country) => update({ country: /^[a-z]{2}$/i.test(country) ? country.toUpperCase() : '' })}
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
  );
}
