// Removal of objects (one by its path, or many by `prefixes`): the rows are deleted under the caller's role,
// so the policies decide, and only the files of the rows deleted are removed.
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import { withRequestTransaction } from '../request-transaction.ts';
import { isRecord } from '../json.ts';
import { filePath, findBucket } from './buckets.ts';
import { objectNotFound, storageError, translateDbError } from './errors.ts';
import { jsonBody, scopeOf, storageCaller, type ObjectRow } from './request.ts';

async function removeObjects(
  ctx: BackendContext,
  req: IncomingMessage,
  bucketId: string,
  names: string[],
): Promise<unknown[]> {
  const caller = storageCaller(ctx, req);
  await findBucket(ctx, bucketId);
  const scope = scopeOf(caller, 'DELETE', `/storage/v1/object/${bucketId}`);
  const deleted = await withRequestTransaction(ctx.db.api, scope, async (client) => {
    // storage.protect_delete refuses SQL deletes unless the Storage API says it removes the files too.
    await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    return (
      await client.query<ObjectRow & { bucket_id: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2)
         returning id, bucket_id, name, metadata, created_at, updated_at, last_accessed_at`,
        [bucketId, names],
      )
    ).rows;
  }).catch(translateDbError);
  for (const row of deleted) await rm(filePath(ctx, bucketId, row.name), { force: true });
  return deleted.map((row) => ({ ...row, bucket_id: bucketId }));
}

/** DELETE /object/<bucket> with `{prefixes: [...]}`: the objects removed (those the caller may delete). */
export async function removeMany(
  ctx: BackendContext,
  req: IncomingMessage,
  bucketId: string,
): Promise<unknown[]> {
  const body = await jsonBody(req);
  const prefixes =
    isRecord(body) && Array.isArray(body.prefixes)
      ? body.prefixes.filter((prefix): prefix is string => typeof prefix === 'string')
      : null;
  if (!prefixes) throw storageError(400, 'InvalidRequest', "body must have required property 'prefixes'");
  return removeObjects(ctx, req, bucketId, prefixes);
}

/** DELETE /object/<bucket>/<name>. */
export async function removeOne(
  ctx: BackendContext,
  req: IncomingMessage,
  bucketId: string,
  name: string,
): Promise<unknown> {
  const deleted = await removeObjects(ctx, req, bucketId, [name]);
  if (deleted.length === 0) throw objectNotFound();
  return { message: 'Successfully deleted' };
}
