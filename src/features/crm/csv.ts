// Reading the CRM's CSV imports with papaparse (RFC 4180 quotes, comma or semicolon guessed, BOM dropped).
// Writing is csv-export.ts, so that the contacts page does not load the parser.
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
