// PUT /table?pk=eq.value: PostgREST's single-row upsert (docs "PUT"). The filters must be `eq` on every
// primary key column and nothing else (405 PGRST105), limit/offset are refused (400 PGRST114), the payload is
// one object whose primary key values match the URL's (400 PGRST115); the row is inserted, or replaced with
// the payload's columns. 201 when inserted, 200 when replaced (PostgREST 12+).
import { isRecord } from '../json.ts';
import type { Relation } from './catalog.ts';
import type { Modifiers, ReadQuery } from './build-sql.ts';
import { RestError } from './errors.ts';
import type { Scope } from './expressions.ts';
import { buildInsert, type WriteOptions } from './write-sql.ts';

export function buildPut(
  scope: Scope,
  relation: Relation,
  body: unknown,
  modifiers: Modifiers,
  options: WriteOptions,
): ReadQuery {
  if (modifiers.limit.has('') || modifiers.offset.has('')) {
    throw new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
  const filters = modifiers.filters.get('') ?? [];
  const keys = relation.primaryKey;
  const byColumn = new Map<string, string>();
  for (const filter of filters) {
    if (filter.kind === 'condition' && filter.operator === 'eq' && !filter.negate && !filter.quantifier) {
      byColumn.set(filter.column, String(filter.value));
    }
  }
  const [only] = Array.isArray(body) && body.length === 1 ? body : [body];
  if (
    keys.length === 0 ||
    filters.length !== keys.length ||
    byColumn.size !== keys.length ||
    !keys.every((key) => byColumn.has(key))
  ) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  if (!isRecord(only)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
  }
  const matches = keys.every((key) => {
    const value = only[key];
    return value !== undefined && value !== null && String(value) === byColumn.get(key);
  });
  if (!matches)
    throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  const columns = Object.keys(only);
  return buildInsert(scope, relation, [only], columns, { resolution: 'merge', columns: keys }, modifiers, {
    ...options,
    missingDefault: false,
  });
}
