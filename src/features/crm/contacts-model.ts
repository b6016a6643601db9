// The contacts list's state lives in the URL (shareable, survives a reload): reading it, writing it back and
// turning it into the search function's arguments.

export const CONTACT_SOURCES = [
  'signup',
  'newsletter',
  'community',
  'checkout',
  'contact_form',
  'import',
  'admin',
] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_SORTS = ['created_at', 'name', 'email', 'country'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

export type YesNo = '' | 'yes' | 'no';

export interface ContactFilters {
  q: string;
  source: ContactSource | '';
  country: string;
  consent: YesNo;
  tag: string;
  ordered: YesNo;
  sort: ContactSort;
  dir: 'asc' | 'desc';
  page: number;
}

export const PAGE_SIZE = 25;

export const DEFAULT_FILTERS: ContactFilters = {
  q: '',
  source: '',
  country: '',
  consent: '',
  tag: '',
  ordered: '',
  sort: 'created_at',
  dir: 'desc',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

// "q" would open the site search (the root layout reads it on every page), so the term travels as "search".
const URL_NAMES: Partial<Record<keyof ContactFilters, string>> = { q: 'search' };

export function readFilters(params: URLSearchParams): ContactFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('search') ?? '',
    source: oneOf(['', ...CONTACT_SOURCES], params.get('source'), ''),
    country: /^[A-Za-z]{2}$/.test(params.get('country') ?? '')
      ? (params.get('country') ?? '').toUpperCase()
      : '',
    consent: oneOf(['', 'yes', 'no'], params.get('consent'), ''),
    tag: params.get('tag') ?? '',
    ordered: oneOf(['', 'yes', 'no'], params.get('ordered'), ''),
    sort: oneOf(CONTACT_SORTS, params.get('sort'), 'created_at'),
    dir: oneOf(['asc', 'desc'], params.get('dir'), 'desc'),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The URL's query for the filters, leaving out what is at its default. */
export function writeFilters(filters: ContactFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof ContactFilters)[]) {
    const value = filters[key];
    if (value !== DEFAULT_FILTERS[key] && value !== '') params.set(URL_NAMES[key] ?? key, String(value));
  }
  return params;
}

const yesNo = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');

export function searchArgs(filters: ContactFilters, pageSize = PAGE_SIZE) {
  return {
    p_search: filters.q.trim() || undefined,
    p_source: filters.source || undefined,
    p_country: filters.country || undefined,
    p_consent: yesNo(filters.consent),
    p_tag: filters.tag.trim() || undefined,
    p_has_ordered: yesNo(filters.ordered),
    p_sort: filters.sort,
    p_descending: filters.dir === 'desc',
    p_limit: pageSize,
    p_offset: (filters.page - 1) * pageSize,
  };
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function isValidTag(tag: string): boolean {
  const trimmed = tag.trim();
  return trimmed.length >= 1 && trimmed.length <= 50 && !/[,;]/.test(trimmed);
}

/** Rows as they are after a bulk tag (added once, or removed): the ticked rows kept for the export. */
export function withTag<Row extends { tags: string[] }>(row: Row, tag: string, remove: boolean): Row {
  const cleaned = tag.trim();
  if (remove) return { ...row, tags: row.tags.filter((existing) => existing !== cleaned) };
  return row.tags.includes(cleaned) ? row : { ...row, tags: [...row.tags, cleaned] };
}
