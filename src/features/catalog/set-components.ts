// A set's components as products_public lists them (set_components jsonb: [{product_id, title, title_fr,
// quantity}], null for a single product), read at run time rather than cast: the column is jsonb.
import type { Json } from '@/lib/database.types';

export interface SetComponent {
  productId: string;
  title: string;
  quantity: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The components in the language (the French title when it has one); [] for a product that is not a set. */
export function setComponents(value: Json | null | undefined, language: string): SetComponent[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const { product_id: productId, title, title_fr: titleFr, quantity } = entry;
    if (typeof productId !== 'string' || typeof title !== 'string' || typeof quantity !== 'number') return [];
    const french = typeof titleFr === 'string' && titleFr.trim() ? titleFr : null;
    return [{ productId, title: language === 'fr' && french ? french : title, quantity }];
  });
}

/** The set product of a ritual of the /ritual page, by convention (20261201300100_ritual_sets_data.sql). */
export const ritualSetId = (ritualId: string): string => `ritual-${ritualId}`;
