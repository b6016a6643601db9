// The CSV import's rules, before anything is sent: which column is which field (suggested from English and
// French headers), each row checked (email present and well formed, not twice in the file, country, language
// and consent readable), and the batches the valid rows travel in. The server checks the rows again.

export const IMPORT_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'full_name',
  'phone',
  'country',
  'locale',
  'consent',
  'tags',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** For each column of the file, the field it fills, or null when it is ignored. */
export type ColumnMapping = (ImportField | null)[];

export type RowErrorCode =
  | 'email_missing'
  | 'email_invalid'
  | 'duplicate_in_file'
  | 'country_invalid'
  | 'locale_invalid'
  | 'consent_invalid'
  | 'too_long';

export type RowError = {
  /** The line of the file (the header is line 1). */
  row: number;
  field: ImportField;
  code: RowErrorCode;
};

export type ImportRow = {
  row: number;
  email: string;
  first_name?: string;
  last_name?: string;
  full_name?: string;
  phone?: string;
  country?: string;
  locale?: 'en' | 'fr';
  consent?: boolean;
  tags?: string[];
};

export interface PreviewRow {
  row: number;
  values: Partial<Record<ImportField, string>>;
  errors: RowError[];
}

export interface ImportValidation {
  preview: PreviewRow[];
  valid: ImportRow[];
  errors: RowError[];
}

/** Lower-case, no accents, words separated by single spaces: "Adresse e-mail" -> "adresse e mail". */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const HEADER_NAMES: Record<ImportField, string[]> = {
  email: [
    'email',
    'e mail',
    'mail',
    'email address',
    'e mail address',
    'courriel',
    'adresse email',
    'adresse e mail',
    'adresse mail',
    'adresse electronique',
  ],
  first_name: ['first name', 'firstname', 'given name', 'forename', 'prenom'],
  last_name: ['last name', 'lastname', 'surname', 'family name', 'nom', 'nom de famille'],
  full_name: [
    'name',
    'full name',
    'fullname',
    'contact name',
    'customer name',
    'nom complet',
    'nom et prenom',
    'prenom et nom',
    'nom prenom',
  ],
  phone: [
    'phone',
    'phone number',
    'telephone',
    'telephone number',
    'tel',
    'mobile',
    'cell',
    'portable',
    'numero de telephone',
    'numero',
  ],
  country: ['country', 'country code', 'pays', 'code pays'],
  locale: ['language', 'locale', 'lang', 'langue'],
  consent: [
    'consent',
    'marketing consent',
    'email consent',
    'newsletter',
    'opt in',
    'optin',
    'subscribed',
    'consentement',
    'consentement marketing',
    'accepte',
    'abonne',
  ],
  tags: ['tags', 'tag', 'labels', 'label', 'etiquettes', 'etiquette', 'groupes', 'groups', 'segments'],
};

export function suggestMapping(headers: string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const name = normaliseHeader(header);
    const field = IMPORT_FIELDS.find(
      (candidate) => !taken.has(candidate) && HEADER_NAMES[candidate].includes(name),
    );
    if (!field) return null;
    taken.add(field);
    return field;
  });
}

export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const COUNTRY_NAMES: Record<string, string> = {
  france: 'FR',
  'united states': 'US',
  usa: 'US',
  'etats unis': 'US',
  belgium: 'BE',
  belgique: 'BE',
  switzerland: 'CH',
  suisse: 'CH',
  canada: 'CA',
  'united kingdom': 'GB',
  uk: 'GB',
  'royaume uni': 'GB',
  germany: 'DE',
  allemagne: 'DE',
  italy: 'IT',
  italie: 'IT',
  spain: 'ES',
  espagne: 'ES',
  luxembourg: 'LU',
  monaco: 'MC',
  netherlands: 'NL',
  'pays bas': 'NL',
  portugal: 'PT',
};

export function readCountry(value: string): string | null | undefined {
  if (value.trim() === '') return undefined;
  if (/^[a-z]{2}$/i.test(value.trim())) return value.trim().toUpperCase();
  return COUNTRY_NAMES[normaliseHeader(value)] ?? null;
}

export function readLocale(value: string): 'en' | 'fr' | null | undefined {
  const name = normaliseHeader(value);
  if (name === '') return undefined;
  if (['en', 'english', 'anglais', 'en us', 'en gb'].includes(name)) return 'en';
  if (['fr', 'french', 'francais', 'fr fr'].includes(name)) return 'fr';
  return null;
}

export function readConsent(value: string): boolean | null | undefined {
  const name = normaliseHeader(value);
  if (name === '') return undefined;
  if (['yes', 'y', 'true', '1', 'oui', 'o', 'vrai', 'x', 'opted in', 'subscribed'].includes(name))
    return true;
  if (['no', 'n', 'false', '0', 'non', 'faux', 'opted out', 'unsubscribed'].includes(name)) return false;
  return null;
}

export function readTags(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[,;|]/)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '' && tag.length <= 50),
    ),
  ];
}

const MAX_TEXT = 200;

/** Checks every row against the mapping; rows are numbered as lines of the file (the header is line 1). */
export function validateImport(rows: string[][], mapping: ColumnMapping): ImportValidation {
  const seen = new Set<string>();
  const preview: PreviewRow[] = [];
  const valid: ImportRow[] = [];
  const errors: RowError[] = [];

  rows.forEach((cells, index) => {
    const row = index + 2;
    const values: Partial<Record<ImportField, string>> = {};
    mapping.forEach((field, column) => {
      if (field && values[field] === undefined) values[field] = (cells[column] ?? '').trim();
    });
    const rowErrors: RowError[] = [];
    const fail = (field: ImportField, code: RowErrorCode) => rowErrors.push({ row, field, code });

    const email = values.email ?? '';
    if (email === '') fail('email', 'email_missing');
    else if (email.length > 254 || !EMAIL_PATTERN.test(email)) fail('email', 'email_invalid');
    else if (seen.has(email.toLowerCase())) fail('email', 'duplicate_in_file');
    else seen.add(email.toLowerCase());

    const country = readCountry(values.country ?? '');
    if (country === null) fail('country', 'country_invalid');
    const locale = readLocale(values.locale ?? '');
    if (locale === null) fail('locale', 'locale_invalid');
    const consent = readConsent(values.consent ?? '');
    if (consent === null) fail('consent', 'consent_invalid');
    for (const field of ['first_name', 'last_name', 'full_name', 'phone'] as const) {
      if ((values[field]?.length ?? 0) > MAX_TEXT) fail(field, 'too_long');
    }

    preview.push({ row, values, errors: rowErrors });
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      return;
    }
    const importRow: ImportRow = { row, email };
    for (const field of ['first_name', 'last_name', 'full_name', 'phone'] as const) {
      if (values[field]) importRow[field] = values[field];
    }
    if (country) importRow.country = country;
    if (locale) importRow.locale = locale;
    if (consent !== undefined && consent !== null) importRow.consent = consent;
    const tags = readTags(values.tags ?? '');
    if (tags.length > 0) importRow.tags = tags;
    valid.push(importRow);
  });

  return { preview, valid, errors };
}

/** The rows that have at least one error, for the preview's "only rows with errors" toggle. */
export function rowsWithErrors(preview: PreviewRow[]): PreviewRow[] {
  return preview.filter((row) => row.errors.length > 0);
}

/** Rows per request; the API takes bodies up to 1 MB, so batches are also cut by size. */
export const IMPORT_BATCH_SIZE = 2000;
const IMPORT_BATCH_BYTES = 600_000;

export function importBatches(rows: ImportRow[]): ImportRow[][] {
  const batches: ImportRow[][] = [];
  let current: ImportRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length * 2; // worst case: every character escaped or multi-byte
    if (current.length > 0 && (current.length >= IMPORT_BATCH_SIZE || bytes + size > IMPORT_BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Distinct rows with at least one error (a row with two bad fields counts once). */
export function errorRowCount(errors: { row: number }[]): number {
  return new Set(errors.map((error) => error.row)).size;
}
