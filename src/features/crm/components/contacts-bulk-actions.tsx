// /crm/contacts' action bar: how many contacts match and are ticked, tagging the ticked ones in bulk, and the
// CSV export of the ticked contacts (or, with none ticked, of every match up to the export limit).
import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldMessage, Input, Label } from '@/components/ui/form-controls';
import { crmErrorKey } from '@/features/crm/api/crm-error';
import { contactsCsv, downloadCsv, EXPORT_LIMIT, matchingContacts } from '@/features/crm/api/export-contacts';
import type { ContactListRow } from '@/features/crm/api/search-contacts';
import { useTagContacts } from '@/features/crm/api/tag-contacts';
import { isValidTag, withTag, type ContactFilters } from '@/features/crm/contacts-model';

export function ContactsBulkActions({
  filters,
  total,
  capped,
  selected,
  setSelected,
}: {
  filters: ContactFilters;
  /** The number of matches, or undefined while the first answer is awaited. */
  total: number | undefined;
  capped: boolean;
  selected: ReadonlyMap<string, ContactListRow>;
  setSelected: Dispatch<SetStateAction<Map<string, ContactListRow>>>;
}) {
  const { t } = useTranslation('crm');
  const tagContacts = useTagContacts();
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const tagId = useId();

  const applyTag = async (remove: boolean) => {
    if (!isValidTag(tag)) {
      setTagError(t('bulk.tagInvalid'));
      return;
    }
    setTagError(null);
    try {
      const changed = await tagContacts.mutateAsync({ ids: [...selected.keys()], tag, remove });
      setSelected((current) => new Map([...current].map(([id, row]) => [id, withTag(row, tag, remove)])));
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

  const matches = total ?? 0;
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-2xl bg-white/60 p-4">
      <p className="mr-auto" aria-live="polite">
        {total !== undefined ? t(capped ? 'list.countCapped' : 'list.count', { count: total }) : null}{' '}
        {selected.size > 0 ? t('bulk.selected', { count: selected.size }) : null}
      </p>
      {selected.size > 0 ? (
        <form onSubmit={onTagSubmit} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="flex flex-col gap-1">
            <Label htmlFor={tagId}>{t('bulk.tagLabel')}</Label>
            <Input
              id={tagId}
              value={tag}
              maxLength={50}
              onChange={(event) => setTag(event.target.value)}
              aria-invalid={tagError ? true : undefined}
              aria-describedby={tagError ? `${tagId}-error` : undefined}
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
            <FieldMessage id={tagId} tone="error" className="w-full">
              {tagError}
            </FieldMessage>
          ) : null}
        </form>
      ) : null}
      <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || matches === 0}>
        {selected.size > 0
          ? t('export.selection', { count: selected.size })
          : capped
            ? t('export.matchingCapped', { count: EXPORT_LIMIT })
            : t('export.matching', { count: Math.min(matches, EXPORT_LIMIT) })}
      </Button>
    </div>
  );
}
