import { describe, expect, it } from 'vitest';
import { newProductImage } from '@/lib/product-images';
import {
  altProblem,
  focusAt,
  focusInput,
  IMAGE_TYPES,
  imageDetailsRow,
  imageProblem,
  imagesProblem,
  srcSetWidths,
  isImageAddress,
  MAX_IMAGE_BYTES,
  moveItem,
  storageUploadProblem,
  withAlt,
  withFocus,
} from './product-image-model';

describe('product images', () => {
  it('checks image type and size against the bucket', () => {
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it('refuses SVG with its own reason, by type or by name, and offers raster types only', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 10, name: 'logo.svg' })).toBe('svg');
    expect(imageProblem({ type: '', size: 10, name: 'LOGO.SVG' })).toBe('svg');
    expect(imageProblem({ type: 'image/png', size: 10, name: 'mark.svgz' })).toBe('svg');
    expect(IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
    expect(IMAGE_TYPES.some((type) => type.includes('svg'))).toBe(false);
  });

  it("reads Storage's refusals (hosted: HTTP 400, the real status in statusCode)", () => {
    expect(
      storageUploadProblem({
        status: 400,
        statusCode: '415',
        message: 'mime type image/svg+xml is not supported',
      }),
    ).toBe('type');
    expect(storageUploadProblem({ status: 400, statusCode: '413' })).toBe('size');
    expect(storageUploadProblem({ status: 400, statusCode: '403' })).toBe('forbidden');
    expect(storageUploadProblem({ status: 413 })).toBe('size');
    expect(storageUploadProblem(new Error('network'))).toBeNull();
    expect(storageUploadProblem(undefined)).toBeNull();
  });

  it('accepts web and site image addresses only', () => {
    expect(isImageAddress('https://cdn.example.com/a.png')).toBe(true);
    expect(isImageAddress('/images/products/a.svg')).toBe(true);
    expect(isImageAddress('//evil.example/a.png')).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
    expect(isImageAddress('not an address')).toBe(false);
  });

  it('moves an image within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe("each image's alt texts and focal point", () => {
  const jar = { ...newProductImage('/a.webp'), alt: { en: 'A jar', fr: 'Un pot' }, focus: { x: 10, y: 90 } };
  const box = { ...newProductImage('/b.webp'), srcSet: '/b-480w.webp 480w', width: 480, height: 360 };

  it('moves an image with its texts, focal point and sizes', () => {
    expect(moveItem([jar, box], 1, 0)).toEqual([box, jar]);
    expect(moveItem([jar, box], 0, 1)[1]).toBe(jar);
  });

  it('sets one language of one image, leaving the others', () => {
    const next = withAlt([jar, box], 1, 'fr', 'Une boîte');
    expect(next[1]?.alt).toEqual({ en: '', fr: 'Une boîte' });
    expect(next[0]).toBe(jar);
  });

  it('clamps a focal point to whole percents of the picture', () => {
    expect(withFocus([jar], 0, { x: -4, y: 100.4 })[0]?.focus).toEqual({ x: 0, y: 100 });
    expect(withFocus([jar], 0, { x: 33.3, y: Number.NaN })[0]?.focus).toEqual({ x: 33, y: 50 });
  });

  it('reads a click on the picture as a focal point, and a typed percent', () => {
    const box200 = { left: 100, top: 50, width: 200, height: 100 };
    expect(focusAt({ clientX: 150, clientY: 75 }, box200)).toEqual({ x: 25, y: 25 });
    expect(focusAt({ clientX: 400, clientY: 0 }, box200)).toEqual({ x: 100, y: 0 });
    expect(focusAt({ clientX: 1, clientY: 1 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({
      x: 50,
      y: 50,
    });
    expect(focusInput('20', 50)).toBe(20);
    expect(focusInput('12,6', 50)).toBe(13);
    expect(focusInput('250', 50)).toBe(100);
    expect(focusInput('', 40)).toBe(40);
    expect(focusInput('left', 40)).toBe(40);
  });

  it('refuses alt texts the database refuses: over 250 characters, or with a tab or a line break', () => {
    expect(altProblem('x'.repeat(250))).toBeNull();
    expect(altProblem(` ${'x'.repeat(250)} `)).toBeNull();
    expect(altProblem('x'.repeat(251))).toBe('altTooLong');
    expect(altProblem('two\tcolumns')).toBe('altControl');
    expect(imagesProblem([jar, withAlt([box], 0, 'fr', 'a\nb')[0]!])).toBe('products.images.altControl');
    expect(imagesProblem([jar, box])).toBeNull();
  });

  it('writes each entry as the database keeps it: texts trimmed, sizes only when made at upload', () => {
    const spaced = withAlt([jar], 0, 'en', '  A jar  ');
    expect(imageDetailsRow([...spaced, box])).toEqual([
      { url: '/a.webp', alt: { en: 'A jar', fr: 'Un pot' }, focus: { x: 10, y: 90 } },
      {
        url: '/b.webp',
        alt: { en: '', fr: '' },
        focus: { x: 50, y: 50 },
        srcSet: '/b-480w.webp 480w',
        width: 480,
        height: 360,
      },
    ]);
  });

  it('reads the widths of a srcSet from its descriptors, not from the file names', () => {
    expect(srcSetWidths('/p/a-480w.webp 480w, /p/a-960w.webp 960w, /p/a-1000w.webp 1000w')).toEqual([
      480, 960, 1000,
    ]);
    expect(srcSetWidths(undefined)).toEqual([]);
    expect(srcSetWidths('/p/a.webp 2x')).toEqual([]);
  });
});
