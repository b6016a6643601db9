// A reservation a guest started: kept in the browser (localStorage, shared by the shop's tabs) while they create
// or open their account, so that it is waiting once the session appears, in this tab or in the one the
// confirmation link opens. Only what was chosen is kept (the product, the payment option, the quantity); the
// price is the catalogue's when the reservation checkout shows it, and nothing is paid without the shopper.
import type { PaymentOption } from './reservation';

export interface PendingReservation {
  product_id: string;
  option: PaymentOption;
  quantity: number;
  /** The tab that started it (its sessionStorage id): that tab goes back to it by itself. */
  tab: string;
  saved_at: number;
}

export const PENDING_KEY = 'pending-reservation';
const TAB_KEY = 'tab-id';
/** A reservation left for a day is no longer what the shopper is doing: it is not brought back. */
export const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The stored value as a pending reservation, or null when it is anything else or too old. */
export function parsePendingReservation(raw: string | null, now = Date.now()): PendingReservation | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (typeof item.product_id !== 'string' || item.product_id === '') return null;
  if (item.option !== 'deposit' && item.option !== 'full') return null;
  if (typeof item.saved_at !== 'number' || now - item.saved_at > PENDING_MAX_AGE_MS || item.saved_at > now)
    return null;
  return {
    product_id: item.product_id,
    option: item.option,
    // A reservation holds one unit (create_checkout_order); kept as data so the shape says what was chosen.
    quantity: 1,
    tab: typeof item.tab === 'string' ? item.tab : '',
    saved_at: item.saved_at,
  };
}

/** This tab's id, made once per tab (sessionStorage is per tab and survives reloads). */
export function tabId(storage: Storage = window.sessionStorage): string {
  let id = storage.getItem(TAB_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(TAB_KEY, id);
  }
  return id;
}

export function savePendingReservation(product_id: string, option: PaymentOption, now = Date.now()): void {
  try {
    const pending: PendingReservation = { product_id, option, quantity: 1, tab: tabId(), saved_at: now };
    window.localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode, full): the shopper reserves again after signing in.
  }
}

export function readPendingReservation(now = Date.now()): PendingReservation | null {
  try {
    return parsePendingReservation(window.localStorage.getItem(PENDING_KEY), now);
  } catch {
    return null;
  }
}

export function clearPendingReservation(): void {
  try {
    window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing stored.
  }
}
