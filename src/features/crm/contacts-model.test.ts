import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  isValidTag,
  pageCount,
  readFilters,
  searchArgs,
  withTag,
  writeFilters,
} from './contacts-model';
import { chartSeries } from './chart-model';
import { toProfile, validateContactForm, toForm } from './contact-model';

describe('contacts filters in the URL', () => {
  it('reads what is valid, drops what is not, and writes back only what differs from the defaults', () => {
    const filters = readFilters(
      new URLSearchParams(
        'search=élise&source=import&country=fr&consent=yes&ordered=maybe&sort=name&dir=asc&page=3',
      ),
    );
    expect(filters).toEqual({
      ...DEFAULT_FILTERS,
      q: 'élise',
      source: 'import',
      country: 'FR',
      consent: 'yes',
      sort: 'name',
      dir: 'asc',
      page: 3,
    });
    expect(writeFilters(filters).toString()).toBe(
      'search=%C3%A9lise&source=import&country=FR&consent=yes&sort=name&dir=asc&page=3',
    );
    expect(readFilters(new URLSearchParams('sort=drop+table&page=-2&source=x'))).toEqual(DEFAULT_FILTERS);
  });

  it('turns the filters into the search function arguments', () => {
    expect(searchArgs({ ...DEFAULT_FILTERS, q: '  dupont ', ordered: 'no', page: 2 })).toEqual({
      p_search: 'dupont',
      p_source: undefined,
      p_country: undefined,
      p_consent: undefined,
      p_tag: undefined,
      p_has_ordered: false,
      p_sort: 'created_at',
      p_descending: true,
      p_limit: 25,
      p_offset: 25,
    });
    expect([pageCount(0), pageCount(25), pageCount(26)]).toEqual([1, 1, 2]);
    expect([isValidTag(' vip '), isValidTag(''), isValidTag('a,b'), isValidTag('x'.repeat(51))]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('contact profile form', () => {
  const contact = {
    email: 'jane@example.com',
    first_name: 'Jane',
    last_name: null,
    full_name: 'Jane',
    phone: null,
    country: 'FR',
    locale: 'fr',
    consent: true,
    tags: ['vip', 'salon'],
  };

  it('round-trips a contact and cleans what is written', () => {
    const form = { ...toForm(contact), phone: '  ', country: 'be', tags: 'vip, , salon, vip, new ' };
    expect(toProfile(form)).toEqual({ ...contact, country: 'BE', tags: ['vip', 'salon', 'new'] });
  });

  it('reports a missing or bad email and a bad country next to their fields', () => {
    expect(validateContactForm({ ...toForm(contact), email: '' })).toEqual({
      email: 'profile.errors.emailRequired',
    });
    expect(validateContactForm({ ...toForm(contact), email: 'nope', country: 'FRA' })).toEqual({
      email: 'profile.errors.emailInvalid',
      country: 'profile.errors.countryInvalid',
    });
  });
});

describe('weekly revenue chart', () => {
  it('scales each currency to its best week, weeks in order', () => {
    const series = chartSeries([
      { week: '2026-11-09', currency: 'usd', revenue: 50 },
      { week: '2026-11-02', currency: 'usd', revenue: 100 },
      { week: '2026-11-02', currency: 'eur', revenue: 0 },
    ]);
    expect(series.map((line) => line.currency)).toEqual(['usd', 'eur']);
    expect(series[0]?.weeks.map((week) => [week.week, week.height])).toEqual([
      ['2026-11-02', 1],
      ['2026-11-09', 0.5],
    ]);
    expect(series[0]?.total).toBe(150);
    expect(series[1]?.weeks[0]?.height).toBe(0);
  });
});

describe('bulk tags on the ticked rows', () => {
  it('adds a tag once and removes it, trimmed', () => {
    const row = { id: 'a', tags: ['vip'] };
    expect(withTag(row, ' spring ', false).tags).toEqual(['vip', 'spring']);
    expect(withTag(row, 'vip', false)).toBe(row);
    expect(withTag(row, ' vip', true).tags).toEqual([]);
  });
});
