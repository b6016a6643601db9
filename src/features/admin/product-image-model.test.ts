import { describe, expect, it } from 'vitest';
import {
  IMAGE_TYPES,
  imageProblem,
  isImageAddress,
  MAX_IMAGE_BYTES,
  moveItem,
  storageUploadProblem,
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
