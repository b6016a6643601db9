// Orders in the admin: the state machine (mirror of public.order_next_statuses, checked against it by the
// integration tests), list filters as URL parameters, and the search term. Pure: no React, no I/O.

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'deposit_paid',
  'fulfilled',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ['paid', 'deposit_paid', 'cancelled'],
  deposit_paid: ['paid', 'fulfilled', 'cancelled', 'refunded'],
  paid: ['fulfilled', 'cancelled', 'refunded'],
  fulfilled: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: ['refunded'],
  refunded: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order may move to: exactly what the admin offers. */
export function nextStatuses(status: string): OrderStatus[] {
  return isOrderStatus(status) ? NEXT[status] : [];
}

export const ORDERS_PAGE_SIZE = 20;

export interface OrderFilters {
  status: OrderStatus | '';
  query: string;
  /** yyyy-mm-dd, inclusive, in the admin's time zone; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? value : '';
  };
  return {
    status: isOrderStatus(status) ? status : '',
    query: (params.get('q') ?? '').slice(0, 200),
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function filtersToParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.query.trim()) params.set('q', filters.query.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The created_at bounds of a date range: [from 00:00 local, the day after `to` 00:00 local). */
export function dateBounds(filters: Pick<OrderFilters, 'from' | 'to'>): { gte?: string; lt?: string } {
  const bounds: { gte?: string; lt?: string } = {};
  if (filters.from) bounds.gte = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    bounds.lt = end.toISOString();
  }
  return bounds;
}

/** The range is backwards: nothing can match. */
export function rangeIsBackwards(filters: Pick<OrderFilters, 'from' | 'to'>): boolean {
  return filters.from !== '' && filters.to !== '' && filters.from > filters.to;
}

/**
 * The ilike pattern over orders.search_text (lower case, accents removed, see the orders migration), with
 * the wildcards of the term itself escaped; null when there is nothing to search.
 */
export function searchPattern(query: string): string | null {
  const folded = query
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (!folded) return null;
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function pageCount(total: number, size = ORDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A refund amount as typed: a positive amount with at most 2 decimals, not above what can be refunded. */
export function refundProblem(
  text: string,
  refundable: number,
): 'refundAmountFormat' | 'refundTooLarge' | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || Number(trimmed) <= 0) return 'refundAmountFormat';
  if (Number(trimmed) > refundable + 1e-9) return 'refundTooLarge';
  return null;
}

/** The error key (admin namespace, orders.errors.*) for a failed order change. */
export function orderErrorKey(error: unknown): string {
  const { code, hint, message } = (error ?? {}) as { code?: string; hint?: string; message?: string };
  if (message === 'stock_gone') return 'orders.errors.stockGone';
  if (hint === 'refund_exceeds_paid') return 'orders.errors.refundTooLarge';
  if (hint === 'refund_amount_invalid') return 'orders.errors.refundAmountFormat';
  if (hint === 'refund_reason_required') return 'orders.errors.reasonRequired';
  if (code === '23514') return 'orders.errors.refused';
  if (code === '42501' || code === 'PGRST301') return 'orders.errors.forbidden';
  return 'orders.errors.failed';
}
