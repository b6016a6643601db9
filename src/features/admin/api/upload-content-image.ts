// Uploads a picture of an article (its cover or an image of its body) to the content-images bucket: the file is
// checked first (type, 5 MB), then drawn at the widths phones and desktops need (WebP, image-variants.ts), and
// each size is uploaded; the answer is what <img> needs (src, srcSet, width, height).
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { imageVariants, srcSetOf } from '@/lib/image-variants';
import { imageProblem } from '@/features/admin/product-image-model';
import type { ArticleCover } from '@/features/admin/content-document-model';
import { ImageRejectedError } from './upload-product-image';

export const CONTENT_IMAGES_BUCKET = 'content-images';
/** The widths of the article column on a phone (720) and on a desktop at 1.5x (1200), as the seeded covers. */
export const CONTENT_IMAGE_WIDTHS = [720, 1200] as const;

export async function uploadContentImage(file: File): Promise<ArticleCover> {
  const problem = imageProblem(file);
  if (problem) throw new ImageRejectedError(problem);
  // A file the browser cannot draw is not a picture, whatever its type says.
  const variants = await imageVariants(file, CONTENT_IMAGE_WIDTHS).catch(() => {
    throw new ImageRejectedError('type');
  });
  const widest = variants.at(-1);
  if (!widest) throw new ImageRejectedError('empty');
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(CONTENT_IMAGES_BUCKET);
  const base = `articles/${Date.now()}-${crypto.randomUUID().slice(0, 8)}`;
  const pathOf = (width: number) => `${base}-${width}.webp`;
  for (const variant of variants) {
    const { error } = await bucket.upload(pathOf(variant.width), variant.blob, {
      contentType: 'image/webp',
      upsert: false,
    });
    if (error) throw error;
  }
  const url = (width: number) => bucket.getPublicUrl(pathOf(width)).data.publicUrl;
  return {
    src: url(widest.width),
    srcSet: srcSetOf(variants, url),
    width: widest.width,
    height: widest.height,
  };
}

export function useUploadContentImage() {
  return useMutation({ mutationFn: uploadContentImage });
}
