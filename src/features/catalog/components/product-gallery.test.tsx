import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/test/product';
import { renderWithApp } from '@/test/render';
import { ProductGallery } from './product-gallery';

const A = '/images/products/a.webp';
const B = '/images/products/b.webp';

const product = aProduct({
  image_urls: [A, B],
  image_details: [
    { url: A, alt: { en: 'Amber bottle', fr: 'Flacon ambré' }, focus: { x: 50, y: 50 } },
    {
      url: B,
      alt: { en: 'Open jar', fr: '' },
      focus: { x: 20, y: 80 },
      srcSet: '/p/b-480w.webp 480w, /p/b-960w.webp 960w',
      width: 960,
      height: 480,
    },
  ],
});

const shown = () => screen.getAllByRole('img').find((img) => img.getAttribute('alt') !== '');

describe('ProductGallery', () => {
  it('shows the chosen picture with its alt text in French, the product name standing in for a missing one', async () => {
    await renderWithApp(<ProductGallery product={product} title="Élixir" />, { language: 'fr' });
    expect(await screen.findByRole('list', { name: 'Photos de Élixir' })).toBeTruthy();
    expect(shown()?.getAttribute('alt')).toBe('Flacon ambré');
    expect(
      screen.getByRole('button', { name: 'Afficher la photo 1 sur 2' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher la photo 2 sur 2' }));
    const second = shown();
    expect(second?.getAttribute('alt')).toBe('Élixir');
    expect(second?.getAttribute('src')).toBe(B);
    expect(second?.getAttribute('srcset')).toBe('/p/b-480w.webp 480w, /p/b-960w.webp 960w');
    expect(second?.style.objectPosition).toBe('20% 80%');
    expect(
      screen.getByRole('button', { name: 'Afficher la photo 2 sur 2' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows one picture without thumbnails, as before, when the product has one', async () => {
    await renderWithApp(<ProductGallery product={aProduct({ image_urls: [A] })} title="Elixir" />);
    const picture = await screen.findByRole('img', { name: 'Elixir' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(picture.getAttribute('srcset')).toBeNull();
    expect(picture.getAttribute('style')).toBeNull();
  });
});
