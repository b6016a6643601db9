// Uploads an image to the product-images bucket (type and size checked first, so an SVG or a PDF never leaves
// the browser) and answers it as the product's new image. A JPEG, PNG, WebP or AVIF goes up as WebP sizes fit
// for phones (made in the browser: Storage's resizing is a paid hosted feature, src/lib/image-variants.ts), the
// widest one the image's address and all of them its srcSet; a GIF, or a picture the browser cannot draw, goes
// up as it is, as before. Storage checks type and size again and its refusal reaches the caller as a
// StorageApiError (storageUploadProblem reads it).
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { imageVariants, srcSetOf, type ImageVariant } from '@/lib/image-variants';
import { newProductImage, type ProductImage } from '@/lib/product-images';
import {
  imageExtension,
  imageProblem,
  RESIZED_TYPES,
  UPLOAD_WIDTHS,
  type ImageProblem,
} from '@/features/admin/product-image-model';

export const PRODUCT_IMAGES_BUCKET = 'product-images';

export class ImageRejectedError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image refused: ${problem}`);
  }
}

async function sizesOf(file: File): Promise<ImageVariant[]> {
  if (!RESIZED_TYPES.includes(file.type)) return [];
  // A picture the browser cannot decode is still sent whole: Storage, not the canvas, has the last word.
  return imageVariants(file, UPLOAD_WIDTHS).catch(() => []);
}

export async function uploadProductImage(input: { slug: string; file: File }): Promise<ProductImage> {
  const problem = imageProblem(input.file);
  if (problem) throw new ImageRejectedError(problem);
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(PRODUCT_IMAGES_BUCKET);
  const folder = input.slug || 'unsorted';
  const base = `products/${folder}/${Date.now()}-${crypto.randomUUID().slice(0, 8)}`;
  const urlOf = (path: string) => bucket.getPublicUrl(path).data.publicUrl;

  const variants = await sizesOf(input.file);
  const widest = variants.at(-1);
  if (!widest) {
    const path = `${base}.${imageExtension(input.file.type)}`;
    const { error } = await bucket.upload(path, input.file, { contentType: input.file.type, upsert: false });
    if (error) throw error;
    return newProductImage(urlOf(path));
  }
  const pathOf = (width: number) => `${base}-${width}w.webp`;
  for (const variant of variants) {
    const { error } = await bucket.upload(pathOf(variant.width), variant.blob, {
      contentType: 'image/webp',
      upsert: false,
    });
    if (error) throw error;
  }
  return newProductImage(urlOf(pathOf(widest.width)), {
    srcSet: srcSetOf(variants, (width) => urlOf(pathOf(width))),
    width: widest.width,
    height: widest.height,
  });
}

export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
