// The import's limits and the reading of the chosen file: at most 20 MB and 100,000 rows, parsed as CSV with
// its suggested column mapping, or the reason it cannot be imported (a crm namespace key and its values).
import { numberFormat } from '@/lib/locale';
import { CsvError, parseCsv, type ParsedCsv } from './csv';

export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;

export interface LoadedFile {
  name: string;
  csv: ParsedCsv;
}

export type FileReading =
  { file: LoadedFile } | { errorKey: string; values?: Record<string, string | number> };

/** Reads a chosen file (anything with a name, a size and text()); numbers in a reason in the page's language. */
export async function readImportFile(
  chosen: { name: string; size: number; text: () => Promise<string> },
  language: string,
): Promise<FileReading> {
  if (chosen.size > MAX_IMPORT_FILE_BYTES) {
    return { errorKey: 'import.fileTooLarge', values: { max: MAX_IMPORT_FILE_BYTES / 1024 / 1024 } };
  }
  try {
    const csv = parseCsv(await chosen.text());
    if (csv.rows.length === 0) throw new CsvError('empty');
    if (csv.rows.length > MAX_IMPORT_ROWS) {
      return {
        errorKey: 'import.tooManyRows',
        values: { max: numberFormat(language).format(MAX_IMPORT_ROWS) },
      };
    }
    return { file: { name: chosen.name, csv } };
  } catch (error) {
    return { errorKey: `import.fileErrors.${error instanceof CsvError ? error.code : 'malformed'}` };
  }
}
