// What the account page and the unsubscribe page decide without the network: the export's file name, what a
// failure of the deletion means to the member, and whether an unsubscribe token can be what was mailed.
import { dbErrorKey } from '@/lib/db-error';

/** `maison-immortela-my-data-2026-11-23.json`: the day of the export, in the visitor's own time zone. */
export function exportFileName(now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return `maison-immortela-my-data-${day}.json`;
}

/** The codes the delete-account function answers with that the page explains; anything else is "failed". */
const DELETE_ERRORS = new Set([
  'invalid_password',
  'two_factor_required',
  'orders_in_progress',
  'rate_limited',
  'sign_in_required',
  'account_not_deleted',
]);

/** The account namespace's key for a deletion error code. */
export function deleteErrorKey(code: string): string {
  return DELETE_ERRORS.has(code) ? `delete.errors.${code}` : 'delete.errors.failed';
}

/** The export's failures: a second factor to pass first, or anything else. */
export function exportErrorKey(error: unknown): string {
  return dbErrorKey(error, {
    messages: { two_factor_required: 'export.errors.two_factor_required' },
    fallback: 'export.errors.failed',
  });
}

export type UnsubscribeOutcome = { status: 'unsubscribed' | 'used' | 'unknown' };

/** The token of an unsubscribe link (64 hex characters), or null when the link cannot be one of ours. */
export function unsubscribeToken(raw: string | null): string | null {
  const token = raw?.trim().toLowerCase() ?? '';
  return /^[0-9a-f]{64}$/.test(token) ? token : null;
}
