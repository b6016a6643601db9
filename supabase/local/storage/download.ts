// Download of an object: from a public bucket without RLS (`object/public/...`, read as
// supabase_storage_admin), or under the caller's role (`object/<bucket>/...`, `object/authenticated/...`).
// Files are served with the type stored at upload, as storage-api's renderer serves them.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { withRequestTransaction } from '../request-transaction.ts';
import { send } from '../http.ts';
import { filePath, findBucket, objectName } from './buckets.ts';
import { objectNotFound, storageError } from './errors.ts';
import { OBJECT_COLUMNS, scopeOf, storageCaller, type ObjectRow } from './request.ts';

const FIND_OBJECT = `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`;

/** storage-api's renderer serves HTML as plain text; everything else with the type stored at upload. */
function servedContentType(mimetype: unknown): string {
  if (typeof mimetype !== 'string') return 'application/octet-stream';
  return mimetype.includes('text/html') ? 'text/plain' : mimetype;
}

async function serveFile(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
  row: ObjectRow | undefined,
): Promise<void> {
  if (!row) throw objectNotFound();
  const target = filePath(ctx, bucketId, name);
  const info = await stat(target).catch(() => null);
  if (!info) throw objectNotFound();
  const metadata = row.metadata ?? {};
  const headers: Record<string, string> = {
    'Content-Type': servedContentType(metadata.mimetype),
    // The browser takes the type above as given and never guesses another from the bytes: a file stored as
    // image/png is drawn as a PNG or not at all, never run as the SVG or HTML it may contain.
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(info.size),
    'Cache-Control': typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'max-age=3600',
    'Last-Modified': (row.updated_at ?? info.mtime).toUTCString(),
  };
  if (typeof metadata.eTag === 'string') headers.ETag = metadata.eTag;
  if (req.method === 'HEAD') {
    send(res, 200, null, headers);
    return;
  }
  res.writeHead(200, headers);
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(target);
    stream.on('error', reject);
    stream.on('end', resolve);
    stream.pipe(res);
  });
}

/** A public bucket's object, without RLS; a private bucket's answers as a missing object. */
export async function downloadPublic(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  segments: string[],
): Promise<void> {
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket.public) throw storageError(400, 'not_found', 'Object not found');
  const name = objectName(segments);
  const row = await ctx.db.storage.query<ObjectRow>(FIND_OBJECT, [bucket.id, name]);
  await serveFile(ctx, req, res, bucket.id, name, row.rows[0]);
}

/** An object the caller's role may select (the policies on storage.objects decide). */
export async function download(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
): Promise<void> {
  const caller = storageCaller(ctx, req);
  await findBucket(ctx, bucketId);
  const method = req.method ?? 'GET';
  const scope = scopeOf(caller, method, `/storage/v1/object/${bucketId}/${name}`, true);
  const row = await withRequestTransaction(
    ctx.db.api,
    scope,
    async (client) => (await client.query<ObjectRow>(FIND_OBJECT, [bucketId, name])).rows[0],
  );
  await serveFile(ctx, req, res, bucketId, name, row);
}
