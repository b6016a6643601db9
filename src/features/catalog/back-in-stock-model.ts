// "Tell me when it's back" (issue 33): what the SQL functions answer, read at run time, and the words a refusal
// gets. SQL decides everything (docs/catalogue.md#back-in-stock-alerts); this only names it for the page.
import { dbErrorKey } from '@/lib/db-error';

/** subscribe_back_in_stock: `subscribed` (a member's own address, waiting now) or `check_inbox` (any other). */
export type SubscribeAnswer = 'subscribed' | 'check_inbox';

export function readSubscribeAnswer(data: unknown): SubscribeAnswer {
  const status = (data as { status?: unknown } | null)?.status;
  if (status === 'subscribed' || status === 'check_inbox') return status;
  throw new Error('subscribe_back_in_stock answered without a known status');
}

/** The translation key (namespace shop) of a refused request. */
export function subscribeErrorKey(error: unknown): string {
  return dbErrorKey(error, {
    messages: {
      invalid_email: 'backInStock.errors.invalidEmail',
      rate_limited: 'backInStock.errors.rateLimited',
      product_in_stock: 'backInStock.errors.inStock',
      product_not_found: 'backInStock.errors.notFound',
    },
    codes: { PT429: 'backInStock.errors.rateLimited', '22023': 'backInStock.errors.invalidEmail' },
    fallback: 'backInStock.errors.failed',
  });
}

export type ConfirmOutcome =
  | { status: 'confirmed' | 'in_stock'; productId: string; title: string; titleFr: string | null }
  | { status: 'used' | 'expired' | 'unknown' };

/** confirm_back_in_stock's answer; anything unexpected reads as an unknown link. */
export function readConfirmOutcome(data: unknown): ConfirmOutcome {
  const value = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (
    (value.status === 'confirmed' || value.status === 'in_stock') &&
    typeof value.product_id === 'string' &&
    typeof value.title === 'string'
  ) {
    return {
      status: value.status,
      productId: value.product_id,
      title: value.title,
      titleFr: typeof value.title_fr === 'string' && value.title_fr.trim() ? value.title_fr : null,
    };
  }
  if (value.status === 'used' || value.status === 'expired') return { status: value.status };
  return { status: 'unknown' };
}

export type WayOutOutcome = { status: 'unsubscribed' | 'used' | 'unknown' };

export function readWayOutOutcome(data: unknown): WayOutOutcome {
  const status = (data as { status?: unknown } | null)?.status;
  return { status: status === 'unsubscribed' || status === 'used' ? status : 'unknown' };
}

/** The token of a back-in-stock mail's link (64 hex digits), or null for anything else. */
export function mailToken(raw: string | null): string | null {
  const token = (raw ?? '').trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(token) ? token : null;
}
