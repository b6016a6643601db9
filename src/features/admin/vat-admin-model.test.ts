import { describe, expect, it } from 'vitest';
import {
  exportErrorKey,
  invoiceInUse,
  isDay,
  monthsOf,
  periodDays,
  periodOf,
  periodSlug,
  previousPeriod,
  ratesByCountry,
  validateRate,
  vatErrorKey,
  vatLoadErrorKey,
  type VatRateRow,
} from './vat-admin-model';

const row = (country: string, effective_from: string, rate: number): VatRateRow => ({
  country,
  effective_from,
  rate,
  source: 'test',
});

describe('ratesByCountry', () => {
  it("gives each country's rate in force today, the rates to come and the ones replaced", () => {
    const rows = [
      row('FR', '2014-01-01', 20),
      row('DE', '2021-01-01', 19),
      row('DE', '2020-07-01', 16),
      row('DE', '2027-01-01', 21),
      row('EE', '2026-11-27', 24),
      row('XX', '2030-01-01', 10),
    ];
    expect(ratesByCountry(rows, '2026-11-27')).toEqual([
      { country: 'DE', current: rows[1], upcoming: [rows[3]], earlier: [rows[2]] },
      // A rate taking effect today is in force.
      { country: 'EE', current: rows[4], upcoming: [], earlier: [] },
      { country: 'FR', current: rows[0], upcoming: [], earlier: [] },
      { country: 'XX', current: undefined, upcoming: [rows[5]], earlier: [] },
    ]);
  });
});

describe('validateRate', () => {
  it('takes an EU country, a calendar day and a rate under 100 with a comma or a point', () => {
    expect(validateRate({ country: 'DE', effective_from: '2027-01-01', rate: ' 19,5 ' })).toEqual({
      ok: true,
      value: { country: 'DE', effective_from: '2027-01-01', rate: 19.5 },
    });
    expect(validateRate({ country: 'FI', effective_from: '2024-09-01', rate: '25.5' })).toMatchObject({
      ok: true,
    });
  });

  it('says which field is wrong', () => {
    expect(validateRate({ country: 'US', effective_from: '2027-02-30', rate: '100' })).toEqual({
      ok: false,
      errors: { country: 'vat.errors.country', effective_from: 'vat.errors.day', rate: 'vat.errors.rate' },
    });
    expect(validateRate({ country: '', effective_from: '', rate: '' })).toEqual({
      ok: false,
      errors: { country: 'vat.errors.country', effective_from: 'vat.errors.day', rate: 'vat.errors.rate' },
    });
    expect(validateRate({ country: 'DE', effective_from: '2027-01-01', rate: '19.555' })).toEqual({
      ok: false,
      errors: { rate: 'amounts.errors.decimals' },
    });
    expect(validateRate({ country: 'DE', effective_from: '2027-01-01', rate: '-1' })).toEqual({
      ok: false,
      errors: { rate: 'amounts.errors.negative' },
    });
  });

  it('knows a calendar day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('27/11/2026')).toBe(false);
  });
});

describe('refusals', () => {
  it('tells a rate an invoice used, with the invoice, and the other refusals', () => {
    const inUse = { code: 'P0001', message: 'vat_rate_in_use', details: 'F-2026-000012' };
    expect(vatErrorKey(inUse)).toBe('vat.errors.rateInUse');
    expect(invoiceInUse(inUse)).toBe('F-2026-000012');
    expect(invoiceInUse(new Error('x'))).toBe('');
    expect(vatErrorKey({ code: '23505', message: 'duplicate key value' })).toBe('vat.errors.duplicate');
    expect(vatErrorKey({ code: '23514', message: 'vat_rates_rate_range' })).toBe('vat.errors.refused');
    expect(vatErrorKey({ code: '42501', message: 'no row updated' })).toBe('vat.errors.forbidden');
    expect(vatErrorKey({ code: '42501', message: 'two_factor_required' })).toBe('vat.errors.twoFactor');
    expect(vatErrorKey(new Error('offline'))).toBe('vat.errors.failed');
    expect(vatLoadErrorKey(new Error('offline'))).toBe('vat.loadFailed');
    expect(vatLoadErrorKey({ code: '42501', message: 'two_factor_required' })).toBe('vat.errors.twoFactor');
  });

  it('tells an export waiting for an exchange rate, a bad period, or a failure', () => {
    expect(exportErrorKey({ code: 'P0001', message: 'exchange_rate_missing' })).toBe(
      'accounting.errors.rateMissing',
    );
    expect(exportErrorKey({ code: 'P0001', message: 'invalid_period' })).toBe('accounting.errors.period');
    expect(exportErrorKey({ code: '42501', message: 'admins_only' })).toBe('vat.errors.forbidden');
    expect(exportErrorKey(new Error('offline'))).toBe('accounting.errors.failed');
  });
});

describe('periods', () => {
  it('gives the first and last day of a month or a quarter', () => {
    expect(periodDays({ kind: 'month', year: 2028, index: 2 })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(periodDays({ kind: 'month', year: 2026, index: 12 })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(periodDays({ kind: 'quarter', year: 2026, index: 3 })).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(periodDays({ kind: 'quarter', year: 2026, index: 1 })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('finds the period of a day and the one before it, across a new year', () => {
    expect(periodOf('quarter', '2026-11-27')).toEqual({ kind: 'quarter', year: 2026, index: 4 });
    expect(previousPeriod(periodOf('month', '2026-01-15'))).toEqual({ kind: 'month', year: 2025, index: 12 });
    expect(previousPeriod(periodOf('quarter', '2026-02-01'))).toEqual({
      kind: 'quarter',
      year: 2025,
      index: 4,
    });
    expect(previousPeriod(periodOf('quarter', '2026-08-01'))).toEqual({
      kind: 'quarter',
      year: 2026,
      index: 2,
    });
  });

  it('names the period in a file name: Q in English, T (trimestre) in French', () => {
    expect(periodSlug({ kind: 'quarter', year: 2026, index: 3 }, 'en')).toBe('2026-Q3');
    expect(periodSlug({ kind: 'quarter', year: 2026, index: 3 }, 'fr')).toBe('2026-T3');
    expect(periodSlug({ kind: 'month', year: 2026, index: 7 }, 'fr')).toBe('2026-07');
  });

  it('splits a period into its months', () => {
    expect(monthsOf('2026-07-01', '2026-09-30')).toEqual([
      { from: '2026-07-01', to: '2026-07-31' },
      { from: '2026-08-01', to: '2026-08-31' },
      { from: '2026-09-01', to: '2026-09-30' },
    ]);
    expect(monthsOf('2026-12-15', '2027-01-10')).toEqual([
      { from: '2026-12-15', to: '2026-12-31' },
      { from: '2027-01-01', to: '2027-01-10' },
    ]);
    expect(monthsOf('2026-03-01', '2026-02-01')).toEqual([]);
  });
});
