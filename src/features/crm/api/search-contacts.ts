// One page of the contacts list through crm_search_contacts (search, filters, sort, total).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { jsonObject } from '@/lib/json-answer';
import { searchArgs, type ContactFilters } from '@/features/crm/contacts-model';
import { crmKeys } from './crm-keys';

export interface ContactListRow {
  id: string;
  email: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  country: string | null;
  locale: string | null;
  source: string;
  consent: boolean;
  consent_at: string | null;
  tags: string[];
  created_at: string;
  order_count: number;
}

export interface ContactPage {
  /** Exact, except for a search: counted up to 10,000 (then `capped`). */
  total: number;
  capped: boolean;
  rows: ContactListRow[];
}

export async function searchContacts(filters: ContactFilters, pageSize?: number): Promise<ContactPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('crm_search_contacts', searchArgs(filters, pageSize));
  if (error) throw error;
  return jsonObject<ContactPage>(data, ['total', 'capped', 'rows'], 'crm_search_contacts');
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
