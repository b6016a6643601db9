// What a signed-in caller may reach beyond their own rows: the admin role (user_roles, read with the server key),
// and an order, which its owner may act on, and an admin only past the second factor. Anyone else learns nothing
// of whether the order exists.
import type { ServiceClient } from './service-client.ts';

/** Whether the user holds the admin role; throws when user_roles cannot be read. */
export async function isAdmin(supabase: ServiceClient, userId: string): Promise<boolean> {
  const { data: role, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle();
  if (error) throw new Error(`user_roles: ${error.message}`);
  return role !== null;
}

/** allowed: the owner, or an admin at aal2; two_factor_required: an admin at aal1; not_found: anyone else. */
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
  if (!(await isAdmin(supabase, userId))) return 'not_found';
  if (aal !== 'aal2') return 'two_factor_required';
  return order ? 'allowed' : 'not_found';
}
