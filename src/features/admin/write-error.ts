// What a refused write on an admin page of rows with a unique code (promotion codes, shipping zones and rates)
// means, as a key of its section: a duplicate, a value refused by a check, an admin without the right, or else.
import { codesTo, dbErrorKey, FORBIDDEN_CODES } from '@/lib/db-error';

export function writeErrorKey(error: unknown, section: 'promotions' | 'shipping' | 'checkoutLimits'): string {
  return dbErrorKey(error, {
    codes: {
      '23505': `${section}.errors.duplicate`,
      '23514': `${section}.errors.refused`,
      ...codesTo(FORBIDDEN_CODES, `${section}.errors.forbidden`),
    },
    fallback: `${section}.errors.failed`,
  });
}
