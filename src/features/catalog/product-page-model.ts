// What a product's page shows beside the product: the rituals it belongs to (the rituals page's steps name their
// products) and a few related products, those of the same rituals first.
import type { Product } from './api/get-products';

/** What the page needs of a ritual of the rituals page (src/content/types.ts Ritual). */
export interface RitualRef {
  id: string;
  title: string;
  steps: readonly { product?: string }[];
}

/** The rituals one of whose steps uses the product, in the rituals page's order. */
export function ritualsOf<R extends RitualRef>(slug: string, rituals: readonly R[]): R[] {
  return rituals.filter((ritual) => ritual.steps.some((step) => step.product === slug));
}

/**
 * Up to `count` other products: those used in the same rituals (in their steps' order), then the rest by how
 * close their price is, so a shopper sees what goes with it before what merely costs the same.
 */
export function relatedProducts(
  product: Product,
  products: readonly Product[],
  rituals: readonly RitualRef[],
  count = 3,
): Product[] {
  const others = products.filter((candidate) => candidate.product_id !== product.product_id);
  const bySlug = new Map(others.map((candidate) => [candidate.product_id, candidate]));
  const chosen = new Set<Product>();
  for (const ritual of ritualsOf(product.product_id, rituals)) {
    for (const step of ritual.steps) {
      const partner = step.product ? bySlug.get(step.product) : undefined;
      if (partner) chosen.add(partner);
    }
  }
  const rest = others
    .filter((candidate) => !chosen.has(candidate))
    .sort((a, b) => Math.abs(a.price - product.price) - Math.abs(b.price - product.price));
  return [...chosen, ...rest].slice(0, count);
}

/** The page's meta description: the subtitle, else the description cut at a word near 160 characters. */
export function metaDescription(subtitle: string, descriptionText: string, max = 160): string {
  const text = (subtitle || descriptionText).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  // The last space within the limit ends the text, the ellipsis taking its place.
  const space = text.slice(0, max).lastIndexOf(' ');
  return `${(space > max / 2 ? text.slice(0, space) : text.slice(0, max - 1)).trimEnd()}…`;
}
