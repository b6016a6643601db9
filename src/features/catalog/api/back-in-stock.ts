// The three calls of a back-in-stock alert: the request from the product's action area, and the two links of
// its mails (confirm, way out). Each answers what SQL decided; a refusal is thrown as PostgREST gave it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import {
  readConfirmOutcome,
  readSubscribeAnswer,
  readWayOutOutcome,
  type ConfirmOutcome,
  type SubscribeAnswer,
  type WayOutOutcome,
} from '@/features/catalog/back-in-stock-model';

/** The query keys of this file. */
export const backInStockKeys = {
  signedInEmail: () => ['back-in-stock', 'signed-in-email'] as const,
};

export async function subscribeBackInStock(input: {
  productId: string;
  email: string;
  locale: string;
}): Promise<SubscribeAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('subscribe_back_in_stock', {
    p_product: input.productId,
    p_email: input.email.trim(),
    p_locale: input.locale,
  });
  if (error) throw error;
  return readSubscribeAnswer(data);
}

export function useSubscribeBackInStock() {
  return useMutation({ mutationFn: subscribeBackInStock });
}

export async function confirmBackInStock(token: string): Promise<ConfirmOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('confirm_back_in_stock', { p_token: token });
  if (error) throw error;
  return readConfirmOutcome(data);
}

export function useConfirmBackInStock() {
  return useMutation({ mutationFn: confirmBackInStock });
}

export async function unsubscribeBackInStock(token: string): Promise<WayOutOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('unsubscribe_back_in_stock', { p_token: token });
  if (error) throw error;
  return readWayOutOutcome(data);
}

export function useUnsubscribeBackInStock() {
  return useMutation({ mutationFn: unsubscribeBackInStock });
}

/**
 * The signed-in member's confirmed address, to prefill the form (null for a guest). Read from the stored
 * session each time a form mounts (no cache kept), since signing in or out happens on other pages.
 */
export async function getSignedInEmail(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const user = data.session?.user;
  return user?.email && user.email_confirmed_at ? user.email : null;
}

export function useSignedInEmail() {
  return useQuery({
    queryKey: backInStockKeys.signedInEmail(),
    queryFn: getSignedInEmail,
    staleTime: 0,
    gcTime: 0,
  });
}
