// The cart's rules (SPEC.md 5), pure: quantities 1..1000, duplicate lines merged, zero or less removes.

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;

export type CartCurrency = 'usd' | 'eur';

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
