// A page asked to take focus gives it to its heading when it opens; any other page leaves focus where it is.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import { Page } from './page';

describe('Page', () => {
  it('focuses its heading when it opens with focusHeading', async () => {
    await renderWithApp(<Page id="cart" focusHeading />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
  });

  it('leaves focus alone without it', async () => {
    await renderWithApp(<Page id="cart" />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    expect(heading).not.toHaveFocus();
    expect(heading).not.toHaveAttribute('tabindex');
  });
});
