// The cart's rules (SPEC.md 5), pure: quantities 1..1000, duplicate lines merged, zero or less removes, lines
// priced from the catalogue in the shopper's currency.
import { displayPrice, type Currency, type Priced } from '@/lib/money';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;

export type CartCurrency = Currency;

/** A cart line as SPEC.md 3 names it. `id` is the product's slug (products.product_id). */
export interface CartItem {
  id: string;
  name: string;
  price: number;
  image: string;
  subtitle: string;
  description: string;
  features: string[];
  inStock: boolean;
  featured: boolean;
  quantity: number;
  displayPrice: number;
  displayCurrency: CartCurrency;
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));
}

/** Merges lines of the same product (quantities summed, capped at 1000) and clamps every quantity. */
export function normalizeCart(items: CartItem[]): CartItem[] {
  const byId = new Map<string, CartItem>();
  for (const item of items) {
    const existing = byId.get(item.id);
    byId.set(
      item.id,
      existing
        ? { ...existing, quantity: clampQuantity(existing.quantity + item.quantity) }
        : { ...item, quantity: clampQuantity(item.quantity) },
    );
  }
  return [...byId.values()];
}

/** Adds one unit of a product: a new line with quantity 1, or one more on the existing line. */
export function addItem(items: CartItem[], item: Omit<CartItem, 'quantity'>): CartItem[] {
  const existing = items.find((line) => line.id === item.id);
  if (!existing) return [...items, { ...item, quantity: 1 }];
  return items.map((line) =>
    line.id === item.id ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line,
  );
}

/** Sets a line's quantity; zero or below removes the line. */
export function setQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, id);
  return items.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function removeItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

/** The cart after sign-in: the server's lines plus the guest's, summed per product and capped. */
export function mergeCarts(server: CartItem[], local: CartItem[]): CartItem[] {
  return normalizeCart([...server, ...local]);
}

/** The same products in the same quantities, whatever the order and the display fields. */
export function sameLines(a: CartItem[], b: CartItem[]): boolean {
  if (a.length !== b.length) return false;
  const quantities = new Map(a.map((line) => [line.id, line.quantity]));
  return b.every((line) => quantities.get(line.id) === line.quantity);
}

export interface MergeInput {
  /** The lines as last read from (or written to) the server: what `local` changed from. */
  base: CartItem[];
  /** This copy's lines. */
  local: CartItem[];
  /** The other copy: the server's lines after a stale save, or another tab's copy. */
  remote: CartItem[];
  /** What `remote` changed from, when it differs from `base` (another tab's own base); else `base`. */
  remoteBase?: CartItem[];
  /** Who wins a line both sides changed: the server merge keeps the local quantity, a tab merge the other copy. */
  conflicts: 'local' | 'remote';
  /** Whose state a line neither side changed takes: the side with the newer base (the remote unless told). */
  untouched?: 'local' | 'remote';
}

/**
 * Three-way merge by product. A line this copy touched (added, removed or given another quantity since `base`)
 * keeps the local state, a line only the remote touched follows the remote, a line both touched follows
 * `conflicts`. So lines added on either side are all kept (the union by product), a line removed on one side
 * and untouched on the other goes, and the user's own quantities win over the server's. Local lines come
 * first, in their order, then the remote's new ones. It never invents a line: each line of the result is one
 * of `local` or `remote` (with the remote's quantity when the remote wins a line both have).
 */
export function mergeCartLines({
  base,
  local,
  remote,
  remoteBase = base,
  conflicts,
  untouched = 'remote',
}: MergeInput): CartItem[] {
  const quantityIn = (lines: CartItem[]) => new Map(lines.map((line) => [line.id, line.quantity]));
  const baseQuantity = quantityIn(base);
  const remoteBaseQuantity = quantityIn(remoteBase);
  const localById = new Map(local.map((line) => [line.id, line]));
  const remoteById = new Map(remote.map((line) => [line.id, line]));
  const ids = [...new Set([...local.map((line) => line.id), ...remote.map((line) => line.id)])];
  const merged: CartItem[] = [];
  for (const id of ids) {
    const mine = localById.get(id);
    const theirs = remoteById.get(id);
    const touchedHere = mine?.quantity !== baseQuantity.get(id);
    const touchedThere = theirs?.quantity !== remoteBaseQuantity.get(id);
    const side =
      touchedHere && touchedThere ? conflicts : touchedHere ? 'local' : touchedThere ? 'remote' : untouched;
    if (side === 'local') {
      if (mine) merged.push(mine);
    } else if (theirs) {
      // The remote's quantity; the local display fields (name, price in this tab's language) when present.
      merged.push(mine ? { ...mine, quantity: theirs.quantity } : theirs);
    }
  }
  return normalizeCart(merged);
}

export function itemCount(items: CartItem[]): number {
  return items.reduce((total, line) => total + line.quantity, 0);
}

/** Subtotal in the display currency. */
export function subtotal(items: CartItem[]): number {
  return items.reduce((total, line) => total + line.displayPrice * line.quantity, 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a stored cart, keeping only well-formed lines, so a corrupted copy never breaks the page. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines = data.filter(isRecord).flatMap((line): CartItem[] => {
    const { id, name, price, quantity, displayPrice } = line;
    if (typeof id !== 'string' || !id || typeof name !== 'string') return [];
    if (typeof price !== 'number' || typeof quantity !== 'number' || !Number.isFinite(price)) return [];
    return [
      {
        id,
        name,
        price,
        image: typeof line.image === 'string' ? line.image : '',
        subtitle: typeof line.subtitle === 'string' ? line.subtitle : '',
        description: typeof line.description === 'string' ? line.description : '',
        features: Array.isArray(line.features)
          ? line.features.filter((f): f is string => typeof f === 'string')
          : [],
        inStock: line.inStock !== false,
        featured: line.featured === true,
        quantity,
        displayPrice:
          typeof displayPrice === 'number' && Number.isFinite(displayPrice) ? displayPrice : price,
        displayCurrency: line.displayCurrency === 'eur' ? 'eur' : 'usd',
      },
    ];
  });
  return normalizeCart(lines.filter((line) => line.quantity > 0));
}

/**
 * A line's prices from the catalogue: the product's price, and what it shows in the shopper's currency; null
 * when the catalogue no longer sells the product.
 */
export function catalogPrice(
  item: Pick<CartItem, 'id'>,
  products: readonly (Priced & { product_id: string })[],
  currency: Currency,
): Pick<CartItem, 'price' | 'displayPrice' | 'displayCurrency'> | null {
  const product = products.find((candidate) => candidate.product_id === item.id);
  if (!product) return null;
  return {
    price: product.price,
    displayPrice: displayPrice(product, currency),
    displayCurrency: currency,
  };
}
