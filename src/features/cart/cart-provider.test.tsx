import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCart } from './cart-context';
import { CartProvider } from './cart-provider';
import { aCartProduct } from '@/test/cart-line';

// The server never answers: the member's first load is still out, as on a slow network.
vi.mock('./api/server-cart', () => ({
  serverCartApi: {
    load: () => new Promise(() => undefined),
    replace: () => new Promise(() => undefined),
  },
}));

const product = aCartProduct('renouvela-creme', 900);

/** The provider as the app mounts it, with the user id a test changes (sign-in, sign-out). */
function renderCart(userId: string | null) {
  let currentUser = userId;
  const view = renderHook(() => useCart(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <CartProvider userId={currentUser}>{children}</CartProvider>
    ),
  });
  return {
    result: view.result,
    signedInAs(id: string | null) {
      currentUser = id;
      view.rerender();
    },
  };
}

describe('CartProvider', () => {
  afterEach(() => window.localStorage.clear());

  it('takes away at sign-out a line the member added before their first server load answered', () => {
    const view = renderCart('member-1');
    act(() => view.result.current.add(product));
    expect(view.result.current.count).toBe(1);
    view.signedInAs(null);
    expect(view.result.current.count).toBe(0);
    expect(window.localStorage.getItem('cart')).toBeNull();
  });

  it('keeps a guest’s cart as it is', () => {
    const view = renderCart(null);
    act(() => view.result.current.add(product));
    view.signedInAs(null);
    expect(view.result.current.count).toBe(1);
  });
});
