// The cart as a small external store (read with useSyncExternalStore): one synchronous source of truth that the
// provider renders and the server sync reads, persisted to localStorage on every change, and merged with the
// copy another tab writes there.
import { mergeCartLines, sameLines } from './cart-model';
import { writeStoredCart, type StoredCart } from './cart-storage';

/**
 * Why the cart changed: `local` is this tab's own change (a shopper's action, or a merge that added something of
 * this tab's to another tab's copy): the server sync saves it. `adopted` is another tab's copy taken as it is
 * (that tab saves it). `synced` is the server sync's own bookkeeping.
 */
export type CartChange = 'local' | 'adopted' | 'synced';

export interface CartStore {
  get(): StoredCart;
  update(change: (cart: StoredCart) => StoredCart, reason?: CartChange): void;
  /** Another tab wrote `theirs` to the shared storage. */
  receive(theirs: StoredCart): void;
  subscribe(listener: (reason: CartChange) => void): () => void;
}

const sameSynced = (a: StoredCart, b: StoredCart) =>
  a.synced?.cartId === b.synced?.cartId && a.synced?.version === b.synced?.version;

/**
 * The cart this tab holds after another tab wrote `theirs`. Two copies of the same member's cart merge by
 * product against their own bases (what each last read from the server): a line only this tab changed keeps
 * this tab's state, a line the other tab changed (or both did) follows theirs, a line neither changed follows
 * the newer base. Anything else (a guest cart, another user, a signed-out tab) is taken as it is.
 */
export function mergeTabCopies(mine: StoredCart, theirs: StoredCart): StoredCart {
  if (
    theirs.owner === null ||
    mine.owner !== theirs.owner ||
    !mine.synced ||
    !theirs.synced ||
    mine.synced.cartId !== theirs.synced.cartId
  ) {
    return theirs;
  }
  const theirsNewer = theirs.synced.version >= mine.synced.version;
  const items = mergeCartLines({
    base: mine.synced.items,
    local: mine.items,
    remote: theirs.items,
    remoteBase: theirs.synced.items,
    conflicts: 'remote',
    untouched: theirsNewer ? 'remote' : 'local',
  });
  return { owner: theirs.owner, items, synced: theirsNewer ? theirs.synced : mine.synced };
}

export function createCartStore(
  initial: StoredCart,
  persist: (cart: StoredCart) => void = writeStoredCart,
): CartStore {
  let state = initial;
  const listeners = new Set<(reason: CartChange) => void>();
  const emit = (reason: CartChange) => {
    for (const listener of listeners) listener(reason);
  };
  return {
    get: () => state,
    update(change, reason = 'local') {
      const next = change(state);
      if (next === state) return;
      state = next;
      persist(next);
      emit(reason);
    },
    receive(theirs) {
      const merged = mergeTabCopies(state, theirs);
      const contributed =
        merged.owner !== theirs.owner ||
        !sameLines(merged.items, theirs.items) ||
        !sameSynced(merged, theirs);
      if (contributed) {
        // Write the merge back, so that the other tab gets what this one adds, and save it from here.
        state = merged;
        persist(merged);
        emit('local');
      } else {
        state = theirs;
        emit('adopted');
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
