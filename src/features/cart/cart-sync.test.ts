import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartSignedOutError, type CartApi, type ReplaceResult, type ServerCart } from './api/cart-api';
import { addItem, removeItem, setQuantity, type CartItem } from './cart-model';
import { EMPTY_CART, type StoredCart } from './cart-storage';
import { createCartStore, type CartStore } from './cart-store';
import { CartSync, MAX_CONFLICTS, reconcileWithServer } from './cart-sync';
import { aCartLine, aCartProduct } from '@/test/cart-line';

const USER = 'user-1';
const DELAY = 400;

const line = aCartLine;
const product = aCartProduct;
const ids = (items: CartItem[]) => items.map((item) => `${item.id}x${item.quantity}`);

interface Call {
  op: 'load' | 'replace';
  version?: number;
  items?: string[];
}

/**
 * The server as replace_cart_lines keeps it (a version per write, stale versions refused), with answers that
 * can be held back to see what the client does meanwhile.
 */
class FakeServer {
  cartId = 'cart-1';
  version = 0;
  items: CartItem[] = [];
  calls: Call[] = [];
  inFlight = 0;
  maxInFlight = 0;
  held = false;
  private waiting: (() => void)[] = [];
  signedOut = false;
  unknown: string | null = null;

  /** Another tab or browser writes the cart. */
  writeElsewhere(items: CartItem[]) {
    this.items = items;
    this.version += 1;
  }

  release() {
    this.held = false;
    for (const go of this.waiting.splice(0)) go();
  }

  private async answer<T>(work: () => T): Promise<T> {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else await Promise.resolve();
      return work();
    } finally {
      this.inFlight -= 1;
    }
  }

  api: CartApi = {
    load: async (userId): Promise<ServerCart> => {
      if (this.signedOut || userId !== USER) throw new CartSignedOutError();
      this.calls.push({ op: 'load' });
      return this.answer(() => ({ id: this.cartId, version: this.version, items: [...this.items] }));
    },
    replace: async (userId, cartId, version, items): Promise<ReplaceResult> => {
      if (this.signedOut || userId !== USER) throw new CartSignedOutError();
      this.calls.push({ op: 'replace', version, items: ids(items) });
      return this.answer(() => {
        if (cartId !== this.cartId) return { status: 'not_found' };
        if (this.unknown && items.some((item) => item.id === this.unknown)) {
          return { status: 'unknown_product', productId: this.unknown };
        }
        if (version !== this.version) return { status: 'stale' };
        this.items = [...items];
        this.version += 1;
        return { status: 'saved', version: this.version };
      });
    },
  };
}

let server: FakeServer;
let store: CartStore;
let errors: unknown[];
let sync: CartSync;

function startSync(initial: StoredCart = EMPTY_CART) {
  store = createCartStore(initial, () => undefined);
  sync = new CartSync({
    userId: USER,
    store,
    api: server.api,
    delayMs: DELAY,
    onError: (e) => errors.push(e),
  });
  return sync.start();
}

const edit = (change: (items: CartItem[]) => CartItem[]) =>
  store.update((cart) => ({ ...cart, items: change(cart.items) }));

const replaces = () => server.calls.filter((call) => call.op === 'replace');

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer();
  errors = [];
});

afterEach(() => {
  sync?.stop();
  vi.useRealTimers();
});

describe('reconcileWithServer', () => {
  const serverCart: ServerCart = { id: 'cart-1', version: 3, items: [line('a', 2), line('b', 1)] };

  it('adds a guest cart to the member’s, summing quantities', () => {
    const guest: StoredCart = { owner: null, items: [line('a', 1), line('c', 1)], synced: null };
    const result = reconcileWithServer(guest, USER, serverCart);
    expect(ids(result.items)).toEqual(['ax3', 'bx1', 'cx1']);
    expect(result.owner).toBe(USER);
    expect(result.synced).toEqual({ cartId: 'cart-1', version: 3, items: serverCart.items });
  });

  it('merges this member’s copy against its base, and replaces another user’s copy', () => {
    const mine: StoredCart = {
      owner: USER,
      items: [line('a', 5)],
      synced: { cartId: 'cart-1', version: 1, items: [line('a', 1), line('b', 1)] },
    };
    // a changed here (kept), b removed here (stays removed), the server's b untouched since the base.
    expect(ids(reconcileWithServer(mine, USER, serverCart).items)).toEqual(['ax5']);
    const theirs: StoredCart = { ...mine, owner: 'someone-else' };
    expect(ids(reconcileWithServer(theirs, USER, serverCart).items)).toEqual(['ax2', 'bx1']);
  });

  it('without a base keeps every local line and adds the server’s others', () => {
    const old: StoredCart = { owner: USER, items: [line('a', 7), line('c', 1)], synced: null };
    expect(ids(reconcileWithServer(old, USER, serverCart).items)).toEqual(['ax7', 'cx1', 'bx1']);
  });
});

describe('the save queue (CartSync)', () => {
  it('loads the server cart at start, merges the guest cart into it and saves the result once', async () => {
    server.items = [line('a', 1)];
    await startSync({ owner: null, items: [line('b', 2)], synced: null });
    expect(ids(store.get().items)).toEqual(['ax1', 'bx2']);
    expect(replaces()).toEqual([{ op: 'replace', version: 0, items: ['ax1', 'bx2'] }]);
    expect(store.get().synced).toEqual({ cartId: 'cart-1', version: 1, items: store.get().items });
    expect(ids(server.items)).toEqual(['ax1', 'bx2']);
  });

  it('saves nothing when the copy already matches the server', async () => {
    server.items = [line('a', 1)];
    server.version = 4;
    await startSync({
      owner: USER,
      items: [line('a', 1)],
      synced: { cartId: 'cart-1', version: 4, items: [line('a', 1)] },
    });
    expect(replaces()).toEqual([]);
  });

  it('debounces: several changes in a row make one save of the latest lines, with the version read', async () => {
    await startSync();
    edit((items) => addItem(items, product('a')));
    await vi.advanceTimersByTimeAsync(DELAY / 2);
    edit((items) => addItem(items, product('a')));
    edit((items) => addItem(items, product('b')));
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(replaces()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(replaces()).toEqual([{ op: 'replace', version: 0, items: ['ax2', 'bx1'] }]);
    expect(store.get().synced?.version).toBe(1);
  });

  it('serialises: a change during a save is sent after it, with the version that save returned', async () => {
    await startSync();
    server.held = true;
    edit((items) => addItem(items, product('a')));
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(server.inFlight).toBe(1);
    edit((items) => addItem(items, product('b')));
    await vi.advanceTimersByTimeAsync(DELAY * 3);
    expect(replaces()).toHaveLength(1); // the second waits for the first
    server.release();
    await vi.runAllTimersAsync();
    expect(replaces()).toEqual([
      { op: 'replace', version: 0, items: ['ax1'] },
      { op: 'replace', version: 1, items: ['ax1', 'bx1'] },
    ]);
    expect(server.maxInFlight).toBe(1);
    expect(server.version).toBe(2);
    expect(errors).toEqual([]);
  });

  it('a stale version reloads, merges (both lines kept) and retries with the new version', async () => {
    await startSync();
    server.writeElsewhere([line('a', 1)]); // another tab saved a first
    edit((items) => addItem(items, product('b')));
    await vi.runAllTimersAsync();
    expect(server.calls.map((call) => call.op)).toEqual(['load', 'replace', 'load', 'replace']);
    expect(replaces()).toEqual([
      { op: 'replace', version: 0, items: ['bx1'] },
      { op: 'replace', version: 1, items: ['bx1', 'ax1'] },
    ]);
    expect(ids(store.get().items)).toEqual(['bx1', 'ax1']);
    expect(store.get().synced?.version).toBe(2);
    expect(ids(server.items)).toEqual(['bx1', 'ax1']);
  });

  it('a merge keeps the quantity the user set and the removal another tab made', async () => {
    server.items = [line('a', 1), line('b', 1)];
    server.version = 1;
    await startSync({
      owner: USER,
      items: [line('a', 1), line('b', 1)],
      synced: { cartId: 'cart-1', version: 1, items: [line('a', 1), line('b', 1)] },
    });
    server.writeElsewhere([line('a', 1)]); // another tab removed b
    edit((items) => setQuantity(items, 'a', 4));
    await vi.runAllTimersAsync();
    expect(ids(server.items)).toEqual(['ax4']);
    expect(replaces().at(-1)).toEqual({ op: 'replace', version: 2, items: ['ax4'] });
  });

  it('only ever sends the lines the store holds at the time of the request', async () => {
    await startSync();
    server.writeElsewhere([line('x', 9)]);
    edit((items) => addItem(items, product('a')));
    await vi.advanceTimersByTimeAsync(DELAY);
    // The merge after the stale answer brought x in: from then on x is one of the store's lines.
    await vi.runAllTimersAsync();
    for (const call of replaces().slice(0, 1)) expect(call.items).toEqual(['ax1']);
    expect(replaces().at(-1)?.items).toEqual(ids(store.get().items));
  });

  it('stop() (sign-out) drops a pending save and ignores the answer of a request in flight', async () => {
    await startSync();
    edit((items) => addItem(items, product('a')));
    await vi.advanceTimersByTimeAsync(DELAY - 10);
    sync.stop();
    await vi.runAllTimersAsync();
    expect(replaces()).toEqual([]);

    // Again with the request already out: its answer changes nothing, and nothing follows it.
    server = new FakeServer();
    await startSync();
    server.held = true;
    edit((items) => addItem(items, product('a')));
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(replaces()).toHaveLength(1);
    edit((items) => addItem(items, product('b')));
    sync.stop();
    const before = store.get();
    server.release();
    await vi.runAllTimersAsync();
    expect(store.get()).toBe(before);
    expect(replaces()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('a session already gone sends nothing and reports no error', async () => {
    await startSync();
    server.signedOut = true;
    edit((items) => addItem(items, product('a')));
    await vi.runAllTimersAsync();
    expect(replaces()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('drops a line whose product no longer exists, then saves the rest', async () => {
    await startSync();
    server.unknown = 'gone';
    edit((items) => addItem(addItem(items, product('gone')), product('a')));
    await vi.runAllTimersAsync();
    expect(ids(store.get().items)).toEqual(['ax1']);
    expect(ids(server.items)).toEqual(['ax1']);
  });

  it('gives up after too many conflicts in a row and reports it; the next change tries again', async () => {
    await startSync();
    const replace = server.api.replace;
    server.api.replace = async (...args) => {
      server.writeElsewhere(server.items); // someone always writes first
      return replace(...args);
    };
    edit((items) => addItem(items, product('a')));
    await vi.runAllTimersAsync();
    expect(replaces()).toHaveLength(MAX_CONFLICTS + 1);
    expect(errors).toHaveLength(1);
    server.api.replace = replace;
    edit((items) => removeItem(addItem(items, product('b')), 'b'));
    edit((items) => addItem(items, product('c')));
    await vi.runAllTimersAsync();
    expect(ids(server.items)).toEqual(['ax1', 'cx1']);
  });
});
