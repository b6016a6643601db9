// Relationships through views, as PostgREST infers them (docs "Embedding Views"): a view that shows a base
// table's foreign key columns (or referenced columns) takes part in that foreign key, and a view showing a
// base table's primary key or unique columns keeps them unique (so one-to-one still holds). Here a view
// column maps to the base column of the same name it depends on (pg_depend), when only one of its tables has
// that name; a renamed or ambiguous column does not map, and embedding through it answers 501
// (relationships.ts) rather than a made-up answer.
import type { ForeignKey, SchemaCache } from './catalog.ts';

export const VIEW_SOURCES_SQL = `
  select vn.nspname, v.relname as view, t.relname as base, a.attname as column
  from pg_class v
  join pg_namespace vn on vn.oid = v.relnamespace
  join pg_rewrite r on r.ev_class = v.oid
  join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
   and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
  join pg_class t on t.oid = d.refobjid and t.oid <> v.oid and t.relnamespace = v.relnamespace
  join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
  join pg_attribute va on va.attrelid = v.oid and va.attname = a.attname and not va.attisdropped
  where vn.nspname = any($1) and v.relkind in ('v', 'm')`;

export interface ViewSourceRow {
  nspname: string;
  view: string;
  base: string;
  column: string;
}

/** Adds to one schema's cache the foreign keys and unique keys its views carry over from their tables. */
export function inferViewRelationships(cache: SchemaCache, rows: ViewSourceRow[]): void {
  // view -> base table -> the base columns the view shows under the same name
  const shown = new Map<string, Map<string, Set<string>>>();
  // A view column whose name two of its tables use (a join on id) maps to neither.
  const sources = new Map<string, number>();
  for (const row of rows)
    sources.set(`${row.view}\u0000${row.column}`, (sources.get(`${row.view}\u0000${row.column}`) ?? 0) + 1);
  for (const row of rows) {
    if (sources.get(`${row.view}\u0000${row.column}`) !== 1) continue;
    const bases = shown.get(row.view) ?? new Map<string, Set<string>>();
    bases.set(row.base, (bases.get(row.base) ?? new Set()).add(row.column));
    shown.set(row.view, bases);
  }
  const showing = (table: string, columns: string[]): string[] => [
    table,
    ...[...shown.entries()]
      .filter(([, bases]) => columns.every((column) => bases.get(table)?.has(column)))
      .map(([view]) => view),
  ];
  const inferred: ForeignKey[] = [];
  for (const fk of cache.foreignKeys) {
    for (const from of showing(fk.table, fk.columns)) {
      for (const to of showing(fk.refTable, fk.refColumns)) {
        if (from === fk.table && to === fk.refTable) continue;
        inferred.push({ ...fk, table: from, refTable: to });
      }
    }
  }
  cache.foreignKeys.push(...inferred);
  for (const [view, bases] of shown) {
    const relation = cache.relations.get(view);
    if (!relation) continue;
    for (const [base, columns] of bases) {
      for (const key of cache.relations.get(base)?.uniqueKeys ?? []) {
        if (key.every((column) => columns.has(column))) relation.uniqueKeys.push(key);
      }
    }
  }
}
