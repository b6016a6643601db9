// "Erase this person's data": the delete-account function runs the same erasure as a member's own deletion,
// with the admin's token, so SQL checks the admin role and two-factor (aal2); a contact with an account has the
// account deleted too. Orders are kept as accounting records, without the person.
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { crmKeys } from './crm-keys';

export class EraseError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EraseError';
  }
}

/** The crm namespace's key for an erasure failure. */
export function eraseErrorKey(error: unknown): string {
  const code = error instanceof EraseError ? error.code : '';
  if (code === 'two_factor_required') return 'errors.twoFactor';
  if (code === 'forbidden') return 'errors.forbidden';
  if (code === 'cannot_erase_admin') return 'erase.errors.admin';
  if (code === 'orders_in_progress') return 'erase.errors.ordersInProgress';
  if (code === 'person_not_found') return 'erase.errors.notFound';
  return 'errors.failed';
}

export async function eraseContact(
  contactId: string,
): Promise<{ orders_kept: number; account_deleted: boolean }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ orders_kept: number; account_deleted: boolean }>(
    'delete-account',
    { body: { contact_id: contactId } },
  );
  if (error) {
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      const body = (await context.json().catch(() => ({}))) as {
        error?: { code?: string; message?: string };
      };
      throw new EraseError(body.error?.code ?? 'failed', body.error?.message ?? context.statusText);
    }
    throw new EraseError('network', error.message);
  }
  return data ?? { orders_kept: 0, account_deleted: false };
}

export function useEraseContact() {
  return useRefreshingMutation(crmKeys.all, eraseContact);
}
