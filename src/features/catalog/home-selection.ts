// Which products the home page shows: the owner's featured ones first, then the rest, each group in the owner's
// order (sort_order; the list itself arrives by price), as many as one row of the collection's grid holds.

export const HOME_PRODUCT_COUNT = 3;

interface Ordered {
  featured: boolean | null;
  sort_order: number | null;
}

export function homeSelection<P extends Ordered>(products: readonly P[], count = HOME_PRODUCT_COUNT): P[] {
  const rank = (product: P) => [product.featured ? 0 : 1, product.sort_order ?? Number.MAX_SAFE_INTEGER];
  return [...products]
    .sort((a, b) => {
      const [featuredA = 0, orderA = 0] = rank(a);
      const [featuredB = 0, orderB = 0] = rank(b);
      return featuredA - featuredB || orderA - orderB;
    })
    .slice(0, count);
}
