import { describe, expect, it } from 'vitest';
import {
  contentType,
  countResults,
  downloadProblem,
  isInBucket,
  migratedPath,
  rewriteUrls,
  sourceAddress,
} from './image-migration-model';

const BASE = 'http://127.0.0.1:54321/storage/v1/object/public/product-images/';

describe('image migration rules', () => {
  it('knows what is already in the bucket', () => {
    expect(isInBucket(`${BASE}products/a/1.png`, BASE)).toBe(true);
    expect(isInBucket('/images/products/a.svg', BASE)).toBe(false);
    expect(isInBucket('https://cdn.example.com/product-images/a.png', BASE)).toBe(false);
  });

  it('resolves site paths and refuses what is not a web address', () => {
    expect(sourceAddress('/images/a.svg', 'https://shop.example')).toBe('https://shop.example/images/a.svg');
    expect(sourceAddress('https://cdn.example.com/a.png', 'https://shop.example')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(sourceAddress('data:image/png;base64,AAAA', 'https://shop.example')).toBeNull();
    expect(sourceAddress('javascript:alert(1)', 'https://shop.example')).toBeNull();
  });

  it('reads the content type without its parameters and checks type and size', () => {
    expect(contentType('image/SVG+xml; charset=utf-8')).toBe('image/svg+xml');
    expect(contentType(null)).toBe('');
    expect(downloadProblem({ type: 'text/html', size: 100 })).toBe('type');
    expect(downloadProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('size');
    // The bucket takes raster images only: an SVG stays where it is, whatever its host calls it.
    expect(downloadProblem({ type: 'image/svg+xml', size: 100 })).toBe('svg');
    expect(downloadProblem({ type: 'text/plain', size: 100, name: '/images/products/a.svg' })).toBe('svg');
  });

  it('derives the same bucket path from the same source, so a second run overwrites', () => {
    expect(migratedPath('rose', 'ab'.repeat(32), 'image/png')).toBe(`migrated/rose/${'ab'.repeat(12)}.png`);
  });

  it('rewrites only the copied URLs and keeps the order', () => {
    const copied = new Map([['/b.png', `${BASE}b.png`]]);
    expect(rewriteUrls(['/a.png', '/b.png', '/broken.png'], copied)).toEqual([
      '/a.png',
      `${BASE}b.png`,
      '/broken.png',
    ]);
  });

  it('counts the results', () => {
    const report = { productId: 'p', slug: 's', title: 't', url: 'u' };
    expect(
      countResults([
        { ...report, result: 'copied' },
        { ...report, result: 'failed', reason: 'http' },
        { ...report, result: 'copied' },
      ]),
    ).toEqual({ wouldCopy: 0, copied: 2, skipped: 0, failed: 1 });
  });
});
