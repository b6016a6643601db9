// One page of the contacts list through crm_search_contacts (search, filters, sort), each row carrying the total.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { Tables } from '@/lib/database.types';
import { searchArgs, type ContactFilters } from '@/features/crm/contacts-model';
import { crmKeys } from './crm-keys';

/** A contact as the list shows it (nullable as the table is: the generated function type says never null). */
export type ContactListRow = Pick<
  Tables<'contacts'>,
  | 'id'
  | 'email'
  | 'full_name'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'country'
  | 'locale'
  | 'source'
  | 'consent'
  | 'consent_at'
  | 'tags'
  | 'created_at'
> & { order_count: number };

export interface ContactPage {
  /** Exact, except for a search not sorted by name: counted up to 10,000 (then `capped`). */
  total: number;
  capped: boolean;
  rows: ContactListRow[];
}

async function searchRows(filters: ContactFilters, pageSize?: number) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('crm_search_contacts', searchArgs(filters, pageSize));
  if (error) throw error;
  return data;
}

export async function searchContacts(filters: ContactFilters, pageSize?: number): Promise<ContactPage> {
  const found = await searchRows(filters, pageSize);
  // Every row carries the total; a page past the last one (contacts erased meanwhile) has no row to carry it,
  // so the first match is asked for it.
  const first =
    found[0] ?? (filters.page > 1 ? (await searchRows({ ...filters, page: 1 }, 1))[0] : undefined);
  const rows = found.map(({ total_count: _total, total_capped: _capped, ...row }) => row);
  return { total: first?.total_count ?? 0, capped: first?.total_capped ?? false, rows };
}

export function useContactSearch(filters: ContactFilters) {
  return useQuery(
    queryOptions({
      queryKey: crmKeys.contactList(filters),
      queryFn: () => searchContacts(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
