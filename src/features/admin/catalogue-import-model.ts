// The catalogue migration's plan: per static item, each field whose value would change, with the shop's value,
// the catalogue's, and whether its box starts ticked. The apply sends only the ticked (product, field) pairs.
import type { Json } from '@/lib/database.types';
import type { ProductRow } from './product-form-model';
import type { StaticCatalogueItem } from './static-catalogue';

/** Fields the catalogue owns: a dry run proposes them whenever the shop's value differs. */
export const OWNED_FIELDS = ['title', 'subtitle', 'price', 'features', 'featured'] as const;
/** Fields the catalogue only proposes when the product has nothing there. */
export const FILLED_FIELDS = [
  'title_fr',
  'subtitle_fr',
  'description',
  'description_fr',
  'features_fr',
  'image_urls',
] as const;
/** Fields only a new product takes from the catalogue: the shop owns them afterwards. */
export const CREATE_FIELDS = ['stock', 'published'] as const;

export type CatalogueField =
  (typeof OWNED_FIELDS)[number] | (typeof FILLED_FIELDS)[number] | (typeof CREATE_FIELDS)[number];
export type FieldValue = string | number | boolean | string[] | null;

export interface FieldChange {
  field: CatalogueField;
  /** The shop's value now (null for a product the shop does not have). */
  current: FieldValue;
  catalogue: FieldValue;
  tickedByDefault: boolean;
}

/** One catalogue item: new (not in the shop), or existing with its differing fields (none: up to date). */
export interface PlannedProduct {
  slug: string;
  name: string;
  isNew: boolean;
  changes: FieldChange[];
}

/** A row of catalogue_migration_values: what the migration last wrote in a product's field. */
export interface MigratedValue {
  product_id: string;
  field: string;
  value: Json;
}

function target(item: StaticCatalogueItem): Record<CatalogueField, FieldValue> {
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
    // inStock: available, stock not tracked. The catalogue was the live shop: its items go live.
    stock: item.inStock ? null : 0,
    published: true,
  };
}

/** Equal as the database means it: numbers as numbers (the API may send 900 or "900.00"), lists item by item. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  if (typeof a === 'number' || typeof b === 'number')
    return a !== null && b !== null && Number(a) === Number(b);
  return (a ?? null) === (b ?? null);
}

const empty = (value: FieldValue): boolean =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function planImport(
  catalogue: StaticCatalogueItem[],
  existing: ProductRow[],
  migrated: MigratedValue[] = [],
): PlannedProduct[] {
  const bySlug = new Map(existing.map((row) => [row.product_id, row]));
  const lastWritten = new Map(migrated.map((entry) => [`${entry.product_id}:${entry.field}`, entry.value]));
  return catalogue.map((item) => {
    const wanted = target(item);
    const row = bySlug.get(item.id);
    if (!row) {
      // A new product overwrites nothing of the owner's: every field starts ticked.
      const fields = [...OWNED_FIELDS, ...FILLED_FIELDS, ...CREATE_FIELDS];
      return {
        slug: item.id,
        name: item.name,
        isNew: true,
        changes: fields.map((field) => ({
          field,
          current: null,
          catalogue: wanted[field],
          tickedByDefault: true,
        })),
      };
    }
    const current: Pick<ProductRow, CatalogueField> = row;
    const differs = [
      ...OWNED_FIELDS.filter((field) => !sameValue(current[field], wanted[field])),
      ...FILLED_FIELDS.filter((field) => empty(current[field]) && !empty(wanted[field])),
    ];
    return {
      slug: item.id,
      name: item.name,
      isNew: false,
      changes: differs.map((field) => {
        const key = `${row.id}:${field}`;
        // Ticked only when the shop still holds what the last migration wrote there: the owner has not touched
        // the field since, and the catalogue moved on. Anything else is the owner's value (edited in the
        // product editor, or never written by a migration at all, so we cannot tell): left unticked, so a run
        // never reverts an owner's edit unless the owner ticks it.
        const untouched = lastWritten.has(key) && sameValue(current[field], lastWritten.get(key));
        return { field, current: current[field], catalogue: wanted[field], tickedByDefault: untouched };
      }),
    };
  });
}

/** The owner's ticks: one key per (product, field) pair. */
export type Selection = ReadonlySet<string>;

export const pairKey = (slug: string, field: CatalogueField): string => `${slug}:${field}`;

export const productPairKeys = (product: PlannedProduct): string[] =>
  product.changes.map((change) => pairKey(product.slug, change.field));

export const allPairKeys = (plan: PlannedProduct[]): string[] => plan.flatMap(productPairKeys);

export function defaultSelection(plan: PlannedProduct[]): Selection {
  return new Set(
    plan.flatMap((product) =>
      product.changes
        .filter((change) => change.tickedByDefault)
        .map((change) => pairKey(product.slug, change.field)),
    ),
  );
}

/** The selection with these pairs ticked (on) or not: one box, a product's "all / none", or the overall one. */
export function setTicked(selection: Selection, keys: string[], on: boolean): Selection {
  const next = new Set(selection);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** What the apply sends for one ticked pair: the shop's value the dry run showed, and the catalogue's. (A type,
 * not an interface, so that it is JSON the generated Json type accepts.) */
export type ApplyChange = {
  product: string;
  field: CatalogueField;
  new: boolean;
  expected: FieldValue;
  value: FieldValue;
};

export function changesToApply(plan: PlannedProduct[], selection: Selection): ApplyChange[] {
  return plan.flatMap((product) =>
    product.changes
      .filter((change) => selection.has(pairKey(product.slug, change.field)))
      .map((change) => ({
        product: product.slug,
        field: change.field,
        new: product.isNew,
        expected: change.current,
        value: change.catalogue,
      })),
  );
}

/** What the database did with one pair: written, refused because the shop changed since the dry run, or a new
 * product refused because its name or price was not ticked. */
export type ApplyResult = 'applied' | 'changed' | 'incomplete';

export interface ApplyOutcome {
  product: string;
  field: CatalogueField;
  outcome: ApplyResult;
}

export function countOutcomes(outcomes: ApplyOutcome[]): Record<ApplyResult, number> {
  const counts = { applied: 0, changed: 0, incomplete: 0 };
  for (const { outcome } of outcomes) counts[outcome] += 1;
  return counts;
}

export function countPlan(plan: PlannedProduct[]): { create: number; update: number; skip: number } {
  const counts = { create: 0, update: 0, skip: 0 };
  for (const product of plan) {
    if (product.isNew) counts.create += 1;
    else if (product.changes.length > 0) counts.update += 1;
    else counts.skip += 1;
  }
  return counts;
}
