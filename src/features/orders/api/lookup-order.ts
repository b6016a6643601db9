// A guest's order lookup: the function answers only when the number and the email belong together.
import { useMutation } from '@tanstack/react-query';
import { dbErrorKey } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { parseReceipt, retryAfterSeconds, type OrderReceipt } from '@/features/orders/order-model';

export class LookupError extends Error {
  constructor(
    readonly code: 'too_many_attempts' | 'failed',
    /** Seconds until the next attempt is allowed (too_many_attempts), when the server said. */
    readonly retryAfter?: number,
  ) {
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
  if (error) {
    const code = dbErrorKey(error, {
      messages: { too_many_attempts: 'too_many_attempts' },
      fallback: 'failed',
    });
    if (code === 'failed') throw new LookupError('failed');
    throw new LookupError('too_many_attempts', retryAfterSeconds(error.details));
  }
  return parseReceipt(data);
}

export function useLookupOrder() {
  return useMutation({ mutationFn: lookupOrder });
}
