import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/test/render';
import { Navigation } from './navigation';

const session = {
  cartCount: 0,
  staffRole: null,
  isSignedIn: false,
  onSignOut: () => undefined,
  onSearch: () => undefined,
};

describe('Navigation', () => {
  it('lists the SPEC links and no admin link for visitors', async () => {
    await renderWithApp(<Navigation {...session} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/collection',
      '/ritual',
      '/our-story',
      '/journal',
      '/our-commitment',
      '/experiences',
    ]);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('shows admin links to admins only', async () => {
    await renderWithApp(<Navigation {...session} staffRole="admin" />);
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/admin/products');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('shows fulfilment staff the orders only', async () => {
    await renderWithApp(<Navigation {...session} staffRole="fulfilment" />);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
    expect(screen.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('counts cart items in the badge and offers sign-out to a signed-in member', async () => {
    const onSignOut = vi.fn();
    await renderWithApp(<Navigation {...session} cartCount={3} isSignedIn onSignOut={onSignOut} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('switches the language with the EN/FR toggle', async () => {
    await renderWithApp(<Navigation {...session} />);
    await userEvent.click(screen.getByRole('button', { name: 'Passer en français' }));
    // The French strings load on demand: the switch shows once they are in.
    expect(await screen.findByRole('link', { name: 'Membres' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('offers the currency beside the language: the language’s by default, a choice kept after a switch', async () => {
    await renderWithApp(<Navigation {...session} />);
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('usd');
    await userEvent.selectOptions(currency, '€ EUR');
    expect(currency).toHaveValue('eur');
    expect(localStorage.getItem('currency')).toBe('eur');
    await userEvent.click(screen.getByRole('button', { name: 'Passer en français' }));
    expect(await screen.findByRole('combobox', { name: 'Devise' })).toHaveValue('eur');
  });
});
