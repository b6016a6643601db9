// Buckets as storage-api reads them (settings read as supabase_storage_admin, without RLS), object names and
// where their files live under the data directory, and the bucket's allowed MIME types.
import { createHash } from 'node:crypto';
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

/** The longest name of one path segment the local filesystem takes (NAME_MAX). */
const SEGMENT_BYTES = 255;

/**
 * Where an object's bytes are kept: under the bucket's directory, never outside it. A name with a segment
 * longer than the filesystem takes (hosted keeps every key its S3 takes, below) is kept by its hash in a
 * directory no object name can reach.
 */
export function filePath(ctx: BackendContext, bucket: string, name: string): string {
  if (name.split('/').some((segment) => Buffer.byteLength(segment) > SEGMENT_BYTES)) {
    const hash = createHash('sha256').update(name).digest('hex');
    return path.join(ctx.layout.storage, '.long-names', bucket, hash);
  }
  const root = path.join(ctx.layout.storage, bucket);
  const full = path.resolve(root, name);
  if (!full.startsWith(root + path.sep)) throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
  return full;
}

/**
 * Hosted Storage keeps an object in S3 under `<project ref>/<bucket>/<name>/<version>` (Uploader.upload,
 * S3Backend.uploadObject): a project ref is 20 letters, a version a UUID, and S3 takes keys of at most 1024
 * bytes. A longer key is refused by S3 (KeyTooLongError, 400), which storage-api renders as its S3Error.
 */
const S3_KEY_BYTES = 1024;
const PROJECT_REF_BYTES = 20;
const VERSION_BYTES = 36;

export function keyTooLong(bucket: string, name: string): boolean {
  const s3Key =
    PROJECT_REF_BYTES + 1 + Buffer.byteLength(bucket) + 1 + Buffer.byteLength(name) + 1 + VERSION_BYTES;
  return s3Key > S3_KEY_BYTES;
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
