import { describe, expect, it } from 'vitest';
import { aProduct } from '@/test/product';
import { viewProduct } from './product-view';

const URL = '/images/products/a.webp';

describe('the image a product view shows', () => {
  const product = aProduct({
    title: 'Elixir',
    title_fr: 'Élixir',
    image_urls: [URL, '/images/products/b.webp'],
    image_details: [
      { url: URL, alt: { en: 'Amber bottle on a stone', fr: '' }, focus: { x: 30, y: 70 } },
      { url: '/images/products/b.webp', alt: { en: '', fr: 'Boîte' }, focus: { x: 50, y: 50 } },
    ],
  });

  it('is the first image, with its alt text in the language and its focal point', () => {
    const view = viewProduct(product, 'en', 'usd');
    expect(view.image).toBe(URL);
    expect(view.imageAlt).toBe('Amber bottle on a stone');
    expect(view.picture?.focus).toEqual({ x: 30, y: 70 });
  });

  it('has no alt text in French when only the English one is written (the caller names it after the product)', () => {
    expect(viewProduct(product, 'fr', 'eur').imageAlt).toBe('');
  });

  it('is null without images, and an image without details has no alt text', () => {
    expect(viewProduct(aProduct(), 'en', 'usd')).toMatchObject({ image: null, picture: null, imageAlt: '' });
    const bare = viewProduct(aProduct({ image_urls: [URL] }), 'fr', 'eur');
    expect(bare).toMatchObject({ image: URL, imageAlt: '', picture: { focus: { x: 50, y: 50 } } });
  });
});
