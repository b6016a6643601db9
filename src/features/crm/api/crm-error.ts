// What a CRM call's failure means to the person using the page, as a translation key of the crm namespace.
import { dbError, dbErrorKey } from '@/lib/db-error';

export function crmErrorKey(error: unknown): string {
  const { code, message } = dbError(error);
  // An admin at aal1 reads through RLS policies that want aal2: the refusal names row-level security.
  if (code === '42501' && /row-level security/i.test(message ?? '')) return 'errors.twoFactor';
  return dbErrorKey(error, {
    messages: {
      two_factor_required: 'errors.twoFactor',
      not_saved: 'errors.notSaved',
      admins_only: 'errors.forbidden',
      no_import_to_undo: 'errors.noImportToUndo',
      invalid_tag: 'errors.invalidTag',
      contact_not_found: 'errors.contactNotFound',
      import_not_found: 'errors.importNotFound',
    },
    codes: {
      '42501': 'errors.forbidden',
      '23514': 'errors.invalid',
      '22023': 'errors.invalid',
      '23505': 'errors.invalid',
    },
    fallback: 'errors.failed',
  });
}
