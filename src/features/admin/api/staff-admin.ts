// The owner's staff page talks to the staff-admin Edge Function (owner and two-factor checked there, the
// service-role-only staff SQL behind it): the list, an invitation, a role change, a removal. Its refusals come
// back as `{ error: { code, message, field? } }`, read into a StaffAdminError the page translates. The trail
// (staff_role_changes) is read directly: RLS lets owners read it.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import type { StaffRole } from '@/lib/staff-access';
import { adminKeys } from './admin-keys';

export class StaffAdminError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'StaffAdminError';
  }
}

export interface StaffMember {
  user_id: string;
  email: string;
  role: StaffRole;
  two_factor: boolean;
  invited_at: string | null;
  accepted: boolean;
  last_sign_in_at: string | null;
}

type StaffRequest =
  | { action: 'list' }
  | { action: 'invite'; email: string; role: StaffRole; origin: string; locale: 'en' | 'fr' }
  | { action: 'set_role'; user_id: string; role: StaffRole }
  | { action: 'remove'; user_id: string };

interface StaffAnswer {
  staff?: StaffMember[];
  mailed?: boolean;
}

async function refusal(error: { message: string; context?: unknown }): Promise<StaffAdminError> {
  const { context } = error;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string; field?: string };
    };
    return new StaffAdminError(
      body.error?.code ?? 'failed',
      body.error?.message ?? context.statusText,
      body.error?.field,
    );
  }
  return new StaffAdminError('network', error.message);
}

async function staffAdmin(body: StaffRequest): Promise<StaffAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<StaffAnswer>('staff-admin', { body });
  if (error) throw await refusal(error as { message: string; context?: unknown });
  return data ?? {};
}

export function useStaffMembers() {
  return useQuery({
    queryKey: [...adminKeys.staff(), 'members'],
    queryFn: async () => (await staffAdmin({ action: 'list' })).staff ?? [],
  });
}

export function useStaffHistory() {
  return useQuery({
    queryKey: [...adminKeys.staff(), 'history'],
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('staff_role_changes')
        .select('id, changed_at, actor_email, target_email, from_role, to_role')
        .order('id', { ascending: false })
        .limit(50);
      if (error) throw error;
      return data;
    },
  });
}

/** Invites by email; answers whether a mail left (false: the address already had an account, now staff). */
export const useInviteStaff = () =>
  useRefreshingMutation(
    adminKeys.staff(),
    async (input: { email: string; role: StaffRole; locale: 'en' | 'fr' }) => {
      const answer = await staffAdmin({ action: 'invite', ...input, origin: window.location.origin });
      return answer.mailed === true;
    },
  );

export const useSetStaffRole = () =>
  useRefreshingMutation(adminKeys.staff(), (input: { userId: string; role: StaffRole }) =>
    staffAdmin({ action: 'set_role', user_id: input.userId, role: input.role }),
  );

export const useRemoveStaff = () =>
  useRefreshingMutation(adminKeys.staff(), (input: { userId: string }) =>
    staffAdmin({ action: 'remove', user_id: input.userId }),
  );

/** The translation key (admin-staff namespace) of a refusal or failure. */
export function staffErrorKey(error: unknown): string {
  const code = error instanceof StaffAdminError ? error.code : null;
  const known = [
    'email_invalid',
    'staff_already',
    'last_owner',
    'owner_only',
    'two_factor_required',
    'staff_not_found',
    'staff_role_invalid',
  ];
  return code && known.includes(code) ? `errors.${code}` : 'errors.failed';
}
