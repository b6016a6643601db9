// The CSV of the current selection: the ticked contacts, or when none is ticked every contact matching the
// filters (read in pages of 1,000, up to 50,000).
import { toCsv } from '@/features/crm/csv-export';
import type { ContactFilters } from '@/features/crm/contacts-model';
import { searchContacts, type ContactListRow } from './search-contacts';
import { downloadBlob } from '@/lib/download';

export const EXPORT_LIMIT = 50_000;
const EXPORT_PAGE = 1000;

export const EXPORT_COLUMNS = [
  'email',
  'full_name',
  'first_name',
  'last_name',
  'phone',
  'country',
  'locale',
  'source',
  'consent',
  'consent_at',
  'tags',
  'order_count',
  'created_at',
] as const;

export async function matchingContacts(filters: ContactFilters): Promise<ContactListRow[]> {
  const rows: ContactListRow[] = [];
  for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
    const { rows: batch } = await searchContacts({ ...filters, page }, EXPORT_PAGE);
    rows.push(...batch);
    if (batch.length < EXPORT_PAGE) break;
  }
  return rows.slice(0, EXPORT_LIMIT);
}

export function contactsCsv(rows: ContactListRow[]): string {
  return toCsv(
    [...EXPORT_COLUMNS],
    rows.map((row) =>
      EXPORT_COLUMNS.map((column) => {
        const value = row[column];
        if (Array.isArray(value)) return value.join(', ');
        if (typeof value === 'boolean') return value ? 'yes' : 'no';
        return value;
      }),
    ),
  );
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, filename: string) {
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}
