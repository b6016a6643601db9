// A product's images: what the product-images bucket takes, why Storage refused an upload, which addresses an
// admin may add by hand, their order, and each one's alt texts and focal point. Pure: no React, no I/O.
import type { Language } from '@/lib/language';
import { CENTRE, clampFocus, MAX_ALT_LENGTH, type ImageFocus, type ProductImage } from '@/lib/product-images';

/**
 * What the product-images bucket accepts (allowed_mime_types, 20261123000220_product_images_raster_only.sql):
 * raster images only. SVG is refused: opened at its address it is a document that runs its scripts.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

export function imageExtension(type: string): string {
  return EXTENSIONS[type] ?? 'bin';
}

export type ImageProblem = 'svg' | 'type' | 'size' | 'empty';

const isSvg = (file: { type: string; name?: string }): boolean =>
  file.type.toLowerCase().startsWith('image/svg') || /\.svgz?$/i.test(file.name ?? '');

/** Null when the bucket takes the file, else why not (an SVG gets its own reason: it says what to do). */
export function imageProblem(file: { type: string; size: number; name?: string }): ImageProblem | null {
  if (isSvg(file)) return 'svg';
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/**
 * Why Storage refused an upload, read from its error. Hosted Storage answers HTTP 400 with the real status in
 * the body's `statusCode` (storage-js: error.statusCode): 415 for a type the bucket does not take, 413 over its
 * size limit, 403 when RLS refuses (not an admin, or an admin before the two-factor step).
 */
export function storageUploadProblem(error: unknown): 'type' | 'size' | 'forbidden' | null {
  const { statusCode, status } = (error ?? {}) as { statusCode?: unknown; status?: unknown };
  switch (String(statusCode ?? status ?? '')) {
    case '415':
      return 'type';
    case '413':
      return 'size';
    case '401':
    case '403':
      return 'forbidden';
    default:
      return null;
  }
}

/** An image address an admin may add by hand: https/http, or a path on the site ("/images/..."). */
export function isImageAddress(text: string): boolean {
  if (text.startsWith('/') && !text.startsWith('//')) return !/\s/.test(text);
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The list with the item at `from` moved to `to` (out-of-range moves change nothing). */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

// Each image's alt texts and focal point (products.image_details). The list moves whole entries (moveItem), so
// an image keeps its texts and focal point wherever it goes.

/** The widths made of an uploaded picture: a phone's card (480), a tablet's or a 2x phone's (960), desktop. */
export const UPLOAD_WIDTHS = [480, 960, 1440];

/** Types made into WebP sizes before upload; a GIF goes as it is (it may move, a canvas would freeze it). */
export const RESIZED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export type AltProblem = 'altTooLong' | 'altControl';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Null when the database takes the alt text, else why not (the same rule as product_image_details_valid). */
export function altProblem(text: string): AltProblem | null {
  if (text.trim().length > MAX_ALT_LENGTH) return 'altTooLong';
  if (CONTROL.test(text)) return 'altControl';
  return null;
}

/** The first refused alt text of the list (error keys, admin namespace), or null when every one is fine. */
export function imagesProblem(images: readonly ProductImage[]): string | null {
  for (const image of images) {
    const problem = altProblem(image.alt.en) ?? altProblem(image.alt.fr);
    if (problem) return `products.images.${problem}`;
  }
  return null;
}

export function withAlt(
  images: ProductImage[],
  index: number,
  language: Language,
  text: string,
): ProductImage[] {
  return images.map((image, i) =>
    i === index ? { ...image, alt: { ...image.alt, [language]: text } } : image,
  );
}

export function withFocus(images: ProductImage[], index: number, focus: ImageFocus): ProductImage[] {
  const clamped = { x: clampFocus(focus.x), y: clampFocus(focus.y) };
  return images.map((image, i) => (i === index ? { ...image, focus: clamped } : image));
}

/** The focal point at a click on a picture drawn in `box` (its bounding rectangle). */
export function focusAt(
  point: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): ImageFocus {
  if (box.width <= 0 || box.height <= 0) return { ...CENTRE };
  return {
    x: clampFocus(((point.clientX - box.left) / box.width) * 100),
    y: clampFocus(((point.clientY - box.top) / box.height) * 100),
  };
}

/** A focal coordinate as typed in its number field: empty or not a number leaves `current`. */
export function focusInput(text: string, current: number): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || Number.isNaN(value) ? current : clampFocus(value);
}

/** What products.image_details stores: alt texts trimmed, sizes only when made at upload. */
export function imageDetailsRow(images: readonly ProductImage[]) {
  return images.map(({ url, alt, focus, srcSet, width, height }) => ({
    url,
    alt: { en: alt.en.trim(), fr: alt.fr.trim() },
    focus: { x: clampFocus(focus.x), y: clampFocus(focus.y) },
    ...(srcSet ? { srcSet } : {}),
    ...(width && height ? { width, height } : {}),
  }));
}

/** The widths a srcSet offers ("a-480w.webp 480w, a-960w.webp 960w" → [480, 960]), read from its descriptors. */
export function srcSetWidths(srcSet: string | undefined): number[] {
  return (srcSet ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/).at(-1) ?? '')
    .filter((descriptor) => /^\d+w$/.test(descriptor))
    .map((descriptor) => Number(descriptor.slice(0, -1)));
}
