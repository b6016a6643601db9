import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS, readImportFile } from './import-file';

const file = (text: string, size = text.length) => ({ name: 'contacts.csv', size, text: async () => text });

describe('reading the file to import', () => {
  it('parses a CSV with its suggested mapping', async () => {
    const reading = await readImportFile(file('email;prénom\nines@example.test;Inès\n'), 'en');
    expect(reading).toMatchObject({ file: { name: 'contacts.csv', csv: { delimiter: ';' } } });
    if ('file' in reading) expect(reading.file.csv.suggestedMapping[0]).toBe('email');
  });

  it('says why a file cannot be imported: too large, too many rows, empty', async () => {
    expect(await readImportFile(file('email\n', MAX_IMPORT_FILE_BYTES + 1), 'en')).toEqual({
      errorKey: 'import.fileTooLarge',
      values: { max: 20 },
    });
    const many = `email\n${'a@b.test\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(await readImportFile(file(many, 100), 'en')).toEqual({
      errorKey: 'import.tooManyRows',
      values: { max: '100,000' },
    });
    expect(await readImportFile(file(''), 'en')).toEqual({ errorKey: 'import.fileErrors.empty' });
  });

  it('writes the row limit as the page’s language does, whatever the machine’s locale', async () => {
    const many = `email\n${'a@b.test\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    const reading = await readImportFile(file(many, 100), 'fr');
    expect('values' in reading && reading.values?.max).toMatch(/^100\s000$/u);
  });
});
