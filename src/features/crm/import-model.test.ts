import { describe, expect, it } from 'vitest';
import {
  errorRowCount,
  importBatches,
  readConsent,
  readCountry,
  rowsWithErrors,
  suggestMapping,
  validateImport,
  type ImportRow,
} from './import-model';

describe('suggestMapping', () => {
  it('recognises English and French headers whatever their case and accents, each field once', () => {
    expect(
      suggestMapping([
        'E-mail',
        'First Name',
        'Last name',
        'Phone',
        'Country',
        'Language',
        'Consent',
        'Tags',
        'Notes',
      ]),
    ).toEqual(['email', 'first_name', 'last_name', 'phone', 'country', 'locale', 'consent', 'tags', null]);
    expect(
      suggestMapping([
        'Courriel',
        'Prénom',
        'NOM',
        'Téléphone',
        'Pays',
        'Langue',
        'Consentement',
        'Étiquettes',
      ]),
    ).toEqual(['email', 'first_name', 'last_name', 'phone', 'country', 'locale', 'consent', 'tags']);
    expect(suggestMapping(['Name', 'Email', 'email'])).toEqual(['full_name', 'email', null]);
  });
});

describe('validateImport', () => {
  const mapping = suggestMapping(['email', 'first name', 'country', 'consent', 'tags']);

  it('keeps good rows, reports bad and missing emails, duplicates in the file (any case) and unreadable values', () => {
    const result = validateImport(
      [
        ['jane@example.com', 'Jane', 'fr', 'oui', 'vip, salon'],
        ['', 'Nobody', '', '', ''],
        ['not-an-email', 'Bad', '', '', ''],
        ['JANE@example.com', 'Again', '', '', ''],
        ['paul@example.com', 'Paul', 'Narnia', 'maybe', ''],
        ['zoe@example.com', 'Zoé', 'France', 'no', ''],
      ],
      mapping,
    );
    expect(result.valid).toEqual([
      {
        row: 2,
        email: 'jane@example.com',
        first_name: 'Jane',
        country: 'FR',
        consent: true,
        tags: ['vip', 'salon'],
      },
      { row: 7, email: 'zoe@example.com', first_name: 'Zoé', country: 'FR', consent: false },
    ]);
    expect(result.errors).toEqual([
      { row: 3, field: 'email', code: 'email_missing' },
      { row: 4, field: 'email', code: 'email_invalid' },
      { row: 5, field: 'email', code: 'duplicate_in_file' },
      { row: 6, field: 'country', code: 'country_invalid' },
      { row: 6, field: 'consent', code: 'consent_invalid' },
    ]);
    expect(errorRowCount(result.errors)).toBe(4);
    expect(rowsWithErrors(result.preview).map((row) => row.row)).toEqual([3, 4, 5, 6]);
  });

  it('reads consent and country words in both languages', () => {
    expect([readConsent('Yes'), readConsent('NON'), readConsent(''), readConsent('peut-être')]).toEqual([
      true,
      false,
      undefined,
      null,
    ]);
    expect([readCountry('be'), readCountry('Royaume-Uni'), readCountry(''), readCountry('XYZ')]).toEqual([
      'BE',
      'GB',
      undefined,
      null,
    ]);
  });
});

describe('importBatches', () => {
  it('cuts at 2,000 rows and keeps every row once, in order', () => {
    const rows: ImportRow[] = Array.from({ length: 4500 }, (_, index) => ({
      row: index + 2,
      email: `p${index}@example.com`,
    }));
    const batches = importBatches(rows);
    expect(batches.map((batch) => batch.length)).toEqual([2000, 2000, 500]);
    expect(batches.flat()).toEqual(rows);
  });

  it('cuts earlier when the rows are large, so each request stays under the API body limit', () => {
    const rows: ImportRow[] = Array.from({ length: 1000 }, (_, index) => ({
      row: index + 2,
      email: `p${index}@example.com`,
      full_name: 'x'.repeat(190),
      phone: 'y'.repeat(190),
      tags: ['z'.repeat(50), 'w'.repeat(50)],
    }));
    const batches = importBatches(rows);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches)
      expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThan(1_000_000);
  });
});
