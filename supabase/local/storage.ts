// /storage/v1: objects in buckets, kept as files under the data directory. Whether a caller may write or
// delete is decided by inserting/deleting the storage.objects row under the caller's role, so RLS decides.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { BackendContext } from './context.ts';
import { withRequestTransaction } from './db.ts';
import { callerFromRequest, type Caller } from './gateway.ts';
import { header, HttpError, MB, readBody, send, sendJson } from './http.ts';
import { isPgError } from './rest/errors.ts';

export const STORAGE_BODY_LIMIT = 10 * MB;

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  name: string;
  metadata: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
}

export const storageError = (status: number, error: string, message: string): HttpError =>
  new HttpError(status, { statusCode: String(status), error, message });

/**
 * An error of storage-api's own (StorageBackendError) as hosted renders it: the HTTP status is 400 (500 for
 * a fault of the server), the real one is `statusCode` in the body, with storage-api's `code`
 * (src/internal/errors/codes.ts, src/http/error-handler.ts).
 */
export const hostedStorageError = (
  statusCode: number,
  code: string,
  error: string,
  message: string,
): HttpError =>
  new HttpError(statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message });

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

/** storage-api's renderer serves HTML as plain text; everything else with the type stored at upload. */
function servedContentType(mimetype: unknown): string {
  if (typeof mimetype !== 'string') return 'application/octet-stream';
  return mimetype.includes('text/html') ? 'text/plain' : mimetype;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectName(segments: string[]): string {
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

function filePath(ctx: BackendContext, bucket: string, name: string): string {
  const root = path.join(ctx.layout.storage, bucket);
  const full = path.resolve(root, name);
  if (!full.startsWith(root + path.sep)) throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
  return full;
}

async function findBucket(ctx: BackendContext, id: string): Promise<BucketRow> {
  const result = await ctx.db.storage.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  const bucket = result.rows[0];
  if (!bucket) throw storageError(404, 'Bucket not found', 'Bucket not found');
  return bucket;
}

function storageCaller(ctx: BackendContext, req: IncomingMessage): Caller {
  if (!header(req, 'authorization'))
    throw storageError(400, 'Error', "headers must have required property 'authorization'");
  try {
    return callerFromRequest(ctx, req);
  } catch (error) {
    // A secret key from a browser is refused by the gateway before Storage sees the request.
    if (error instanceof HttpError && error.headers['sb-error-code'] !== undefined) throw error;
    const expired = error instanceof HttpError && JSON.stringify(error.body).includes('expired');
    throw storageError(400, 'Unauthorized', expired ? 'jwt expired' : 'invalid signature');
  }
}

function translateDbError(error: unknown): never {
  if (isPgError(error)) {
    if (error.code === '42501')
      throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    if (error.code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
    if (error.code === '23503') throw storageError(404, 'Bucket not found', 'Bucket not found');
  }
  throw error;
}

async function upload(
  ctx: BackendContext,
  req: IncomingMessage,
  bucketId: string,
  name: string,
  mode: 'create' | 'update',
): Promise<unknown> {
  const caller = storageCaller(ctx, req);
  const bucket = await findBucket(ctx, bucketId);
  // The bucket's own limit is checked after RLS and the type, as storage-api does; past the service's limit
  // the body is not even read (413 from the server, as a gateway would).
  const raw = await readBody(req, STORAGE_BODY_LIMIT);
  let data = raw;
  let mimetype = header(req, 'content-type') ?? 'application/octet-stream';
  let cacheControl = header(req, 'cache-control') ?? 'max-age=3600';
  if (mimetype.startsWith('multipart/form-data')) {
    // storage-js sends Blobs and Files as a form: one file part plus cacheControl. storage-api takes the
    // type from a `contentType` field when there is one, else from the file part.
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
    data = Buffer.from(await file.arrayBuffer());
    mimetype = declared || file.type || 'application/octet-stream';
  }
  // Kept as declared: storage-api checks and stores the type exactly as sent (it never looks at the bytes).
  const sizeLimit = Math.min(STORAGE_BODY_LIMIT, bucket.file_size_limit ?? STORAGE_BODY_LIMIT);
  const upsert = mode === 'update' || header(req, 'x-upsert') === 'true';
  const target = filePath(ctx, bucket.id, name);
  const metadata = {
    eTag: `"${randomUUID()}"`,
    size: data.length,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: data.length,
    httpStatusCode: 200,
  };
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  try {
    return await withRequestTransaction(
      ctx.db.api,
      {
        role: caller.role,
        claims: caller.claims,
        method: req.method ?? 'POST',
        path: `/storage/v1/object/${bucket.id}/${name}`,
      },
      async (client) => {
        let id: string | undefined;
        if (mode === 'update') {
          const updated = await client.query<{ id: string }>(
            `update storage.objects set metadata = $3, owner = $4, owner_id = $5, version = $6, updated_at = now()
             where bucket_id = $1 and name = $2 returning id`,
            [bucket.id, name, JSON.stringify(metadata), owner, owner, randomUUID()],
          );
          id = updated.rows[0]?.id;
          if (!id) throw storageError(404, 'not_found', 'Object not found');
        } else {
          const conflict = upsert
            ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner,
                 owner_id = excluded.owner_id, version = excluded.version, updated_at = now()`
            : '';
          const inserted = await client.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
             values ($1, $2, $3, $4, $5, $6) ${conflict} returning id`,
            [bucket.id, name, owner, owner, JSON.stringify(metadata), randomUUID()],
          );
          id = inserted.rows[0]?.id;
        }
        // After the RLS check, in storage-api's order (Uploader.upload): the type, then the size. Thrown
        // here, they roll the row back.
        if (!mimeTypeAllowed(mimetype, bucket.allowed_mime_types)) {
          throw hostedStorageError(
            415,
            'InvalidMimeType',
            'invalid_mime_type',
            `mime type ${mimetype} is not supported`,
          );
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
      },
    );
  } catch (error) {
    return translateDbError(error);
  }
}

async function serveFile(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
  row: ObjectRow | undefined,
): Promise<void> {
  if (!row) throw storageError(404, 'not_found', 'Object not found');
  const target = filePath(ctx, bucketId, name);
  const info = await stat(target).catch(() => null);
  if (!info) throw storageError(404, 'not_found', 'Object not found');
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

async function listObjects(ctx: BackendContext, req: IncomingMessage, bucketId: string): Promise<unknown[]> {
  const caller = storageCaller(ctx, req);
  await findBucket(ctx, bucketId);
  const raw = await readBody(req, MB);
  let body: unknown = {};
  try {
    body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : {};
  } catch {
    throw storageError(400, 'InvalidRequest', 'Body is not valid JSON');
  }
  if (!isRecord(body)) throw storageError(400, 'InvalidRequest', 'Body must be a JSON object');
  const prefixInput = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  const prefix = prefixInput === '' || prefixInput.endsWith('/') ? prefixInput : `${prefixInput}/`;
  const limit = typeof body.limit === 'number' ? Math.max(0, Math.min(body.limit, 1000)) : 100;
  const offset = typeof body.offset === 'number' ? Math.max(0, body.offset) : 0;
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = isRecord(body.sortBy) ? body.sortBy : {};
  const sortColumn = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column))
    ? String(sortBy.column)
    : 'name';
  const descending = String(sortBy.order).toLowerCase() === 'desc';

  const rows = await withRequestTransaction(
    ctx.db.api,
    {
      role: caller.role,
      claims: caller.claims,
      method: 'POST',
      path: `/storage/v1/object/list/${bucketId}`,
      readOnly: true,
    },
    async (client) =>
      (
        await client.query<ObjectRow>(
          `select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
           where bucket_id = $1 and starts_with(name, $2)`,
          [bucketId, prefix],
        )
      ).rows,
  );
  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const entryName = slash >= 0 ? rest.slice(0, slash) : rest;
    if (search && !entryName.toLowerCase().includes(search.toLowerCase())) continue;
    if (slash >= 0) {
      entries.set(`d:${entryName}`, {
        name: entryName,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    } else {
      entries.set(`f:${entryName}`, {
        name: entryName,
        id: row.id,
        updated_at: row.updated_at?.toISOString() ?? null,
        created_at: row.created_at?.toISOString() ?? null,
        last_accessed_at: row.last_accessed_at?.toISOString() ?? null,
        metadata: row.metadata,
      });
    }
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const left = String(a[sortColumn] ?? '');
    const right = String(b[sortColumn] ?? '');
    return (left < right ? -1 : left > right ? 1 : 0) * (descending ? -1 : 1);
  });
  return sorted.slice(offset, offset + limit);
}

async function removeObjects(
  ctx: BackendContext,
  req: IncomingMessage,
  bucketId: string,
  names: string[],
): Promise<unknown[]> {
  const caller = storageCaller(ctx, req);
  await findBucket(ctx, bucketId);
  const deleted = await withRequestTransaction(
    ctx.db.api,
    { role: caller.role, claims: caller.claims, method: 'DELETE', path: `/storage/v1/object/${bucketId}` },
    async (client) => {
      // storage.protect_delete refuses SQL deletes unless the Storage API says it removes the files too.
      await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      return (
        await client.query<ObjectRow & { bucket_id: string }>(
          `delete from storage.objects where bucket_id = $1 and name = any($2)
           returning id, bucket_id, name, metadata, created_at, updated_at, last_accessed_at`,
          [bucketId, names],
        )
      ).rows;
    },
  ).catch(translateDbError);
  for (const row of deleted) await rm(filePath(ctx, bucketId, row.name), { force: true });
  return deleted.map((row) => ({ ...row, bucket_id: bucketId }));
}

export async function handleStorage(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const segments = rest.split('/').filter(Boolean);
  const [first, second, third, ...more] = segments;
  if (first !== 'object') {
    throw storageError(
      501,
      'not_implemented',
      `${method} /storage/v1/${segments.join('/')} (bucket management, signed URLs, image transforms) is not supported by the local backend`,
    );
  }
  if ((method === 'GET' || method === 'HEAD') && second === 'public' && third) {
    const bucket = await findBucket(ctx, third);
    if (!bucket.public) throw storageError(400, 'not_found', 'Object not found');
    const name = objectName(more);
    const row = await ctx.db.storage.query<ObjectRow>(
      'select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects where bucket_id = $1 and name = $2',
      [bucket.id, name],
    );
    await serveFile(ctx, req, res, bucket.id, name, row.rows[0]);
    return;
  }
  if (method === 'POST' && second === 'list' && third) {
    sendJson(res, 200, await listObjects(ctx, req, third));
    return;
  }
  if (['sign', 'upload', 'move', 'copy', 'info', 'render'].includes(second ?? '')) {
    throw storageError(
      501,
      'not_implemented',
      `/storage/v1/object/${second ?? ''} (signed URLs, move, copy, info, transforms) is not supported by the local backend`,
    );
  }
  const pathSegments = second === 'authenticated' ? [third, ...more] : [second, third, ...more];
  const [bucketId, ...nameSegments] = pathSegments.filter(
    (segment): segment is string => segment !== undefined,
  );
  if (!bucketId) throw storageError(400, 'InvalidRequest', 'A bucket is required');
  if (method === 'DELETE' && nameSegments.length === 0) {
    const raw = await readBody(req, MB);
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw storageError(400, 'InvalidRequest', 'Body is not valid JSON');
    }
    const prefixes =
      isRecord(body) && Array.isArray(body.prefixes)
        ? body.prefixes.filter((p): p is string => typeof p === 'string')
        : null;
    if (!prefixes) throw storageError(400, 'InvalidRequest', "body must have required property 'prefixes'");
    sendJson(res, 200, await removeObjects(ctx, req, bucketId, prefixes));
    return;
  }
  const name = objectName(nameSegments);
  if (method === 'POST' || method === 'PUT') {
    sendJson(res, 200, await upload(ctx, req, bucketId, name, method === 'PUT' ? 'update' : 'create'));
    return;
  }
  if (method === 'DELETE') {
    const deleted = await removeObjects(ctx, req, bucketId, [name]);
    if (deleted.length === 0) throw storageError(404, 'not_found', 'Object not found');
    sendJson(res, 200, { message: 'Successfully deleted' });
    return;
  }
  if (method === 'GET' || method === 'HEAD') {
    const caller = storageCaller(ctx, req);
    await findBucket(ctx, bucketId);
    const row = await withRequestTransaction(
      ctx.db.api,
      {
        role: caller.role,
        claims: caller.claims,
        method,
        path: `/storage/v1/object/${bucketId}/${name}`,
        readOnly: true,
      },
      async (client) =>
        (
          await client.query<ObjectRow>(
            'select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects where bucket_id = $1 and name = $2',
            [bucketId, name],
          )
        ).rows[0],
    );
    await serveFile(ctx, req, res, bucketId, name, row);
    return;
  }
  throw storageError(405, 'MethodNotAllowed', `${method} is not allowed here`);
}
