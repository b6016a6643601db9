// The signed-in user's staff role (issue 32): owner, admin or fulfilment, from their user_roles row (users read
// their own); null for a customer. A failed check counts as no role. `isAdmin` (owner or admin) is what SPEC.md
// 6 called admin.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { isAdminRole, isStaffRole, STAFF_ROLES, type StaffRole } from '@/lib/staff-access';

export const authKeys = {
  all: ['auth'] as const,
  staffRole: (userId: string | null) => [...authKeys.all, 'staff-role', userId] as const,
};

export async function getStaffRole(userId: string): Promise<StaffRole | null> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .in('role', [...STAFF_ROLES])
      .maybeSingle();
    if (error) throw error;
    return isStaffRole(data?.role) ? data.role : null;
  } catch (error) {
    console.error('Staff role check failed; treating the user as a customer:', error);
    return null;
  }
}

export function staffRoleQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: authKeys.staffRole(userId),
    queryFn: () => (userId ? getStaffRole(userId) : null),
    enabled: userId !== null,
    staleTime: 5 * 60 * 1000,
  });
}

/** `role` is null while unknown; `checking` tells a guard to wait. */
export function useStaffRole(userId: string | null): {
  role: StaffRole | null;
  isAdmin: boolean;
  checking: boolean;
} {
  const query = useQuery(staffRoleQueryOptions(userId));
  const role = query.data ?? null;
  return { role, isAdmin: isAdminRole(role), checking: userId !== null && query.isPending };
}
