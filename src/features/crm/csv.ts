// CSV in and out for the CRM. Reading: papaparse (RFC 4180 quotes, comma or semicolon guessed, BOM dropped).
// Writing: RFC 4180 with every cell that a spreadsheet would run as a formula neutralised.
import Papa from 'papaparse';
import { suggestMapping, type ColumnMapping } from './import-model';

export interface ParsedCsv {
  headers: string[];
  /** Data rows (the header row excluded), each padded or cut to the header's width. */
  rows: string[][];
  delimiter: ',' | ';';
  suggestedMapping: ColumnMapping;
}

export class CsvError extends Error {
  constructor(readonly code: 'empty' | 'no_header' | 'malformed') {
    super(code);
  }
}

export function parseCsv(text: string): ParsedCsv {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (input.trim() === '') throw new CsvError('empty');
  const result = Papa.parse<string[]>(input, {
    delimitersToGuess: [',', ';'],
    skipEmptyLines: 'greedy',
  });
  // Quote errors make the rest of the file unreliable; a short or long row is handled below.
  if (result.errors.some((error) => error.type === 'Quotes')) throw new CsvError('malformed');
  const [headerRow, ...body] = result.data;
  const headers = (headerRow ?? []).map((header) => header.trim());
  if (headers.length === 0 || headers.every((header) => header === '')) throw new CsvError('no_header');
  const width = headers.length;
  const rows = body.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
  return {
    headers,
    rows,
    delimiter: result.meta.delimiter === ';' ? ';' : ',',
    suggestedMapping: suggestMapping(headers),
  };
}

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return that some
 * programs skip before one) gets a leading apostrophe, so it reads as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoteCell(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV document (UTF-8 BOM so spreadsheet programs read accents, CRLF line ends) from a header and rows. */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  const line = (cells: (string | number | boolean | null | undefined)[]) =>
    cells.map((cell) => quoteCell(neutraliseCell(cell == null ? '' : String(cell)))).join(',');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
