// What a signed-in caller may reach beyond their own rows: the staff role (user_roles, read with the server key),
// and an order, which its owner may act on, and an admin only past the second factor. Anyone else learns nothing
// of whether the order exists.
import type { ServiceClient } from './service-client.ts';

/** The user's staff role (owner, admin, fulfilment) or null; throws when user_roles cannot be read. */
export async function staffRole(supabase: ServiceClient, userId: string): Promise<string | null> {
  const { data, error } = await supabase.rpc('staff_role_of', { p_user_id: userId });
  if (error) throw new Error(`staff_role_of: ${error.message}`);
  return data;
}

/** Whether the user is the owner or an admin (as SQL's is_admin); throws when user_roles cannot be read. */
export async function isAdmin(supabase: ServiceClient, userId: string): Promise<boolean> {
  const role = await staffRole(supabase, userId);
  return role === 'owner' || role === 'admin';
}

/**
 * allowed: the order's owner, or staff (any role: fulfilment works on orders) at aal2; two_factor_required: staff
 * at aal1; not_found: anyone else.
 */
export type OrderAccess = 'allowed' | 'two_factor_required' | 'not_found';

export async function orderAccess(
  supabase: ServiceClient,
  orderId: string,
  userId: string,
  aal: unknown,
): Promise<OrderAccess> {
  const { data: order, error } = await supabase
    .from('orders')
    .select('id, user_id')
    .eq('id', orderId)
    .maybeSingle();
  if (error) throw new Error(`orders: ${error.message}`);
  if (order && order.user_id === userId) return 'allowed';
  if ((await staffRole(supabase, userId)) === null) return 'not_found';
  if (aal !== 'aal2') return 'two_factor_required';
  return order ? 'allowed' : 'not_found';
}
