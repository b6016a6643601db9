// The accountant's CSV files as LibreOffice and Excel read them: BOM, separators, decimal comma with semicolons,
// RFC 4180 quotes, no formula, the headers in each language, the totals of the VAT summary.
import i18next from 'i18next';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import enAdmin from '@/locales/en/admin.json';
import frAdmin from '@/locales/fr/admin.json';
import {
  csvText,
  decimal,
  journalCsv,
  journalRates,
  summaryCsv,
  text,
  type JournalRow,
  type SummaryRow,
  type Translate,
} from './accounting-csv';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { admin: enAdmin }, fr: { admin: frAdmin } },
  lng: 'en',
  ns: ['admin'],
  defaultNS: 'admin',
  interpolation: { escapeValue: false },
});
const translate =
  (language: 'en' | 'fr'): Translate =>
  (key, options) =>
    i18n.getFixedT(language, 'admin')(key, options);

/** The file's rows as a spreadsheet reads them (BOM removed, the separator given). */
function read(csv: string, delimiter: ',' | ';'): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const line = (rate: number, excl: number, vat: number, eurRate = 1) => ({
  rate,
  amount_excl: excl,
  vat_amount: vat,
  amount_incl: excl + vat,
  amount_excl_eur: Math.round((excl / eurRate) * 100) / 100,
  vat_eur: Math.round((vat / eurRate) * 100) / 100,
  amount_incl_eur: Math.round((excl / eurRate) * 100) / 100 + Math.round((vat / eurRate) * 100) / 100,
});

const INVOICE: JournalRow = {
  number: 'F-2026-000101',
  kind: 'invoice',
  issued_on: '2026-07-03',
  order_number: 'MI-100101',
  customer_country: 'FR',
  vat_regime: 'domestic',
  vat_country: 'FR',
  currency: 'eur',
  amount_excl: 100,
  vat_amount: 20,
  amount_incl: 120,
  vat_lines: [line(20, 100, 20)],
  units_per_euro: null,
  rate_date: null,
  amount_excl_eur: 100,
  vat_eur: 20,
  amount_incl_eur: 120,
  payment_reference: 'cs_test_1, "first"',
  refers_to: null,
};

const DOLLARS: JournalRow = {
  ...INVOICE,
  number: 'F-2026-000102',
  order_number: 'MI-100102',
  customer_country: 'DE',
  vat_regime: 'eu_oss',
  vat_country: 'DE',
  currency: 'usd',
  amount_excl: 100,
  vat_amount: 19,
  amount_incl: 119,
  vat_lines: [line(19, 100, 19, 1.1)],
  units_per_euro: 1.1,
  rate_date: '2026-07-02',
  amount_excl_eur: 90.91,
  vat_eur: 17.27,
  amount_incl_eur: 108.18,
  payment_reference: '=HYPERLINK("http://example.test")',
};

const CREDIT: JournalRow = {
  ...INVOICE,
  number: 'A-2026-000007',
  kind: 'credit_note',
  issued_on: '2026-07-09',
  amount_excl: -25,
  vat_amount: -5,
  amount_incl: -30,
  vat_lines: [line(20, -25, -5)],
  amount_excl_eur: -25,
  vat_eur: -5,
  amount_incl_eur: -30,
  payment_reference: null,
  refers_to: 'F-2026-000101',
};

describe('decimal and text', () => {
  it('writes amounts with two decimals, a point or (semicolons) a comma, rates without trailing zeros', () => {
    expect(decimal(1234.5, { semicolon: false })).toBe('1234.50');
    expect(decimal(1234.5, { semicolon: true })).toBe('1234,50');
    expect(decimal(-30, { semicolon: true })).toBe('-30,00');
    expect(decimal(-0.001, { semicolon: false })).toBe('0.00');
    expect(decimal(5.5, { semicolon: true }, 2, true)).toBe('5,5');
    expect(decimal(20, { semicolon: false }, 2, true)).toBe('20');
    expect(decimal(1.0845, { semicolon: false }, 6, true)).toBe('1.0845');
    expect(decimal(null, { semicolon: false })).toBe('');
  });

  it('keeps a spreadsheet from reading text as a formula', () => {
    expect(text('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(text('+33 6')).toBe("'+33 6");
    expect(text('@cmd')).toBe("'@cmd");
    expect(text('-1')).toBe("'-1");
    expect(text('cs_test_1')).toBe('cs_test_1');
    expect(text(null)).toBe('');
  });
});

describe('csvText', () => {
  it('starts with a BOM, ends every line with CRLF, and quotes only what needs it', () => {
    const csv = csvText(
      [
        ['a', 'b, c', 'say "hi"'],
        ['1,50', 'x;y', 'two\nlines'],
      ],
      { semicolon: true },
    );
    expect(csv).toBe('\uFEFFa;b, c;"say ""hi"""\r\n1,50;"x;y";"two\nlines"\r\n');
    expect(csvText([['1.50', 'b, c']], { semicolon: false })).toBe('\uFEFF1.50,"b, c"\r\n');
  });
});

describe('journalCsv', () => {
  it('has one row per document, a pair of columns per rate, euros beside the currency (commas, English)', () => {
    const rows = read(journalCsv([INVOICE, DOLLARS, CREDIT], translate('en'), { semicolon: false }), ',');
    const [header, ...body] = rows;
    expect(header).toEqual([
      'Number',
      'Date',
      'Type',
      'Order',
      'Delivery country',
      'VAT regime',
      'VAT country',
      'Currency',
      'Excl. VAT',
      'VAT',
      'Total incl. VAT',
      'Excl. VAT 20%',
      'VAT 20%',
      'Excl. VAT 19%',
      'VAT 19%',
      'ECB rate (per EUR)',
      'ECB rate date',
      'Excl. VAT (EUR)',
      'VAT (EUR)',
      'Total incl. VAT (EUR)',
      'Excl. VAT 20% (EUR)',
      'VAT 20% (EUR)',
      'Excl. VAT 19% (EUR)',
      'VAT 19% (EUR)',
      'Payment reference',
      'Credits invoice',
    ]);
    expect(body).toHaveLength(3);
    expect(body[0]).toEqual([
      'F-2026-000101',
      '2026-07-03',
      'Invoice',
      'MI-100101',
      'FR',
      'France (French VAT)',
      'FR',
      'EUR',
      '100.00',
      '20.00',
      '120.00',
      '100.00',
      '20.00',
      '',
      '',
      '',
      '',
      '100.00',
      '20.00',
      '120.00',
      '100.00',
      '20.00',
      '',
      '',
      'cs_test_1, "first"',
      '',
    ]);
    expect(body[1]?.slice(7, 20)).toEqual([
      'USD',
      '100.00',
      '19.00',
      '119.00',
      '',
      '',
      '100.00',
      '19.00',
      '1.1',
      '2026-07-02',
      '90.91',
      '17.27',
      '108.18',
    ]);
    expect(body[1]?.[24]).toBe('\'=HYPERLINK("http://example.test")');
    expect(body[2]?.slice(0, 3)).toEqual(['A-2026-000007', '2026-07-09', 'Credit note']);
    expect(body[2]?.slice(8, 11)).toEqual(['-25.00', '-5.00', '-30.00']);
    expect(body[2]?.[25]).toBe('F-2026-000101');
  });

  it('uses semicolons and decimal commas for French Excel, with French headers', () => {
    const csv = journalCsv(
      [INVOICE, { ...DOLLARS, vat_lines: [line(5.5, 100, 5.5, 1.1)] }],
      translate('fr'),
      {
        semicolon: true,
      },
    );
    expect(csv.split('\r\n')[1]).toContain(';120,00;');
    const [header, first, second] = read(csv, ';');
    expect(header?.slice(8, 15)).toEqual([
      'Total HT',
      'TVA',
      'Total TTC',
      'HT 20 %',
      'TVA 20 %',
      'HT 5,5 %',
      'TVA 5,5 %',
    ]);
    expect(first?.slice(2, 3)).toEqual(['Facture']);
    expect(first?.slice(8, 11)).toEqual(['100,00', '20,00', '120,00']);
    expect(second?.[15]).toBe('1,1');
    // The reference with a comma and quotes needs no quoting with semicolons, but reads back the same.
    expect(first?.[24]).toBe('cs_test_1, "first"');
  });

  it('lists the rates highest first, once each; an empty period is a header alone', () => {
    expect(journalRates([INVOICE, DOLLARS, CREDIT])).toEqual([20, 19]);
    const rows = read(journalCsv([], translate('en'), { semicolon: false }), ',');
    expect(rows).toHaveLength(1);
  });
});

describe('summaryCsv', () => {
  const ROWS: SummaryRow[] = [
    {
      vat_return: 'FR',
      vat_regime: 'domestic',
      country: 'FR',
      rate: 20,
      currency: 'eur',
      documents: 3,
      amount_excl: 175,
      vat_amount: 35,
      amount_excl_eur: 175,
      vat_eur: 35,
    },
    {
      vat_return: 'FR',
      vat_regime: 'eu_origin',
      country: 'FR',
      rate: 20,
      currency: 'usd',
      documents: 1,
      amount_excl: 100,
      vat_amount: 20,
      amount_excl_eur: 90.91,
      vat_eur: 18.18,
    },
    {
      vat_return: 'FR',
      vat_regime: 'export',
      country: 'US',
      rate: 0,
      currency: 'usd',
      documents: 2,
      amount_excl: 240,
      vat_amount: 0,
      amount_excl_eur: 218.18,
      vat_eur: 0,
    },
    {
      vat_return: 'OSS',
      vat_regime: 'eu_oss',
      country: 'DE',
      rate: 19,
      currency: 'eur',
      documents: 1,
      amount_excl: 100,
      vat_amount: 19,
      amount_excl_eur: 100,
      vat_eur: 19,
    },
  ];

  it('gives every row in euros beside its currency, then the totals of each return and of all', () => {
    const rows = read(summaryCsv(ROWS, translate('en'), { semicolon: false }), ',');
    expect(rows[0]).toEqual([
      'Return',
      'VAT regime',
      'Country',
      'Rate (%)',
      'Currency',
      'Documents',
      'Taxable base',
      'VAT',
      'Taxable base (EUR)',
      'VAT (EUR)',
      'Total incl. VAT (EUR)',
    ]);
    expect(rows[2]).toEqual([
      'French VAT return',
      'EU, French VAT (under the threshold)',
      'FR',
      '20',
      'USD',
      '1',
      '100.00',
      '20.00',
      '90.91',
      '18.18',
      '109.09',
    ]);
    expect(rows[4]?.slice(0, 4)).toEqual(['OSS return', 'EU, VAT of the destination (OSS)', 'DE', '19']);
    expect(rows.slice(5).map((row) => [row[0], ...row.slice(8)])).toEqual([
      ['Total of the French return, taxed sales', '265.91', '53.18', '319.09'],
      ['Total of the French return, exports (exempt)', '218.18', '0.00', '218.18'],
      ['Total of the OSS return', '100.00', '19.00', '119.00'],
      ['Total', '584.09', '72.18', '656.27'],
    ]);
  });

  it('in French, with semicolons and decimal commas', () => {
    const rows = read(summaryCsv(ROWS, translate('fr'), { semicolon: true }), ';');
    expect(rows[0]?.slice(6, 9)).toEqual(['Base HT', 'TVA', 'Base HT (EUR)']);
    expect(rows[1]?.slice(0, 2)).toEqual(['Déclaration de TVA française', 'France (TVA française)']);
    expect(rows.at(-1)).toEqual(['Total', '', '', '', '', '', '', '', '584,09', '72,18', '656,27']);
  });
});
