// POST /object/list/<bucket>: the names under a prefix as storage-api lists them (folders as entries with null
// ids), searched, sorted and paged, over the rows the caller's role may select.
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import { withRequestTransaction } from '../request-transaction.ts';
import { isRecord } from '../json.ts';
import { findBucket } from './buckets.ts';
import { OBJECT_COLUMNS, objectBody, scopeOf, storageCaller, type ObjectRow } from './request.ts';

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'];

const folderEntry = (name: string): Record<string, unknown> => ({
  name,
  id: null,
  updated_at: null,
  created_at: null,
  last_accessed_at: null,
  metadata: null,
});

const fileEntry = (name: string, row: ObjectRow): Record<string, unknown> => ({
  name,
  id: row.id,
  updated_at: row.updated_at?.toISOString() ?? null,
  created_at: row.created_at?.toISOString() ?? null,
  last_accessed_at: row.last_accessed_at?.toISOString() ?? null,
  metadata: row.metadata,
});

export async function listObjects(
  ctx: BackendContext,
  req: IncomingMessage,
  bucketId: string,
): Promise<unknown[]> {
  const caller = storageCaller(ctx, req);
  await findBucket(ctx, bucketId);
  const body = await objectBody(req);
  const prefixInput = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  const prefix = prefixInput === '' || prefixInput.endsWith('/') ? prefixInput : `${prefixInput}/`;
  const limit = typeof body.limit === 'number' ? Math.max(0, Math.min(body.limit, 1000)) : 100;
  const offset = typeof body.offset === 'number' ? Math.max(0, body.offset) : 0;
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = isRecord(body.sortBy) ? body.sortBy : {};
  const sortColumn = SORT_COLUMNS.includes(String(sortBy.column)) ? String(sortBy.column) : 'name';
  const descending = String(sortBy.order).toLowerCase() === 'desc';

  const scope = scopeOf(caller, 'POST', `/storage/v1/object/list/${bucketId}`, true);
  const rows = await withRequestTransaction(
    ctx.db.api,
    scope,
    async (client) =>
      (
        await client.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
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
    if (slash >= 0) entries.set(`d:${entryName}`, folderEntry(entryName));
    else entries.set(`f:${entryName}`, fileEntry(entryName, row));
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const left = String(a[sortColumn] ?? '');
    const right = String(b[sortColumn] ?? '');
    return (left < right ? -1 : left > right ? 1 : 0) * (descending ? -1 : 1);
  });
  return sorted.slice(offset, offset + limit);
}
