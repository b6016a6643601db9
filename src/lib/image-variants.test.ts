import { describe, expect, it } from 'vitest';
import { scaledHeight, srcSetOf, variantWidths } from './image-variants';

describe('variantWidths', () => {
  it('keeps the widths narrower than the picture and adds its own width', () => {
    expect(variantWidths(1000, [720, 1200])).toEqual([720, 1000]);
  });
  it('caps a large picture at the widest size', () => {
    expect(variantWidths(4000, [1200, 720, 720])).toEqual([720, 1200]);
  });
  it('gives a small picture one file at its own width', () => {
    expect(variantWidths(300, [720, 1200])).toEqual([300]);
  });
  it('does not repeat a width equal to the picture', () => {
    expect(variantWidths(720, [720, 1200])).toEqual([720]);
  });
});

describe('scaledHeight', () => {
  it('keeps the proportions', () => {
    expect(scaledHeight(1600, 900, 720)).toBe(405);
    expect(scaledHeight(5000, 1, 720)).toBe(1);
  });
});

describe('srcSetOf', () => {
  it('names each file with its width', () => {
    expect(srcSetOf([{ width: 720 }, { width: 1200 }], (w) => `/a-${w}.webp`)).toBe(
      '/a-720.webp 720w, /a-1200.webp 1200w',
    );
  });
});
