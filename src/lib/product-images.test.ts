import { describe, expect, it } from 'vitest';
import { clampFocus, imageAlt, newProductImage, objectPosition, productImagesOf } from './product-images';

const A = '/images/a.webp';
const B = '/images/b.webp';

describe('product images with their details', () => {
  it('reads each address with its entry, sizes kept', () => {
    const details = [
      { url: A, alt: { en: 'A jar', fr: 'Un pot' }, focus: { x: 20, y: 80 } },
      {
        url: B,
        alt: { en: '', fr: '' },
        focus: { x: 50, y: 50 },
        srcSet: `${B} 960w`,
        width: 960,
        height: 720,
      },
    ];
    expect(productImagesOf([A, B], details)).toEqual([
      { url: A, alt: { en: 'A jar', fr: 'Un pot' }, focus: { x: 20, y: 80 } },
      {
        url: B,
        alt: { en: '', fr: '' },
        focus: { x: 50, y: 50 },
        srcSet: `${B} 960w`,
        width: 960,
        height: 720,
      },
    ]);
  });

  it('gives an address without its entry (none, another address, not a list) no alt and the centre', () => {
    expect(productImagesOf([A], [])).toEqual([newProductImage(A)]);
    expect(productImagesOf([A], [{ url: B, alt: { en: 'B', fr: 'B' }, focus: { x: 1, y: 1 } }])).toEqual([
      newProductImage(A),
    ]);
    expect(productImagesOf([A], null)).toEqual([newProductImage(A)]);
    expect(productImagesOf([A], undefined)).toEqual([newProductImage(A)]);
    expect(newProductImage(A)).toEqual({ url: A, alt: { en: '', fr: '' }, focus: { x: 50, y: 50 } });
  });

  it('reads a malformed entry as far as it is sound: texts as strings, focus clamped, sizes only whole and paired', () => {
    const [image] = productImagesOf(
      [A],
      [
        {
          url: A,
          alt: { en: 3, fr: 'Pot' },
          focus: { x: 140, y: 'top' },
          srcSet: '',
          width: 12.5,
          height: 4,
        },
      ],
    );
    expect(image).toEqual({ url: A, alt: { en: '', fr: 'Pot' }, focus: { x: 100, y: 50 } });
  });

  it('clamps a focal coordinate to a whole percent, the centre for what is not a number', () => {
    expect(clampFocus(-3)).toBe(0);
    expect(clampFocus(101)).toBe(100);
    expect(clampFocus(33.6)).toBe(34);
    expect(clampFocus(Number.NaN)).toBe(50);
    expect(clampFocus(Number.POSITIVE_INFINITY)).toBe(50);
  });

  it('names an image in the page language, the fallback standing in for a missing or blank text', () => {
    const image = { alt: { en: 'Amber bottle', fr: '  ' } };
    expect(imageAlt(image, 'en', 'Elixir')).toBe('Amber bottle');
    // Never the English text on a French page: the product's name in French stands in.
    expect(imageAlt(image, 'fr', 'Élixir')).toBe('Élixir');
    expect(imageAlt({ alt: { en: '', fr: 'Flacon ambré' } }, 'fr', 'Élixir')).toBe('Flacon ambré');
    expect(imageAlt(null, 'fr', 'Élixir')).toBe('Élixir');
  });

  it('writes the focal point as an object-position', () => {
    expect(objectPosition({ x: 20, y: 80 })).toBe('20% 80%');
    expect(objectPosition({ x: 120, y: -1 })).toBe('100% 0%');
  });
});
