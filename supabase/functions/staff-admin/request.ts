// The staff-admin request: one action per call, each field checked before anything is read or written.
import { plainEmail } from '../_shared/typed-text.ts';

export const STAFF_ROLES = ['owner', 'admin', 'fulfilment'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffAction =
  | { action: 'list' }
  | { action: 'invite'; email: string; role: StaffRole; origin: string | null; locale: 'en' | 'fr' }
  | { action: 'set_role'; userId: string; role: StaffRole }
  | { action: 'remove'; userId: string };

export interface Refusal {
  code: string;
  message: string;
  field?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

export function parseStaffRequest(
  body: unknown,
): { ok: true; action: StaffAction } | { ok: false; refusal: Refusal } {
  const refuse = (code: string, message: string, field?: string) => ({
    ok: false as const,
    refusal: field ? { code, message, field } : { code, message },
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse('invalid_request', 'The body must be a JSON object');
  }
  const input = body as Record<string, unknown>;
  switch (input.action) {
    case 'list':
      return { ok: true, action: { action: 'list' } };
    case 'invite': {
      const email = typeof input.email === 'string' ? plainEmail(input.email) : null;
      if (email === null) return refuse('email_invalid', 'Give one plain email address', 'email');
      if (!isRole(input.role))
        return refuse('staff_role_invalid', 'A staff role is owner, admin or fulfilment', 'role');
      const origin = typeof input.origin === 'string' ? input.origin : null;
      const locale = input.locale === 'fr' ? 'fr' : 'en';
      return { ok: true, action: { action: 'invite', email, role: input.role, origin, locale } };
    }
    case 'set_role':
    case 'remove': {
      if (typeof input.user_id !== 'string' || !UUID.test(input.user_id)) {
        return refuse('staff_not_found', 'user_id is not an account id', 'user_id');
      }
      if (input.action === 'remove') return { ok: true, action: { action: 'remove', userId: input.user_id } };
      if (!isRole(input.role))
        return refuse('staff_role_invalid', 'A staff role is owner, admin or fulfilment', 'role');
      return { ok: true, action: { action: 'set_role', userId: input.user_id, role: input.role } };
    }
    default:
      return refuse('invalid_request', 'action is list, invite, set_role or remove', 'action');
  }
}
