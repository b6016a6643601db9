// Uploads an image to the product-images bucket (type and size checked first, so an SVG or a PDF never leaves
// the browser) and returns its public URL. Storage checks the same again and its refusal reaches the caller
// as a StorageApiError (storageUploadProblem reads it).
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { imageExtension, imageProblem, type ImageProblem } from '@/features/admin/product-image-model';

export const PRODUCT_IMAGES_BUCKET = 'product-images';

export class ImageRejectedError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image refused: ${problem}`);
  }
}

export async function uploadProductImage(input: { slug: string; file: File }): Promise<string> {
  const problem = imageProblem(input.file);
  if (problem) throw new ImageRejectedError(problem);
  const supabase = await getSupabase();
  const folder = input.slug || 'unsorted';
  const path = `products/${folder}/${Date.now()}-${crypto.randomUUID().slice(0, 8)}.${imageExtension(input.file.type)}`;
  const { error } = await supabase.storage
    .from(PRODUCT_IMAGES_BUCKET)
    .upload(path, input.file, { contentType: input.file.type, upsert: false });
  if (error) throw error;
  return supabase.storage.from(PRODUCT_IMAGES_BUCKET).getPublicUrl(path).data.publicUrl;
}

export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
