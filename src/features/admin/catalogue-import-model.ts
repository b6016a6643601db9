// The catalogue import's plan: for each static item, create the product, update the fields the catalogue
// owns that differ, or skip it. Idempotent by construction: after a run, the same plan is all skips.
import type { TablesInsert, TablesUpdate } from '@/lib/database.types';
import type { ProductRow } from './product-form-model';
import type { StaticCatalogueItem } from './static-catalogue';

/** Fields the catalogue owns: an import makes them equal to the catalogue. */
export const OWNED_FIELDS = ['title', 'subtitle', 'price', 'features', 'featured'] as const;
/** Fields an import only fills when the product has nothing there. */
export const FILLED_FIELDS = [
  'title_fr',
  'subtitle_fr',
  'description',
  'description_fr',
  'features_fr',
  'image_urls',
] as const;

type Field = (typeof OWNED_FIELDS)[number] | (typeof FILLED_FIELDS)[number];
type Value = string | number | boolean | string[] | null;

export interface FieldChange {
  field: Field;
  from: Value;
  to: Value;
}

export type PlannedItem =
  | { id: string; name: string; action: 'create'; insert: TablesInsert<'products'> }
  | {
      id: string;
      name: string;
      action: 'update';
      productId: string;
      changes: FieldChange[];
      update: TablesUpdate<'products'>;
    }
  | { id: string; name: string; action: 'skip' };

function target(item: StaticCatalogueItem): Record<Field, Value> {
  return {
    title: item.name,
    subtitle: item.subtitle,
    price: item.price,
    features: item.features,
    featured: item.featured,
    title_fr: item.fr.name,
    subtitle_fr: item.fr.subtitle,
    description: item.description,
    description_fr: item.fr.description,
    features_fr: item.fr.features,
    image_urls: [item.image],
  };
}

const same = (a: Value, b: Value): boolean =>
  Array.isArray(a) || Array.isArray(b)
    ? JSON.stringify(a ?? []) === JSON.stringify(b ?? [])
    : typeof a === 'number' || typeof b === 'number'
      ? Number(a) === Number(b)
      : a === b;

const empty = (value: Value): boolean =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function planImport(catalogue: StaticCatalogueItem[], existing: ProductRow[]): PlannedItem[] {
  const bySlug = new Map(existing.map((row) => [row.product_id, row]));
  return catalogue.map((item) => {
    const wanted = target(item);
    const row = bySlug.get(item.id);
    if (!row) {
      return {
        id: item.id,
        name: item.name,
        action: 'create',
        insert: {
          product_id: item.id,
          title: item.name,
          title_fr: item.fr.name,
          subtitle: item.subtitle,
          subtitle_fr: item.fr.subtitle,
          description: item.description,
          description_fr: item.fr.description,
          price: item.price,
          features: item.features,
          features_fr: item.fr.features,
          featured: item.featured,
          image_urls: [item.image],
          // inStock: available, stock not tracked. The catalogue was the live shop: its items go live.
          stock: item.inStock ? null : 0,
          published: true,
        },
      };
    }
    const current: Pick<ProductRow, Field> = row;
    const changes: FieldChange[] = [];
    for (const field of OWNED_FIELDS) {
      if (!same(current[field], wanted[field]))
        changes.push({ field, from: current[field], to: wanted[field] });
    }
    for (const field of FILLED_FIELDS) {
      if (empty(current[field]) && !empty(wanted[field]))
        changes.push({ field, from: current[field], to: wanted[field] });
    }
    if (changes.length === 0) return { id: item.id, name: item.name, action: 'skip' };
    return {
      id: item.id,
      name: item.name,
      action: 'update',
      productId: row.id,
      changes,
      update: Object.fromEntries(
        changes.map((change) => [change.field, change.to]),
      ) as TablesUpdate<'products'>,
    };
  });
}

export type ImportOutcome =
  | { id: string; name: string; result: 'created' | 'updated'; fields: Field[] }
  | { id: string; name: string; result: 'skipped'; fields: [] }
  | { id: string; name: string; result: 'failed'; fields: Field[]; reason: string };

export function summarize(
  outcomes: { result: string }[],
): Record<'created' | 'updated' | 'skipped' | 'failed', number> {
  const counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
  for (const outcome of outcomes) {
    if (outcome.result in counts) counts[outcome.result as keyof typeof counts] += 1;
  }
  return counts;
}
