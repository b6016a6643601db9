// "Delete my account": the delete-account function checks the password again on the server, erases the person
// (orders are kept as accounting records) and deletes the account. The page then signs the session out.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';

export class DeleteAccountError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DeleteAccountError';
  }
}

async function explain(error: unknown): Promise<DeleteAccountError> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    try {
      const body = (await context.json()) as { error?: { code?: unknown; message?: unknown } };
      const code = typeof body.error?.code === 'string' ? body.error.code : 'failed';
      return new DeleteAccountError(code, String(body.error?.message ?? context.statusText));
    } catch {
      return new DeleteAccountError('failed', context.statusText);
    }
  }
  return new DeleteAccountError('network', error instanceof Error ? error.message : String(error));
}

export async function deleteMyAccount(password: string): Promise<{ orders_kept: number }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ orders_kept: number }>('delete-account', {
    body: { password },
  });
  if (error) throw await explain(error);
  return data ?? { orders_kept: 0 };
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
