// Buckets as storage-api reads them (settings read as supabase_storage_admin, without RLS), object names and
// where their files live under the data directory, and the bucket's allowed MIME types.
import path from 'node:path';
import type { BackendContext } from '../context.ts';
import { storageError } from './errors.ts';

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export async function findBucket(ctx: BackendContext, id: string): Promise<BucketRow> {
  const result = await ctx.db.storage.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  const bucket = result.rows[0];
  if (!bucket) throw storageError(404, 'Bucket not found', 'Bucket not found');
  return bucket;
}

/** The object name of a path's segments (each percent-decoded); no empty, `.` or `..` part. */
export function objectName(segments: string[]): string {
  const name = segments.map((segment) => decodeURIComponent(segment)).join('/');
  if (
    name === '' ||
    name.includes('\0') ||
    name.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
  }
  return name;
}

/** Where an object's bytes are kept: under the bucket's directory, never outside it. */
export function filePath(ctx: BackendContext, bucket: string, name: string): string {
  const root = path.join(ctx.layout.storage, bucket);
  const full = path.resolve(root, name);
  if (!full.startsWith(root + path.sep)) throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
  return full;
}

/**
 * storage-api's Uploader.validateMimeType: the declared type as sent (parameters included), split at '/',
 * matches an allowed `type/subtype` or `type/*` exactly. A bucket with allowed_mime_types null takes any type.
 */
export function mimeTypeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (allowed === null) return true;
  const [type, subtype] = mimetype.split('/');
  if (subtype === undefined) return false;
  return allowed.some((pattern) => {
    const [allowedType, allowedSubtype] = pattern.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}
