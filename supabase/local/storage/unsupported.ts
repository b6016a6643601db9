// What the local Storage answers 501 for: bucket management, signed URLs (sign, upload/sign), move, copy,
// info and image transforms (render), each naming the feature.
import { storageError } from './errors.ts';
import type { HttpError } from '../http.ts';

/** The object operations besides upload, download, list and remove: `/object/<operation>/...`. */
export const UNSUPPORTED_OBJECT_OPERATION = /^\/object\/(sign|upload|move|copy|info|render)(?:\/|$)/;

export const unsupportedObjectOperation = (operation: string): HttpError =>
  storageError(
    501,
    'not_implemented',
    `/storage/v1/object/${operation} (signed URLs, move, copy, info, transforms) is not supported by the local backend`,
  );

/** Anything outside /object: buckets, and the rest of storage-api's routes. */
export const unsupportedRoute = (method: string, path: string): HttpError =>
  storageError(
    501,
    'not_implemented',
    `${method} /storage/v1/${path} (bucket management, signed URLs, image transforms) is not supported by the local backend`,
  );
