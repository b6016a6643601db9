// The admin-content key of whatever a content write threw: the function's code, a refused image, a Storage
// refusal, or a network failure.
import { ContentAdminError } from '@/features/admin/api/content-admin';
import { ImageRejectedError } from '@/features/admin/api/upload-product-image';
import { contentErrorKey } from '@/features/admin/content-input-model';
import { storageUploadProblem } from '@/features/admin/product-image-model';

export function contentErrorMessageKey(error: unknown): string {
  if (error instanceof ContentAdminError) return contentErrorKey(error.code);
  if (error instanceof ImageRejectedError) return `images.problems.${error.problem}`;
  const storage = storageUploadProblem(error);
  if (storage) return `images.problems.${storage}`;
  return 'errors.failed';
}

/** The field a refusal is about (`key`, `en.title`, `fr.body` ...), when the function named one. */
export function errorField(error: unknown): string | undefined {
  return error instanceof ContentAdminError ? error.field : undefined;
}
