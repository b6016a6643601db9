// The /unsubscribe page's button: unsubscribe(p_token) withdraws the marketing consent the link was mailed for.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { UnsubscribeOutcome } from '@/features/account/account-model';

export async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('unsubscribe', { p_token: token });
  if (error) throw error;
  const status = (data as { status?: string } | null)?.status;
  return { status: status === 'unsubscribed' || status === 'used' ? status : 'unknown' };
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
