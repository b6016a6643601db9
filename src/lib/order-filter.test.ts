import { describe, expect, it } from 'vitest';
import enAdmin from '@/locales/en/admin.json';
import enCrm from '@/locales/en/crm.json';
import enOrders from '@/locales/en/orders.json';
import frAdmin from '@/locales/fr/admin.json';
import frCrm from '@/locales/fr/crm.json';
import frOrders from '@/locales/fr/orders.json';
import {
  applyOrderFilters,
  filtersFromParams,
  filtersToParams,
  isOrderStatus,
  ORDER_STATUSES,
  pageCount,
  rangeIsBackwards,
  searchPattern,
} from './order-filter';

describe('the order statuses', () => {
  it('are the enum public.order_status, each labelled in both languages in the order the lists show', () => {
    for (const labels of [
      enAdmin.orders.status,
      frAdmin.orders.status,
      enCrm.orderStatuses,
      frCrm.orderStatuses,
      enOrders.status,
      frOrders.status,
    ]) {
      expect(Object.keys(labels)).toEqual(ORDER_STATUSES);
    }
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('ready')).toBe(false);
  });
});

describe('the order lists’ filter in the URL', () => {
  it('reads valid parameters and drops the rest', () => {
    const filters = filtersFromParams(
      new URLSearchParams('status=paid&search=ines&from=2026-11-01&to=2026-13-45&page=3'),
    );
    expect(filters).toEqual({ status: 'paid', query: 'ines', from: '2026-11-01', to: '', page: 3 });
    expect(filtersFromParams(new URLSearchParams('status=lost&page=-2&from=2026-02-30'))).toMatchObject({
      status: '',
      from: '',
      page: 1,
    });
  });

  it('still reads the admin list’s older q= links', () => {
    expect(filtersFromParams(new URLSearchParams('q=MI-1')).query).toBe('MI-1');
  });

  it('writes only what is set, the term as search= (q= opens the site search)', () => {
    const params = filtersToParams({ status: '', query: ' MI-1 ', from: '', to: '2026-11-30', page: 1 });
    expect(params.toString()).toBe('search=MI-1&to=2026-11-30');
  });
});

describe('the query both lists send', () => {
  it('filters the shop’s days inclusively, the status and the folded, escaped search', () => {
    const calls: string[] = [];
    const query = {
      eq: (column: string, value: string) => (calls.push(`eq ${column} ${value}`), query),
      ilike: (column: string, value: string) => (calls.push(`ilike ${column} ${value}`), query),
      gte: (column: string, value: string) => (calls.push(`gte ${column} ${value}`), query),
      lte: (column: string, value: string) => (calls.push(`lte ${column} ${value}`), query),
    };
    applyOrderFilters(query, {
      status: 'paid',
      query: '  Élise_50%  ',
      from: '2026-11-01',
      to: '2026-11-01',
      page: 1,
    });
    expect(calls).toEqual([
      'eq status paid',
      'ilike search_text %elise\\_50\\%%',
      'gte created_on 2026-11-01',
      'lte created_on 2026-11-01',
    ]);
  });

  it('folds accents, case and spaces; nothing to search is null', () => {
    expect(searchPattern('  Inès  LAURENT ')).toBe('%ines laurent%');
    expect(searchPattern('  ')).toBeNull();
  });

  it('knows a backwards range and counts at least one page', () => {
    expect(rangeIsBackwards({ from: '2026-11-02', to: '2026-11-01' })).toBe(true);
    expect(rangeIsBackwards({ from: '', to: '2026-11-01' })).toBe(false);
    expect([pageCount(0, 20), pageCount(41, 20), pageCount(26, 25)]).toEqual([1, 3, 2]);
  });
});
