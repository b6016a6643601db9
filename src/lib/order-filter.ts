// The one filter of the order lists (/admin/orders and /crm/orders): status, search, days, page, as URL
// parameters and as the query both pages send. Days are the shop's (Europe/Paris: orders.created_on), the search
// folds case, accents and spaces as orders.search_text does. Pure: no React, no I/O.

import { Constants, type Database } from './database.types';

/** An order's status: the Postgres enum public.order_status. */
export type OrderStatus = Database['public']['Enums']['order_status'];
/** Every status, in the enum's order, which is the order the lists show them in. */
export const ORDER_STATUSES: readonly OrderStatus[] = Constants.public.Enums.order_status;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export interface OrderFilters {
  status: OrderStatus | '';
  query: string;
  /** yyyy-mm-dd, inclusive, a day of the shop's time zone; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

export const NO_ORDER_FILTERS: OrderFilters = { status: '', query: '', from: '', to: '', page: 1 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as yyyy-mm-dd (not 2026-02-30). */
function isDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const time = new Date(`${value}T00:00:00Z`).getTime();
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The filters of a list's URL; `search` is the term (`q` opens the site search), `q` still read for old links. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isDay(value) ? value : '';
  };
  return {
    status: isOrderStatus(status) ? status : '',
    query: (params.get('search') ?? params.get('q') ?? '').slice(0, 200),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function filtersToParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.query.trim()) params.set('search', filters.query.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
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

/** The part of a PostgREST query on orders a filter sets (supabase-js's builder methods, structurally). */
interface FilterableOrders {
  eq(column: 'status', value: string): this;
  ilike(column: 'search_text', pattern: string): this;
  gte(column: 'created_on', value: string): this;
  lte(column: 'created_on', value: string): this;
}

/** The same WHERE on both pages: status, search, and the shop's days from and to (inclusive). */
export function applyOrderFilters<Q extends FilterableOrders>(query: Q, filters: OrderFilters): Q {
  let filtered = query;
  if (filters.status) filtered = filtered.eq('status', filters.status);
  const pattern = searchPattern(filters.query);
  if (pattern) filtered = filtered.ilike('search_text', pattern);
  if (filters.from) filtered = filtered.gte('created_on', filters.from);
  if (filters.to) filtered = filtered.lte('created_on', filters.to);
  return filtered;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
