// The sizes of an uploaded picture, made in the admin's browser before upload: Storage's own resizing
// (image transformations) is a paid hosted feature and the local backend has none, so every plan gets the same
// files. Each width is drawn on a canvas and encoded as WebP; a width wider than the picture is left out, and the
// picture's own width is always one of the results, so a small picture still gets one file.

export interface ImageVariant {
  width: number;
  height: number;
  blob: Blob;
}

/** The widths to make for a picture `naturalWidth` wide: those narrower than it, then its own (capped at the widest). */
export function variantWidths(naturalWidth: number, widths: readonly number[]): number[] {
  const sorted = [...new Set(widths)].filter((width) => width > 0).sort((a, b) => a - b);
  const widest = sorted.at(-1) ?? naturalWidth;
  const below = sorted.filter((width) => width < naturalWidth);
  const own = Math.min(naturalWidth, widest);
  return below.includes(own) ? below : [...below, own];
}

/** The height at `width` that keeps the picture's proportions (at least 1 px). */
export function scaledHeight(naturalWidth: number, naturalHeight: number, width: number): number {
  return Math.max(1, Math.round((naturalHeight * width) / naturalWidth));
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the picture'))),
      'image/webp',
      quality,
    );
  });
}

/** WebP files of `file` at each of `widths` (see variantWidths), narrowest first. Rejects when it is not a picture. */
export async function imageVariants(
  file: Blob,
  widths: readonly number[],
  quality = 0.82,
): Promise<ImageVariant[]> {
  const bitmap = await createImageBitmap(file);
  try {
    const variants: ImageVariant[] = [];
    for (const width of variantWidths(bitmap.width, widths)) {
      const height = scaledHeight(bitmap.width, bitmap.height, width);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('The browser could not draw the picture');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      variants.push({ width, height, blob: await encode(canvas, quality) });
    }
    return variants;
  } finally {
    bitmap.close();
  }
}

/** The srcset of files named by `url(width)`: "a-720.webp 720w, a-1200.webp 1200w". */
export function srcSetOf(variants: readonly { width: number }[], url: (width: number) => string): string {
  return variants.map(({ width }) => `${url(width)} ${width}w`).join(', ');
}
