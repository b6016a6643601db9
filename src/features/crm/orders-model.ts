// The CRM orders list's filters (the same as the admin orders list: status, search, date range, page), kept in
// the URL.

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
export type CrmOrderStatus = (typeof ORDER_STATUSES)[number];

export interface CrmOrderFilters {
  q: string;
  status: CrmOrderStatus | '';
  from: string;
  to: string;
  page: number;
}

export const ORDERS_PAGE_SIZE = 25;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readOrderFilters(params: URLSearchParams): CrmOrderFilters {
  const status = params.get('status') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('search') ?? '',
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as CrmOrderStatus) : '',
    from: DATE.test(params.get('from') ?? '') ? (params.get('from') ?? '') : '',
    to: DATE.test(params.get('to') ?? '') ? (params.get('to') ?? '') : '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

export function writeOrderFilters(filters: CrmOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('search', filters.q); // "q" opens the site search
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The search term as the orders' search_text holds it: lower case, no accents, LIKE wildcards escaped. */
export function orderSearchPattern(term: string): string | null {
  const cleaned = term
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`);
  return cleaned ? `%${cleaned}%` : null;
}

/** The date range as timestamps: from the start of `from` to the end of `to` (UTC days). */
export function dateBounds(filters: Pick<CrmOrderFilters, 'from' | 'to'>): { gte?: string; lt?: string } {
  const bounds: { gte?: string; lt?: string } = {};
  if (filters.from) bounds.gte = `${filters.from}T00:00:00Z`;
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    bounds.lt = end.toISOString();
  }
  return bounds;
}
