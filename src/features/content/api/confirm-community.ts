// The link of the Join the Community mail: confirm_community applies the sign-up behind the token once and
// answers what became of it.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { readConfirmation, type Confirmation } from '@/features/content/content-model';

export async function confirmCommunity(token: string): Promise<Confirmation> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('confirm_community', { p_token: token });
  if (error) throw error;
  return readConfirmation(data);
}

export function useConfirmCommunity() {
  return useMutation({ mutationFn: confirmCommunity });
}
