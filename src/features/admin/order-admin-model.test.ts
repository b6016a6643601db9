import { describe, expect, it } from 'vitest';
import {
  dateBounds,
  filtersFromParams,
  filtersToParams,
  nextStatuses,
  orderErrorKey,
  pageCount,
  rangeIsBackwards,
  refundProblem,
  searchPattern,
} from './order-admin-model';

describe('nextStatuses', () => {
  it('offers only the state machine’s next states', () => {
    expect(nextStatuses('pending_payment')).toEqual(['paid', 'deposit_paid', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered', 'refunded']);
    expect(nextStatuses('refunded')).toEqual([]);
    expect(nextStatuses('nonsense')).toEqual([]);
  });
});

describe('filters in the URL', () => {
  it('reads valid parameters and drops the rest', () => {
    const filters = filtersFromParams(
      new URLSearchParams('status=paid&q=ines&from=2026-11-01&to=2026-13-45&page=3'),
    );
    expect(filters).toEqual({ status: 'paid', query: 'ines', from: '2026-11-01', to: '', page: 3 });
    expect(filtersFromParams(new URLSearchParams('status=lost&page=-2'))).toMatchObject({
      status: '',
      page: 1,
    });
  });

  it('writes only what is set', () => {
    const params = filtersToParams({ status: '', query: ' MI-1 ', from: '', to: '2026-11-30', page: 1 });
    expect(params.toString()).toBe('q=MI-1&to=2026-11-30');
  });
});

describe('dates and pages', () => {
  it('makes the end date inclusive', () => {
    const bounds = dateBounds({ from: '2026-11-01', to: '2026-11-01' });
    expect(new Date(bounds.lt ?? '').getTime() - new Date(bounds.gte ?? '').getTime()).toBe(24 * 3600 * 1000);
    expect(rangeIsBackwards({ from: '2026-11-02', to: '2026-11-01' })).toBe(true);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });
});

describe('search and refunds', () => {
  it('folds accents and case and escapes wildcards', () => {
    expect(searchPattern('  Inès  LAURENT ')).toBe('%ines laurent%');
    expect(searchPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(searchPattern('  ')).toBeNull();
  });

  it('checks a refund amount', () => {
    expect(refundProblem('10,50', 20)).toBeNull();
    expect(refundProblem('0', 20)).toBe('refundAmountFormat');
    expect(refundProblem('abc', 20)).toBe('refundAmountFormat');
    expect(refundProblem('20.01', 20)).toBe('refundTooLarge');
  });

  it('names the database’s refusals', () => {
    expect(orderErrorKey({ code: '23514', hint: 'refund_exceeds_paid' })).toBe(
      'orders.errors.refundTooLarge',
    );
    expect(orderErrorKey({ code: '23514' })).toBe('orders.errors.refused');
    expect(orderErrorKey({ code: '42501' })).toBe('orders.errors.forbidden');
    expect(orderErrorKey({ code: 'P0001', message: 'stock_gone' })).toBe('orders.errors.stockGone');
  });
});
