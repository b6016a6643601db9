// Upload (POST, `x-upsert`) and update (PUT) of an object: the storage.objects row is written under the
// caller's role, so the policies decide; then the bucket's type and size rules, in storage-api's order.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { BackendContext } from '../context.ts';
import { withRequestTransaction } from '../request-transaction.ts';
import { header, MB, readBody } from '../http.ts';
import { filePath, findBucket, keyTooLong, mimeTypeAllowed } from './buckets.ts';
import { hostedStorageError, objectNotFound, storageError, translateDbError } from './errors.ts';
import { scopeOf, storageCaller } from './request.ts';

export const STORAGE_BODY_LIMIT = 10 * MB;

interface Payload {
  data: Buffer;
  mimetype: string;
  cacheControl: string;
}

/**
 * The file and its declared type: the raw body with its Content-Type, or storage-js's form (one file part plus
 * cacheControl), where storage-api takes the type from a `contentType` field when there is one.
 */
async function readPayload(req: IncomingMessage): Promise<Payload> {
  // Past the service's limit the body is not even read (413 from the server, as a gateway would).
  const raw = await readBody(req, STORAGE_BODY_LIMIT);
  const mimetype = header(req, 'content-type') ?? 'application/octet-stream';
  let cacheControl = header(req, 'cache-control') ?? 'max-age=3600';
  if (!mimetype.startsWith('multipart/form-data')) return { data: raw, mimetype, cacheControl };
  const form = await new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': mimetype },
    body: new Uint8Array(raw),
  }).formData();
  let file: Blob | undefined;
  let declared: string | undefined;
  for (const [key, value] of form) {
    if (typeof value !== 'string') file ??= value;
    else if (key === 'cacheControl') cacheControl = `max-age=${value}`;
    else if (key === 'contentType') declared = value;
  }
  if (!file) throw storageError(400, 'InvalidRequest', 'The form has no file');
  return {
    data: Buffer.from(await file.arrayBuffer()),
    mimetype: declared || file.type || 'application/octet-stream',
    cacheControl,
  };
}

export async function upload(
  ctx: BackendContext,
  req: IncomingMessage,
  bucketId: string,
  name: string,
  mode: 'create' | 'update',
): Promise<unknown> {
  const caller = storageCaller(ctx, req);
  const bucket = await findBucket(ctx, bucketId);
  // Kept as declared: storage-api checks and stores the type exactly as sent (it never looks at the bytes).
  const { data, mimetype, cacheControl } = await readPayload(req);
  // The bucket's own limit is checked after RLS and the type, as storage-api does.
  const sizeLimit = Math.min(STORAGE_BODY_LIMIT, bucket.file_size_limit ?? STORAGE_BODY_LIMIT);
  const upsert = mode === 'update' || header(req, 'x-upsert') === 'true';
  const target = filePath(ctx, bucket.id, name);
  const metadata = JSON.stringify({
    eTag: `"${randomUUID()}"`,
    size: data.length,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: data.length,
    httpStatusCode: 200,
  });
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const scope = scopeOf(caller, req.method ?? 'POST', `/storage/v1/object/${bucket.id}/${name}`);
  try {
    return await withRequestTransaction(ctx.db.api, scope, async (client) => {
      let id: string | undefined;
      if (mode === 'update') {
        const updated = await client.query<{ id: string }>(
          `update storage.objects set metadata = $3, owner = $4, owner_id = $5, version = $6, updated_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          [bucket.id, name, metadata, owner, owner, randomUUID()],
        );
        id = updated.rows[0]?.id;
        if (!id) throw objectNotFound();
      } else {
        const conflict = upsert
          ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner,
               owner_id = excluded.owner_id, version = excluded.version, updated_at = now()`
          : '';
        const inserted = await client.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
           values ($1, $2, $3, $4, $5, $6) ${conflict} returning id`,
          [bucket.id, name, owner, owner, metadata, randomUUID()],
        );
        id = inserted.rows[0]?.id;
      }
      // After the RLS check, in storage-api's order (Uploader.upload): the type, the key, then the size.
      // Thrown here, they roll the row back.
      if (!mimeTypeAllowed(mimetype, bucket.allowed_mime_types)) {
        throw hostedStorageError(
          415,
          'InvalidMimeType',
          'invalid_mime_type',
          `mime type ${mimetype} is not supported`,
        );
      }
      // Then the upload to S3, which refuses a key past its length before the size is known to be too big.
      if (keyTooLong(bucket.id, name)) {
        throw hostedStorageError(400, 'S3Error', 'S3Error', 'KeyTooLongError');
      }
      if (data.length > sizeLimit) {
        throw hostedStorageError(
          413,
          'EntityTooLarge',
          'Payload too large',
          'The object exceeded the maximum allowed size',
        );
      }
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
      return { Id: id, Key: `${bucket.id}/${name}` };
    });
  } catch (error) {
    return translateDbError(error);
  }
}
