// Which admin pages each staff role opens (issue 32): the owner every one, an admin all but the staff page,
// fulfilment the orders (an order's parcels, balance and withdrawals are on its page). The database enforces the
// same split (RLS and the admin functions); this only keeps people off screens that would refuse them.
import { paths } from '@/lib/paths';

export const STAFF_ROLES = ['owner', 'admin', 'fulfilment'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** The owner and an admin: everything but staff (SQL's is_admin). */
export const isAdminRole = (role: StaffRole | null): boolean => role === 'owner' || role === 'admin';

/** Pages only the owner opens. */
const OWNER_ONLY = [paths.adminStaff, paths.adminSettings];
/** The pages fulfilment opens. */
const FULFILMENT = [paths.adminOrders];

const within = (pathname: string, page: string) => pathname === page || pathname.startsWith(`${page}/`);

/** Whether this role opens the admin page at `pathname` (an /admin or /crm path). */
export function mayOpen(role: StaffRole | null, pathname: string): boolean {
  if (role === null) return false;
  if (role === 'owner') return true;
  if (OWNER_ONLY.some((page) => within(pathname, page))) return false;
  if (role === 'admin') return true;
  return FULFILMENT.some((page) => within(pathname, page));
}
