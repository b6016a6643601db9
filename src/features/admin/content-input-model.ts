// What the content editor checks before sending (the Edge Function checks the same again) and what its refusals
// mean, as keys of the admin-content namespace. Pure: no React, no I/O.

/** A slug: lower-case words joined by single hyphens, at most 96 characters (the contract's rule). */
export function slugProblem(slug: string): 'required' | 'invalid' | null {
  if (!slug.trim()) return 'required';
  return slug.length <= 96 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? null : 'invalid';
}

/** A slug made from a title: accents dropped, anything else between words turned into one hyphen. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/, '');
}

/**
 * Whether a link may go into an article: https:, http:, mailto:, tel: or a path on the site ("/journal").
 * Anything else (javascript:, data:, a protocol-relative "//host") is refused, as the Edge Function refuses it.
 */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (!value) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A press link: an https address (the contract's content_press_link_invalid otherwise). */
export function isHttpsUrl(href: string): boolean {
  try {
    const url = new URL(href.trim());
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The moment a `datetime-local` value names (the admin's own time zone), or why it cannot be a schedule:
 * empty, unreadable, or not in the future.
 */
export function scheduleTime(
  value: string,
  now: Date,
): { at: Date; problem: null } | { at: null; problem: 'required' | 'invalid' | 'past' } {
  if (!value) return { at: null, problem: 'required' };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { at: null, problem: 'invalid' };
  return at.getTime() <= now.getTime() ? { at: null, problem: 'past' } : { at, problem: null };
}

/** Every error code of the content-admin function, and the ones of this client (network, image checks). */
const ERROR_KEYS: Record<string, string> = {
  content_slug_required: 'errors.slugRequired',
  content_slug_invalid: 'errors.slugInvalid',
  content_slug_taken: 'errors.slugTaken',
  content_title_required: 'errors.titleRequired',
  content_shape_changed: 'errors.shapeChanged',
  content_link_refused: 'errors.linkRefused',
  content_nothing_complete: 'errors.nothingComplete',
  content_schedule_past: 'errors.schedulePast',
  content_not_found: 'errors.notFound',
  content_press_link_invalid: 'errors.pressLinkInvalid',
  content_build_hook_invalid: 'errors.buildHookInvalid',
  content_date_invalid: 'errors.dateInvalid',
  content_too_large: 'errors.tooLarge',
  content_page_stays_published: 'errors.pageStaysPublished',
  content_forbidden: 'errors.forbidden',
  invalid_token: 'errors.sessionExpired',
  two_factor_required: 'errors.twoFactor',
  network: 'errors.network',
};

/** The admin-content key of an error code; an unknown code reads as a failure to try again. */
export function contentErrorKey(code: string): string {
  return Object.hasOwn(ERROR_KEYS, code) ? (ERROR_KEYS[code] as string) : 'errors.failed';
}

export const CONTENT_ERROR_CODES = Object.keys(ERROR_KEYS);
