// GoTrue's validateEmail (internal/api/mail.go): required, at most 255 characters, the format check of the
// checkmail package GoTrue uses (no top-level domain required, no surrounding spaces), then lower-cased.
import { badRequest } from './errors.ts';

// The pattern of github.com/badoux/checkmail's ValidateFormat, which GoTrue calls.
const CHECKMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(email: unknown): string {
  const value = typeof email === 'string' ? email : '';
  if (value === '') throw badRequest('An email address is required');
  if (value.length > 255) throw badRequest('An email address is too long');
  if (!CHECKMAIL_FORMAT.test(value)) throw badRequest('Unable to validate email address: invalid format');
  return value.toLowerCase();
}
