import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
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

  it('is translated in French', async () => {
    await renderWithApp(<Footer year={2030} />, { language: 'fr' });
    expect(screen.getByText('© 2030 Maison Immortela. Tous droits réservés.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos' })).toBeInTheDocument();
  });
});
