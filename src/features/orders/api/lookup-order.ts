// A guest's order lookup: the function answers only when the number and the email belong together.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/get-supabase';
import { parseReceipt, type OrderReceipt } from '../order-model';

export class LookupError extends Error {
  constructor(readonly code: 'too_many_attempts' | 'failed') {
    super(code);
    this.name = 'LookupError';
  }
}

export async function lookupOrder({
  number,
  email,
}: {
  number: string;
  email: string;
}): Promise<OrderReceipt | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('lookup_order', { p_number: number, p_email: email });
  if (error)
    throw new LookupError(error.message.includes('too_many_attempts') ? 'too_many_attempts' : 'failed');
  return parseReceipt(data);
}

export function useLookupOrder() {
  return useMutation({ mutationFn: lookupOrder });
}
