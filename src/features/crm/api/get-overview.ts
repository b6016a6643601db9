// The /crm overview's figures, computed by one SQL function (crm_overview).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { jsonObject } from '@/lib/json-answer';
import type { Currency } from '@/lib/money';
import { crmKeys } from './crm-keys';

export interface CrmOverview {
  contacts: { total: number; new_last_30_days: number };
  months: { month: 'current' | 'previous'; currency: Currency; orders: number; revenue: number }[];
  balance_due: { currency: Currency; reservations: number; amount: number }[];
  top_products: { product_id: string; product_name: string; quantity: number; orders: number }[];
  latest_messages: {
    id: string;
    contact_id: string | null;
    name: string;
    email: string;
    subject: string | null;
    created_at: string;
    handled_at: string | null;
  }[];
  weekly_revenue: { week: string; currency: Currency; revenue: number }[];
}

export async function getOverview(): Promise<CrmOverview> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('crm_overview');
  if (error) throw error;
  return jsonObject<CrmOverview>(
    data,
    ['contacts', 'months', 'balance_due', 'top_products', 'latest_messages', 'weekly_revenue'],
    'crm_overview',
  );
}

export function useCrmOverview() {
  return useQuery(queryOptions({ queryKey: crmKeys.overview(), queryFn: getOverview }));
}
