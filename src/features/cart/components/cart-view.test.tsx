// The cart keeps keyboard focus where the shopper can go on (WCAG 2.4.3) when a line or the whole cart goes, and
// says what went in its status region.
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/test/render';
import { aCartLine } from '@/test/cart-line';
import { CartContext, type CartContextValue } from '@/features/cart/cart-context';
import type { CartItem } from '@/features/cart/cart-model';
import { CartView } from './cart-view';

/** The cart's context over plain state: the view is what is tested here, not the store. */
function WithCart({ initial, afterCheckout }: { initial: CartItem[]; afterCheckout?: ReactNode }) {
  const [items, setItems] = useState(initial);
  const value: CartContextValue = {
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    add: () => undefined,
    setQuantity: (id, quantity) =>
      setItems((current) =>
        quantity <= 0
          ? current.filter((item) => item.id !== id)
          : current.map((item) => (item.id === id ? { ...item, quantity } : item)),
      ),
    remove: (id) => setItems((current) => current.filter((item) => item.id !== id)),
    clear: () => setItems([]),
    reprice: () => undefined,
  };
  return (
    <CartContext.Provider value={value}>
      <CartView afterCheckout={afterCheckout} />
    </CartContext.Provider>
  );
}

const renderCart = (ids: string[], language: 'en' | 'fr' = 'en') =>
  renderWithApp(<WithCart initial={ids.map((id) => aCartLine(id))} />, { language });

// The first render loads the translations and the view's modules, past 5 s on a shared two-core machine.
describe('CartView focus', { timeout: 15_000 }, () => {
  it('after Remove, focuses the next line’s Remove, then the one before, and announces each', async () => {
    await renderCart(['elixir', 'creme', 'baume']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove creme from the cart' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove baume from the cart' })).toHaveFocus(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('creme removed from the cart.');

    await user.click(screen.getByRole('button', { name: 'Remove baume from the cart' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove elixir from the cart' })).toHaveFocus(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('baume removed from the cart.');
  });

  it('after the last line goes, by its quantity set to 0, focuses the empty cart’s message', async () => {
    await renderCart(['elixir']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'One less elixir' }));
    await waitFor(() => expect(screen.getByText('Your cart is empty.')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('elixir removed from the cart.');
  });

  it('after Clear, focuses the empty cart’s message and says the cart was cleared, in French too', async () => {
    await renderCart(['elixir', 'creme'], 'fr');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vider le panier' }));
    await waitFor(() => expect(screen.getByText('Votre panier est vide.')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Le panier a été vidé.');
  });

  it('moves no focus while nothing was taken away', async () => {
    await renderCart(['elixir', 'creme']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'One more elixir' }));
    expect(screen.getByRole('button', { name: 'One more elixir' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('CartView links', { timeout: 15_000 }, () => {
  it('names each line with a link to its product page, and shows what the route gives under the checkout', async () => {
    await renderWithApp(
      <WithCart
        initial={[aCartLine('elixir'), aCartLine('creme')]}
        afterCheckout={<p>Under the button</p>}
      />,
      { language: 'fr' },
    );
    expect(await screen.findByRole('link', { name: 'creme' })).toHaveAttribute('href', '/products/creme');
    const checkout = screen.getByRole('link', { name: 'Passer commande' });
    const line = screen.getByText('Under the button');
    expect(checkout.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
