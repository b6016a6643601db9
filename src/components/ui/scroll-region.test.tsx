import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a region in the tab order that scrolls sideways, named after its table, with the caller classes', async () => {
    await renderWithApp(
      <ScrollRegion label="Orders" className="mt-4">
        <table />
      </ScrollRegion>,
    );
    const region = await screen.findByRole('region', { name: 'Orders (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto', 'mt-4');
    expect(region.querySelector('table')).not.toBeNull();
  });

  it('is named in French too', async () => {
    await renderWithApp(
      <ScrollRegion label="Commandes">
        <table />
      </ScrollRegion>,
      { language: 'fr' },
    );
    expect(
      await screen.findByRole('region', { name: 'Commandes (défile horizontalement)' }),
    ).toBeInTheDocument();
  });
});
