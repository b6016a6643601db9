import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv';
import { neutraliseCell, toCsv } from './csv-export';

describe('parseCsv', () => {
  it('reads a comma file with quoted fields holding commas, quotes and line breaks', () => {
    const csv = parseCsv('email,name,notes\r\na@example.com,"Doe, Jane","She said ""hi""\nthen left"\r\n');
    expect(csv.delimiter).toBe(',');
    expect(csv.headers).toEqual(['email', 'name', 'notes']);
    expect(csv.rows).toEqual([['a@example.com', 'Doe, Jane', 'She said "hi"\nthen left']]);
  });

  it('reads a semicolon file with a BOM and French headers, suggesting the mapping', () => {
    const csv = parseCsv(
      '\uFEFFPrénom;Nom;Adresse e-mail;Téléphone;Pays\nÉlise;Marchetti;elise@example.fr;"+33 6 12";FR\n',
    );
    expect(csv.delimiter).toBe(';');
    expect(csv.headers[0]).toBe('Prénom');
    expect(csv.suggestedMapping).toEqual(['first_name', 'last_name', 'email', 'phone', 'country']);
    expect(csv.rows).toEqual([['Élise', 'Marchetti', 'elise@example.fr', '+33 6 12', 'FR']]);
  });

  it('pads short rows and cuts long ones to the header width, and skips blank lines', () => {
    const csv = parseCsv('email,name\na@example.com\n\nb@example.com,B,extra\n');
    expect(csv.rows).toEqual([
      ['a@example.com', ''],
      ['b@example.com', 'B'],
    ]);
  });

  it('refuses an empty file and an unclosed quote', () => {
    expect(() => parseCsv('\uFEFF  \n')).toThrow(CsvError);
    expect(() => parseCsv('email,name\na@example.com,"Jane\n')).toThrow(/malformed/);
  });
});

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseCell('+33 6 12')).toBe("'+33 6 12");
    expect(neutraliseCell('-2')).toBe("'-2");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('Jane = Doe')).toBe('Jane = Doe');
  });

  it('writes a BOM, CRLF lines and quotes cells with separators, and reads back the same cells', () => {
    const text = toCsv(
      ['email', 'name', 'tags'],
      [
        ['a@example.com', 'Doe, "J"', 'vip; salon'],
        ['=1+1', null, true],
      ],
    );
    expect(text.startsWith('\uFEFFemail,name,tags\r\n')).toBe(true);
    expect(text).toContain('"Doe, ""J"""');
    expect(parseCsv(text).rows).toEqual([
      ['a@example.com', 'Doe, "J"', 'vip; salon'],
      ["'=1+1", '', 'true'],
    ]);
  });
});
