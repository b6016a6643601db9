// Admin means a user_roles row with role owner or admin (SPEC.md 6; issue 32's staff roles: the owner does
// everything an admin does). A failed check counts as not admin.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';

export const authKeys = {
  all: ['auth'] as const,
  isAdmin: (userId: string | null) => [...authKeys.all, 'is-admin', userId] as const,
};

export async function getIsAdmin(userId: string): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .in('role', ['owner', 'admin'])
      .maybeSingle();
    if (error) throw error;
    return data !== null;
  } catch (error) {
    console.error('Admin check failed; treating the user as not admin:', error);
    return false;
  }
}

export function isAdminQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: authKeys.isAdmin(userId),
    queryFn: () => (userId ? getIsAdmin(userId) : false),
    enabled: userId !== null,
    staleTime: 5 * 60 * 1000,
  });
}

/** `isAdmin` is false while unknown; `checking` tells a guard to wait. */
export function useIsAdmin(userId: string | null): { isAdmin: boolean; checking: boolean } {
  const query = useQuery(isAdminQueryOptions(userId));
  return { isAdmin: query.data === true, checking: userId !== null && query.isPending };
}
