// What a CRM call's failure means to the person using the page, as a translation key of the crm namespace.
export function crmErrorKey(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (message === 'two_factor_required' || (code === '42501' && /row-level security/i.test(message ?? '')))
    return 'errors.twoFactor';
  if (message === 'not_saved') return 'errors.notSaved';
  if (code === '42501' || message === 'admins_only') return 'errors.forbidden';
  if (message === 'no_import_to_undo') return 'errors.noImportToUndo';
  if (message === 'invalid_tag') return 'errors.invalidTag';
  if (code === '23514' || code === '22023' || code === '23505') return 'errors.invalid';
  return 'errors.failed';
}
