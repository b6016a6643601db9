import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a named region in the tab order that scrolls sideways, with the caller classes', () => {
    render(
      <ScrollRegion label="Orders" className="mt-4">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto', 'mt-4');
    expect(region.querySelector('table')).not.toBeNull();
  });
});
