// The VAT screen's pure rules: each member state's rate in force today and the ones to come, a new rate as the
// owner types it, the accounting periods (a month or a quarter of a year) and what a refusal means, as i18n keys
// of the admin namespace. SQL decides the VAT (20261128000000_vat_rates.sql); this only reads and asks.
import { codesTo, dbErrorKey, FORBIDDEN_CODES } from '@/lib/db-error';
import { amountErrorKey, parseAmountInput } from './amount-model';

/** The member states vat_rates accepts (Greece is GR, as ISO writes it). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export interface VatRateRow {
  country: string;
  /** YYYY-MM-DD, the first day (Paris) the rate applies. */
  effective_from: string;
  rate: number;
  source: string;
}

export interface CountryRates {
  country: string;
  /** The rate in force today; undefined when the country's first rate is still to come. */
  current: VatRateRow | undefined;
  /** Rates taking effect after today, soonest first. */
  upcoming: VatRateRow[];
  /** Rates replaced before today, latest first. */
  earlier: VatRateRow[];
}

/** Each country's rates around `today` (YYYY-MM-DD, Paris), countries in alphabetical order of their code. */
export function ratesByCountry(rows: readonly VatRateRow[], today: string): CountryRates[] {
  const byCountry = new Map<string, VatRateRow[]>();
  for (const row of rows) byCountry.set(row.country, [...(byCountry.get(row.country) ?? []), row]);
  return [...byCountry.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([country, list]) => {
      const past = list
        .filter((row) => row.effective_from <= today)
        .sort((a, b) => b.effective_from.localeCompare(a.effective_from));
      const upcoming = list
        .filter((row) => row.effective_from > today)
        .sort((a, b) => a.effective_from.localeCompare(b.effective_from));
      return { country, current: past[0], upcoming, earlier: past.slice(1) };
    });
}

/** A day typed in a date input: YYYY-MM-DD of a real calendar day. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export interface RateInput {
  country: string;
  effective_from: string;
  rate: number;
}

type RateField = 'country' | 'effective_from' | 'rate';

/** A rate as saved (an EU country, a day, a percentage from 0 to under 100 with two decimals at most). */
export function validateRate(values: {
  country: string;
  effective_from: string;
  rate: string;
}): { ok: true; value: RateInput } | { ok: false; errors: Partial<Record<RateField, string>> } {
  const errors: Partial<Record<RateField, string>> = {};
  if (!(EU_COUNTRIES as readonly string[]).includes(values.country)) errors.country = 'vat.errors.country';
  if (!isDay(values.effective_from)) errors.effective_from = 'vat.errors.day';
  const rate = parseAmountInput(values.rate);
  if (!rate.ok) errors.rate = rate.problem === 'required' ? 'vat.errors.rate' : amountErrorKey(rate.problem);
  else if (rate.value >= 100) errors.rate = 'vat.errors.rate';
  if (!rate.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { country: values.country, effective_from: values.effective_from, rate: rate.value },
  };
}

/** The i18n key of a refused rate or registration change. */
export function vatErrorKey(error: unknown): string {
  return dbErrorKey(error, {
    messages: {
      vat_rate_in_use: 'vat.errors.rateInUse',
      two_factor_required: 'vat.errors.twoFactor',
      admins_only: 'vat.errors.forbidden',
    },
    codes: {
      '23505': 'vat.errors.duplicate',
      '23514': 'vat.errors.refused',
      '22007': 'vat.errors.day',
      '22008': 'vat.errors.day',
      ...codesTo(FORBIDDEN_CODES, 'vat.errors.forbidden'),
    },
    fallback: 'vat.errors.failed',
  });
}

/** Why the VAT figures or rates could not be read: the admin's rights, else a failed load. */
export function vatLoadErrorKey(error: unknown): string {
  const key = vatErrorKey(error);
  return key === 'vat.errors.failed' ? 'vat.loadFailed' : key;
}

/** The invoice a vat_rate_in_use refusal names (its detail), for the message. */
export function invoiceInUse(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { details } = error as { details?: unknown };
  return typeof details === 'string' ? details : '';
}

export type PeriodKind = 'month' | 'quarter';

export interface Period {
  kind: PeriodKind;
  year: number;
  /** 1..12 for a month, 1..4 for a quarter. */
  index: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day (YYYY-MM-DD) of a month or a quarter. */
export function periodDays(period: Period): { from: string; to: string } {
  const firstMonth = period.kind === 'month' ? period.index : (period.index - 1) * 3 + 1;
  const lastMonth = period.kind === 'month' ? period.index : firstMonth + 2;
  const lastDay = new Date(Date.UTC(period.year, lastMonth, 0)).getUTCDate();
  return {
    from: `${period.year}-${pad(firstMonth)}-01`,
    to: `${period.year}-${pad(lastMonth)}-${pad(lastDay)}`,
  };
}

/** The period that holds `today` (YYYY-MM-DD), as a month or a quarter. */
export function periodOf(kind: PeriodKind, today: string): Period {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return { kind, year, index: kind === 'month' ? month : Math.ceil(month / 3) };
}

/** The period before, the accountant's usual one (last month, last quarter). */
export function previousPeriod(period: Period): Period {
  if (period.index > 1) return { ...period, index: period.index - 1 };
  return { ...period, year: period.year - 1, index: period.kind === 'month' ? 12 : 4 };
}

/** The period in a file name: 2026-07, 2026-Q3 (English) or 2026-T3 (French: trimestre). */
export function periodSlug(period: Period, language: string): string {
  if (period.kind === 'month') return `${period.year}-${pad(period.index)}`;
  return `${period.year}-${language === 'fr' ? 'T' : 'Q'}${period.index}`;
}

/** Each month of a period (YYYY-MM-DD days), so that one request never computes more than a month. */
export function monthsOf(from: string, to: string): { from: string; to: string }[] {
  const months: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const year = Number(start.slice(0, 4));
    const month = Number(start.slice(5, 7));
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    months.push({ from: start, to: last < to ? last : to });
    start = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  }
  return months;
}

/** The i18n key of a failed export. */
export function exportErrorKey(error: unknown): string {
  return dbErrorKey(error, {
    messages: {
      exchange_rate_missing: 'accounting.errors.rateMissing',
      invalid_period: 'accounting.errors.period',
      two_factor_required: 'vat.errors.twoFactor',
      admins_only: 'vat.errors.forbidden',
    },
    codes: codesTo(FORBIDDEN_CODES, 'vat.errors.forbidden'),
    fallback: 'accounting.errors.failed',
  });
}
