// POST (insert, upsert), PATCH and DELETE as one statement each, their rows coming back as JSON through the
// same select builder as reads (Prefer: return=representation with select=...).
import type { Relation } from './catalog.ts';
import { aggregate, SelectBuilder, type Modifiers, type ReadQuery } from './build-sql.ts';
import { RestError, unsupported } from './errors.ts';
import { qualified, quoteIdent, type Scope } from './expressions.ts';
import type { SelectItem } from './parse.ts';

export interface WriteOptions {
  returning: 'representation' | 'minimal';
  items: SelectItem[];
  stripNulls: boolean;
  csv?: boolean;
}

/**
 * One or more DML statements (an insert split by key sets) wrapped so that their rows come back as JSON, with
 * `n` the rows affected and `inserted` the rows an upsert inserted rather than updated (xmax = 0).
 */
function wrapMutation(
  scope: Scope,
  relation: Relation,
  mutation: string | string[],
  modifiers: Modifiers,
  options: WriteOptions,
): ReadQuery {
  const statements = Array.isArray(mutation) ? mutation : [mutation];
  // Views have no xmax: an upsert through one counts as inserting.
  const inserted = relation.kind === 'table' ? '(_t0.xmax = 0)' : 'true';
  const ctes = statements.map(
    (statement, index) => `_m${index} as (${statement} returning _t0 as _r, ${inserted} as _ins)`,
  );
  const union = statements.map((_statement, index) => `select * from _m${index}`).join(' union all ');
  const prefix = `with ${ctes.join(', ')}, _mall as (${union}), _m as (select (_r).* from _mall)`;
  const insertedCount = `(select count(*) from _mall where _ins)::int as inserted`;
  if (options.returning === 'minimal') {
    return {
      text: `${prefix} select null::text as body, (select count(*) from _mall)::int as n, ${insertedCount}`,
      values: scope.params.values,
    };
  }
  const builder = new SelectBuilder(scope, { ...modifiers, filters: new Map() });
  const projection = builder.projection(relation, '_t0', options.items, '');
  return {
    text: `${prefix}, _rows as (select ${projection.columns} from _m _t0${projection.joins})
           select ${aggregate(options)} as body, count(*)::int as n, ${insertedCount} from _rows _src`,
    values: scope.params.values,
  };
}

function checkPayloadColumns(relation: Relation, columns: string[]): void {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}

/**
 * Rows go in as one JSON parameter through json_populate_recordset. With Prefer: missing=default, rows are
 * grouped by the keys they carry so that absent keys take the column default instead of NULL; an upsert then
 * still sets every payload column from EXCLUDED, where the absent ones hold their default (as PostgREST does).
 */
/**
 * An empty payload (`[]`) still runs an INSERT that inserts nothing, as PostgREST's INSERT ... SELECT from an
 * empty json_populate_recordset does: privileges are checked and statement triggers fire; the answer is `[]`
 * (InsertSpec "returns empty array when no items inserted": 201; an upsert's: 200).
 */
function emptyInsert(relation: Relation, columns: string[]): string {
  const column = columns[0] ?? [...relation.columns.values()].find((candidate) => !candidate.generated)?.name;
  if (!column) throw unsupported('An empty insert into a relation without a writable column');
  const target = qualified(relation);
  return `insert into ${target} as _t0 (${quoteIdent(column)}) select ${quoteIdent(column)} from json_populate_recordset(null::${target}, '[]'::json)`;
}

export function buildInsert(
  scope: Scope,
  relation: Relation,
  rows: Record<string, unknown>[],
  columns: string[],
  conflict: { resolution: 'merge' | 'ignore'; columns: string[] } | null,
  modifiers: Modifiers,
  options: WriteOptions & { missingDefault: boolean },
): ReadQuery {
  checkPayloadColumns(relation, columns);
  const { params } = scope;
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const present = options.missingDefault ? columns.filter((column) => column in row) : columns;
    const key = present.join('\u0000');
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  let conflictClause = '';
  if (conflict) {
    const target = conflict.columns.length > 0 ? conflict.columns : relation.primaryKey;
    if (target.length === 0)
      throw new RestError(400, 'PGRST103', `on_conflict is required: ${relation.name} has no primary key`);
    checkPayloadColumns(relation, target);
    conflictClause = ` on conflict (${target.map(quoteIdent).join(', ')})`;
  }
  if (rows.length === 0)
    return wrapMutation(scope, relation, emptyInsert(relation, columns), modifiers, options);
  const updates = columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`);
  const statements = [...groups.values()].map((group) => {
    if (group.columns.length === 0) {
      if (group.rows.length !== 1) throw unsupported('Inserting several empty objects at once');
      return `insert into ${qualified(relation)} as _t0 default values${conflictClause ? `${conflictClause} do nothing` : ''}`;
    }
    const body = params.add(JSON.stringify(group.rows));
    const list = group.columns.map(quoteIdent).join(', ');
    let statement = `insert into ${qualified(relation)} as _t0 (${list}) select ${list} from json_populate_recordset(null::${qualified(relation)}, ${body}::json)`;
    if (conflict) {
      statement +=
        conflict.resolution === 'ignore' || updates.length === 0
          ? `${conflictClause} do nothing`
          : `${conflictClause} do update set ${updates.join(', ')}`;
    }
    return statement;
  });
  return wrapMutation(scope, relation, statements, modifiers, options);
}

export function buildUpdate(
  scope: Scope,
  relation: Relation,
  patch: Record<string, unknown>,
  modifiers: Modifiers,
  options: WriteOptions,
): ReadQuery {
  const columns = Object.keys(patch);
  checkPayloadColumns(relation, columns);
  const body = scope.params.add(JSON.stringify(patch));
  const sets = columns.map((column) => `${quoteIdent(column)} = _b.${quoteIdent(column)}`).join(', ');
  const builder = new SelectBuilder(scope, modifiers);
  const where = builder.filtersFor('', relation, '_t0');
  const mutation = `update ${qualified(relation)} as _t0 set ${sets} from json_populate_record(null::${qualified(relation)}, ${body}::json) _b${
    where.length > 0 ? ` where ${where.join(' and ')}` : ''
  }`;
  return wrapMutation(scope, relation, mutation, modifiers, options);
}

export function buildDelete(
  scope: Scope,
  relation: Relation,
  modifiers: Modifiers,
  options: WriteOptions,
): ReadQuery {
  const builder = new SelectBuilder(scope, modifiers);
  const where = builder.filtersFor('', relation, '_t0');
  const mutation = `delete from ${qualified(relation)} as _t0${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`;
  return wrapMutation(scope, relation, mutation, modifiers, options);
}
