// A catalogue field's value as the admin reads it in the dry run: the price as money in the column's currency,
// stock as a count, lists item by item, descriptions as their text, flags as yes or no.
import type { Language } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { plainText } from '@/lib/plain-text';
import type { CatalogueField, FieldValue } from './catalogue-import-model';

export type ShownValue = { kind: 'text'; text: string } | { kind: 'list'; items: string[] };

/** The few words a value needs, in the admin's language (admin.json migration.values). */
export type ValueWords = (
  key: 'none' | 'yes' | 'no' | 'notTracked' | 'units',
  options?: { count: number },
) => string;

const LONGEST = 160;

const shorten = (text: string): string => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

export function formatFieldValue(
  field: CatalogueField,
  value: FieldValue,
  language: Language | string,
  words: ValueWords,
): ShownValue {
  if (field === 'stock') {
    return {
      kind: 'text',
      text: value === null ? words('notTracked') : words('units', { count: Number(value) }),
    };
  }
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return { kind: 'text', text: words('none') };
  }
  if (Array.isArray(value)) return { kind: 'list', items: value.map(shorten) };
  if (typeof value === 'boolean') return { kind: 'text', text: words(value ? 'yes' : 'no') };
  if (field === 'price') {
    // The price column is in dollars (the editor's "Price (USD)"); cents only when it has some.
    const amount = Number(value);
    return { kind: 'text', text: formatMoney(amount, 'usd', language, { cents: !Number.isInteger(amount) }) };
  }
  if (field === 'description' || field === 'description_fr') {
    return { kind: 'text', text: shorten(plainText(String(value))) };
  }
  return { kind: 'text', text: shorten(String(value)) };
}
