// The accountant's two files, as CSV that LibreOffice and Excel open as they are: UTF-8 with a byte order mark
// (Excel reads accents right only with it), CRLF lines, RFC 4180 quotes (papaparse), and either commas with
// decimal points or, for French Excel, semicolons with decimal commas. Amounts come from SQL
// (20261128100010_accounting_exports.sql) and are only written here: credit notes negative, euros beside the
// documents' own currency, never added across currencies.
import Papa from 'papaparse';

/** The labels' translator (react-i18next's t over the admin namespace). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface CsvOptions {
  /** Semicolons between fields and a decimal comma (French Excel); else commas and a decimal point. */
  semicolon: boolean;
}

export interface VatLine {
  rate: number;
  amount_excl: number;
  vat_amount: number;
  amount_incl: number;
  amount_excl_eur: number;
  vat_eur: number;
  amount_incl_eur: number;
}

export interface JournalRow {
  number: string;
  kind: string;
  issued_on: string;
  order_number: string;
  customer_country: string | null;
  vat_regime: string;
  vat_country: string;
  currency: string;
  amount_excl: number;
  vat_amount: number;
  amount_incl: number;
  vat_lines: VatLine[];
  units_per_euro: number | null;
  rate_date: string | null;
  amount_excl_eur: number;
  vat_eur: number;
  amount_incl_eur: number;
  payment_reference: string | null;
  refers_to: string | null;
}

export interface SummaryRow {
  vat_return: string;
  vat_regime: string;
  country: string;
  rate: number;
  currency: string;
  documents: number;
  amount_excl: number;
  vat_amount: number;
  amount_excl_eur: number;
  vat_eur: number;
}

/** A number with `digits` decimals (trailing zeros kept: amounts) or up to them (rates), in the file's style. */
export function decimal(value: number | null, options: CsvOptions, digits = 2, trim = false): string {
  if (value === null || !Number.isFinite(value)) return '';
  let text = value.toFixed(digits);
  if (trim && text.includes('.')) text = text.replace(/\.?0+$/, '');
  if (text === '-0.00' || text === '-0') text = text.slice(1);
  return options.semicolon ? text.replace('.', ',') : text;
}

/** Text a spreadsheet must not read as a formula (=, +, -, @, tab, CR at the start get a leading quote). */
export function text(value: string | null | undefined): string {
  const plain = value ?? '';
  return /^[=+\-@\t\r]/.test(plain) ? `'${plain}` : plain;
}

/** The file's bytes as text: BOM, the rows with papaparse's quoting, CRLF after every line. */
export function csvText(rows: string[][], options: CsvOptions): string {
  const body = Papa.unparse(rows, { delimiter: options.semicolon ? ';' : ',', newline: '\r\n' });
  return `\uFEFF${body}\r\n`;
}

export const csvBlob = (content: string): Blob => new Blob([content], { type: 'text/csv;charset=utf-8' });

/** A rate as the headers print it: 20 %, 5,5 % (semicolons) or 5.5%. */
const rateText = (rate: number, t: Translate, options: CsvOptions) =>
  t('accounting.rate', { rate: decimal(rate, options, 2, true) });

/** The rates the period's documents used, highest first: one pair of columns each. */
export function journalRates(rows: readonly JournalRow[]): number[] {
  return [...new Set(rows.flatMap((row) => row.vat_lines.map((line) => Number(line.rate))))].sort(
    (a, b) => b - a,
  );
}

/** The sales journal: one row per invoice and credit note of the period (SQL's order: by date and number). */
export function journalCsv(rows: readonly JournalRow[], t: Translate, options: CsvOptions): string {
  const rates = journalRates(rows);
  const c = (key: string, values?: Record<string, unknown>) => t(`accounting.journal.${key}`, values);
  const header = [
    c('number'),
    c('date'),
    c('kind'),
    c('order'),
    c('customerCountry'),
    c('regime'),
    c('vatCountry'),
    c('currency'),
    c('excl'),
    c('vat'),
    c('incl'),
    ...rates.flatMap((rate) => [
      c('exclAt', { rate: rateText(rate, t, options) }),
      c('vatAt', { rate: rateText(rate, t, options) }),
    ]),
    c('ecbRate'),
    c('ecbDate'),
    c('exclEur'),
    c('vatEur'),
    c('inclEur'),
    ...rates.flatMap((rate) => [
      c('exclAtEur', { rate: rateText(rate, t, options) }),
      c('vatAtEur', { rate: rateText(rate, t, options) }),
    ]),
    c('paymentReference'),
    c('refersTo'),
  ];
  const money = (value: number | null) => decimal(value, options);
  const body = rows.map((row) => {
    const line = (rate: number) => row.vat_lines.find((candidate) => Number(candidate.rate) === rate);
    return [
      text(row.number),
      row.issued_on,
      t(`accounting.kinds.${row.kind}`),
      text(row.order_number),
      text(row.customer_country),
      t(`accounting.regimes.${row.vat_regime}`),
      text(row.vat_country),
      row.currency.toUpperCase(),
      money(row.amount_excl),
      money(row.vat_amount),
      money(row.amount_incl),
      ...rates.flatMap((rate) => [
        money(line(rate)?.amount_excl ?? null),
        money(line(rate)?.vat_amount ?? null),
      ]),
      decimal(row.units_per_euro, options, 6, true),
      row.rate_date ?? '',
      money(row.amount_excl_eur),
      money(row.vat_eur),
      money(row.amount_incl_eur),
      ...rates.flatMap((rate) => [
        money(line(rate)?.amount_excl_eur ?? null),
        money(line(rate)?.vat_eur ?? null),
      ]),
      text(row.payment_reference),
      text(row.refers_to),
    ];
  });
  return csvText([header, ...body], options);
}

const cents = (value: number) => Math.round(value * 100);
const euros = (value: number) => value / 100;

/**
 * The VAT summary: SQL's rows (French return, then OSS, by regime, country, rate and currency), then the totals
 * in euros of each part of the returns and of the whole, which equal the journal's.
 */
export function summaryCsv(rows: readonly SummaryRow[], t: Translate, options: CsvOptions): string {
  const c = (key: string) => t(`accounting.summary.${key}`);
  const header = [
    c('return'),
    c('regime'),
    c('country'),
    c('rate'),
    c('currency'),
    c('documents'),
    c('excl'),
    c('vat'),
    c('exclEur'),
    c('vatEur'),
    c('inclEur'),
  ];
  const money = (value: number | null) => decimal(value, options);
  const body = rows.map((row) => [
    t(`accounting.returns.${row.vat_return}`),
    t(`accounting.regimes.${row.vat_regime}`),
    text(row.country),
    decimal(Number(row.rate), options, 2, true),
    row.currency.toUpperCase(),
    String(row.documents),
    money(row.amount_excl),
    money(row.vat_amount),
    money(row.amount_excl_eur),
    money(row.vat_eur),
    money(euros(cents(row.amount_excl_eur) + cents(row.vat_eur))),
  ]);
  const total = (label: string, picked: readonly SummaryRow[]) => {
    const excl = picked.reduce((sum, row) => sum + cents(row.amount_excl_eur), 0);
    const vat = picked.reduce((sum, row) => sum + cents(row.vat_eur), 0);
    return [
      label,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      money(euros(excl)),
      money(euros(vat)),
      money(euros(excl + vat)),
    ];
  };
  const totals = [
    total(
      c('totalFrTaxed'),
      rows.filter((row) => row.vat_return === 'FR' && row.vat_regime !== 'export'),
    ),
    total(
      c('totalFrExports'),
      rows.filter((row) => row.vat_return === 'FR' && row.vat_regime === 'export'),
    ),
    total(
      c('totalOss'),
      rows.filter((row) => row.vat_return === 'OSS'),
    ),
    total(c('total'), rows),
  ];
  return csvText([header, ...body, ...totals], options);
}
