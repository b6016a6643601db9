// Join the Community (home): stores or updates the visitor's CRM contact with consent, source 'community'.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { JoinValues } from '@/features/content/content-model';

export async function joinCommunity(values: JoinValues, locale: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('join_community', {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    country: values.country,
    phone: values.phone.trim(),
    locale,
  });
  if (error) throw error;
}

export function useJoinCommunity() {
  return useMutation({
    mutationFn: ({ values, locale }: { values: JoinValues; locale: string }) => joinCommunity(values, locale),
  });
}
