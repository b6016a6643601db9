import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the current year and links that go somewhere real', async () => {
    await renderWithApp(<Footer />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Maison Immortela. All rights reserved.`),
    ).toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      expect(href === '#' || href === '').toBe(false);
      if (href.startsWith('http')) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
      }
    }
  });

  it('links the four legal pages, the accessibility statement, the way to withdraw and the withdrawal form', async () => {
    await renderWithApp(<Footer />);
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Legal notice', '/legal-notice'],
      ['Terms of sale', '/terms'],
      ['Privacy policy', '/privacy'],
      ['Cookies', '/cookies'],
      ['Accessibility', '/accessibility'],
      ['Withdraw from the contract here', '/order'],
      ['Withdrawal form', '/withdrawal-form'],
    ]);
  });

  it('is translated in French', async () => {
    await renderWithApp(<Footer year={2030} />, { language: 'fr' });
    expect(screen.getByText('© 2030 Maison Immortela. Tous droits réservés.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/legal-notice');
    expect(screen.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Formulaire de rétractation' })).toHaveAttribute(
      'href',
      '/withdrawal-form',
    );
  });

  it('takes a member to their orders to withdraw, a guest to the order lookup, in French too', async () => {
    await renderWithApp(<Footer signedIn />, { language: 'fr' });
    expect(screen.getByRole('link', { name: 'Renoncer au contrat ici' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
  });
});
