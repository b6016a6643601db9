// A product's images: what the product-images bucket takes, why Storage refused an upload, which addresses an
// admin may add by hand, and their order. Pure: no React, no I/O.

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
