// A product's images with what the database keeps beside each (products.image_details, one entry per image_urls
// entry, same order): alt texts in both languages, the focal point the crops keep in view, and the sizes made at
// upload. Read by the shop (card, dialog) and the admin editor. Pure: no React, no I/O.
import type { Json } from './database.types';

export interface ImageFocus {
  /** Percent of the picture's width, 0 (left) to 100 (right). */
  x: number;
  /** Percent of the picture's height, 0 (top) to 100 (bottom). */
  y: number;
}

export interface ProductImage {
  url: string;
  /** Empty: the shop names the image after the product, in the page's language. */
  alt: { en: string; fr: string };
  focus: ImageFocus;
  /** The WebP sizes made at upload ("…-480.webp 480w, …-960.webp 960w"); absent for older images. */
  srcSet?: string;
  width?: number;
  height?: number;
}

/** The database's limit (product_image_details_valid). */
export const MAX_ALT_LENGTH = 250;
export const CENTRE: ImageFocus = { x: 50, y: 50 };

/** A focal coordinate as the database takes it: a whole percent from 0 to 100 (not a number: the centre). */
export function clampFocus(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** A new image's entry: no alt text yet, focused on the centre. */
export function newProductImage(
  url: string,
  sizes: Pick<ProductImage, 'srcSet' | 'width' | 'height'> = {},
): ProductImage {
  return { url, alt: { en: '', fr: '' }, focus: { ...CENTRE }, ...sizes };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

function entryOf(url: string, value: unknown): ProductImage {
  const entry = record(value);
  if (entry.url !== url) return newProductImage(url);
  const alt = record(entry.alt);
  const focus = record(entry.focus);
  const image: ProductImage = {
    url,
    alt: { en: text(alt.en), fr: text(alt.fr) },
    focus: {
      x: typeof focus.x === 'number' ? clampFocus(focus.x) : CENTRE.x,
      y: typeof focus.y === 'number' ? clampFocus(focus.y) : CENTRE.y,
    },
  };
  if (typeof entry.srcSet === 'string' && entry.srcSet !== '') image.srcSet = entry.srcSet;
  const width = whole(entry.width);
  const height = whole(entry.height);
  if (width && height) Object.assign(image, { width, height });
  return image;
}

/**
 * The images of a row, in order: each address with its entry of `details` (the database keeps them in step; an
 * entry that does not name its address, as from an older cached answer, counts as none).
 */
export function productImagesOf(urls: readonly string[], details: Json | undefined): ProductImage[] {
  const list = Array.isArray(details) ? details : [];
  return urls.map((url, index) => entryOf(url, list[index]));
}

/** The alt text in `language`, or `fallback` (the product's name in that language) when none is written. */
export function imageAlt(
  image: Pick<ProductImage, 'alt'> | null,
  language: string,
  fallback: string,
): string {
  const written = (language === 'fr' ? image?.alt.fr : image?.alt.en)?.trim();
  return written || fallback;
}

/** The CSS object-position that keeps the focal point in view when the picture is cropped to its frame. */
export function objectPosition(focus: ImageFocus): string {
  return `${clampFocus(focus.x)}% ${clampFocus(focus.y)}%`;
}
