// How a brand page's form is generated from its JSON: which leaves are editable text (ids and product slugs
// are the page's structure, not words), which need a text area, and the words for a field's path. Pure.
import type { Json, LeafPath } from './content-document-model';

/** Keys whose strings name things (a section's anchor, a product) rather than say them: kept, never edited. */
const STRUCTURAL_KEYS = new Set(['id', 'product']);

export function isEditableKey(key: string | number): boolean {
  return typeof key === 'number' || !STRUCTURAL_KEYS.has(key);
}

/** A text that reads better in a text area: long, or already on several lines, in either language. */
export function isLongText(...values: Json[]): boolean {
  return values.some((value) => typeof value === 'string' && (value.length > 80 || value.includes('\n')));
}

/** A path as the function names it in `missing` or `field` ("sections.0.title", "hero/title") split in parts. */
export function parsePath(path: string): LeafPath {
  return path
    .split(/[./]/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The words for a path: each key by `label`, each index as its position ("Sections › 2 › Title"). */
export function pathWords(path: LeafPath, label: (key: string) => string): string {
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : label(part))).join(' › ');
}
