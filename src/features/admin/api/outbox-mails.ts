// The shop's mails for the admin (admin_outbox_mails, 20261123200000): those of one order with their state,
// or every mail that failed for good; and sending a failed one again (admin_retry_mail, aal2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminKeys } from './admin-keys';

export async function getOutboxMails(orderId: string | null) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_outbox_mails', { p_order_id: orderId ?? undefined });
  if (error) throw error;
  return data;
}

export type OutboxMail = Awaited<ReturnType<typeof getOutboxMails>>[number];

const mailsKey = (orderId: string | null) => [...adminKeys.all, 'mails', orderId ?? 'failed'] as const;

export function useOutboxMails(orderId: string | null) {
  return useQuery(
    queryOptions({ queryKey: mailsKey(orderId), queryFn: () => getOutboxMails(orderId), staleTime: 0 }),
  );
}

export async function retryMail(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_retry_mail', { p_id: id });
  if (error) throw error;
}

export function useRetryMail() {
  return useRefreshingMutation([...adminKeys.all, 'mails'], retryMail);
}
