// A member's cart mirrored to the server: one CartSync per signed-in user, started at sign-in and stopped at
// sign-out (or when the user changes). It reads the server cart, merges this browser's copy into it, then saves
// each change: debounced, one request at a time, always the store's current lines with the version they were
// merged against. A stale version (another tab or browser wrote first) reloads, merges and retries.
import { CartSignedOutError, type CartApi, type ServerCart } from './api/cart-api';
import { mergeCarts, mergeCartLines, removeItem, sameLines } from './cart-model';
import type { StoredCart } from './cart-storage';
import type { CartStore } from './cart-store';

/** Conflicts in a row before a save gives up until the next change. */
export const MAX_CONFLICTS = 5;

/**
 * The copy this browser holds once the server cart has been read. A guest's cart is added to the member's
 * (quantities summed, SPEC.md 7); this member's own copy is merged against the server state it last knew (its
 * base: lines the shopper changed since keep their quantity, the others follow the server); another user's
 * copy is replaced by the server's.
 */
export function reconcileWithServer(cart: StoredCart, userId: string, server: ServerCart): StoredCart {
  const synced = { cartId: server.id, version: server.version, items: server.items };
  if (cart.owner === null) {
    return { owner: userId, items: mergeCarts(server.items, cart.items), synced };
  }
  if (cart.owner !== userId) return { owner: userId, items: server.items, synced };
  // Without a base (a copy written before versions, or a cart that became an order) every local line counts
  // as the shopper's own: the union by product, local quantities first.
  const base = cart.synced?.cartId === server.id ? cart.synced.items : [];
  const items = mergeCartLines({ base, local: cart.items, remote: server.items, conflicts: 'local' });
  return { owner: userId, items, synced };
}

export interface CartSyncOptions {
  userId: string;
  store: CartStore;
  api: CartApi;
  /** Quiet time after the last change before a save. */
  delayMs: number;
  /** Errors other than a sign-out (the cart stays in the browser; the next change tries again). */
  onError?: (error: unknown) => void;
}

export class CartSync {
  private readonly userId: string;
  private readonly store: CartStore;
  private readonly api: CartApi;
  private readonly delayMs: number;
  private readonly onError: (error: unknown) => void;
  private stopped = false;
  private started = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The request sequence in progress, if any: saves never overlap. */
  private running: Promise<void> | undefined;
  /** A save was asked for while one was running: run another once it ends. */
  private again = false;
  private unsubscribe: () => void = () => undefined;

  constructor(options: CartSyncOptions) {
    this.userId = options.userId;
    this.store = options.store;
    this.api = options.api;
    this.delayMs = options.delayMs;
    this.onError =
      options.onError ??
      ((error) => console.error('Cart sync failed; the cart stays in this browser:', error));
  }

  /** Reads (or creates) the server cart, merges this browser's copy into it and saves the result if needed. */
  start(): Promise<void> {
    if (this.started || this.stopped) return this.running ?? Promise.resolve();
    this.started = true;
    this.unsubscribe = this.store.subscribe((reason) => {
      if (reason === 'local') this.schedule();
    });
    return this.run(true);
  }

  /**
   * Drops whatever is pending: the timer, the next save, and the answer of a request in flight. Called at
   * sign-out, before the session is gone for good, so nothing is sent after it.
   */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.unsubscribe();
  }

  /** A save once the cart has been quiet for delayMs. */
  schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run(false);
    }, this.delayMs);
  }

  /** Saves now (after the request in flight, if any) rather than after the delay. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.run(false);
  }

  private run(load: boolean): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const sequence = async () => {
      try {
        if (load) await this.reconcile();
        do {
          this.again = false;
          await this.save();
        } while (this.again && !this.stopped);
      } catch (error) {
        if (!(error instanceof CartSignedOutError) && !this.stopped) this.onError(error);
      } finally {
        this.running = undefined;
      }
    };
    this.running = sequence();
    return this.running;
  }

  private async reconcile(): Promise<void> {
    const server = await this.api.load(this.userId);
    if (this.stopped) return;
    this.store.update((cart) => reconcileWithServer(cart, this.userId, server), 'synced');
  }

  /** Saves until the server holds the store's lines, reloading and merging after each stale version. */
  private async save(): Promise<void> {
    let conflicts = 0;
    while (!this.stopped) {
      const cart = this.store.get();
      if (cart.owner !== this.userId || !cart.synced) return;
      const { cartId, version } = cart.synced;
      const items = cart.items;
      if (sameLines(items, cart.synced.items)) return;
      const result = await this.api.replace(this.userId, cartId, version, items);
      if (this.stopped) return;
      if (result.status === 'saved') {
        this.store.update((current) => {
          if (current.owner !== this.userId) return current;
          // Another tab may already have told this one of a later version.
          if (current.synced?.cartId === cartId && current.synced.version > result.version) return current;
          return { ...current, synced: { cartId, version: result.version, items } };
        }, 'synced');
        continue; // the lines may have changed while the request was out
      }
      if (result.status === 'unknown_product') {
        if (!items.some((line) => line.id === result.productId)) {
          throw new Error(`The server refused a product the cart does not hold: ${result.productId}`);
        }
        // The product is gone from the catalogue (checkout would refuse it too): drop the line and go on.
        this.store.update(
          (current) =>
            current.owner === this.userId
              ? { ...current, items: removeItem(current.items, result.productId) }
              : current,
          'synced',
        );
        continue;
      }
      // stale or not_found: another writer came first, or the cart is no longer the active one.
      conflicts += 1;
      if (conflicts > MAX_CONFLICTS) {
        throw new Error(`The cart was still changing on the server after ${MAX_CONFLICTS} merges`);
      }
      await this.reconcile();
    }
  }
}
