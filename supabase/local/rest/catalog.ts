// The schema cache, as PostgREST keeps one: tables, views, columns, keys, foreign keys and functions of the
// exposed schemas, loaded once (and after migrations or NOTIFY pgrst) so requests never query the catalog.
// The exposed schemas are config.toml's `[api] schemas` (public), or PostgREST's in-database setting
// `pgrst.db_schemas` of the authenticator role when one is set (db-config, read again on NOTIFY pgrst).
import type pg from 'pg';
import { inferViewRelationships, VIEW_SOURCES_SQL, type ViewSourceRow } from './view-relationships.ts';

export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** format_type() of the column: safe to spell into SQL, it comes from the catalog. */
  type: string;
  generated: boolean;
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** The primary key and every unique constraint: a foreign key over one of them is one-to-one. */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  schema: string;
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
}

export interface FunctionDef {
  schema: string;
  name: string;
  args: FunctionArg[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  /** Declared `ROWS 1`: as a computed relationship, a set-returning function is then to-one (PostgREST). */
  rowsOne: boolean;
  /** The result rows are records (composite type, RETURNS TABLE or OUT parameters). */
  returnsRows: boolean;
  returnsVoid: boolean;
  volatile: boolean;
  /** The table or view whose rows the function returns (RETURNS SETOF t / RETURNS t), if any. */
  returnsRelation?: string;
  /** The columns of a RETURNS TABLE / OUT-parameter result, in order. */
  outColumns: { name: string; type: string }[];
  /** A single argument of a relation's row type: a computed column or computed relationship of it. */
  rowTypeOf?: string;
  variadic: boolean;
}

/** One exposed schema's part of the cache. */
export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionDef[]>;
}

interface ColumnRow {
  nspname: string;
  relname: string;
  relkind: string;
  attname: string | null;
  type: string | null;
  generated: boolean;
}

interface ConstraintRow {
  nspname: string;
  conname: string;
  contype: string;
  relname: string;
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
}

interface FunctionRow {
  nspname: string;
  proname: string;
  all_names: string[];
  modes: string[] | null;
  arg_types: string[];
  all_types: string[];
  variadic: boolean;
  pronargdefaults: number;
  proretset: boolean;
  rows_one: boolean;
  returns_rows: boolean;
  returns_void: boolean;
  provolatile: string;
  ret_relation: string | null;
  ret_relation_schema: string | null;
  arg_relation: string | null;
  arg_relation_schema: string | null;
}

const COLUMNS_SQL = `
  select n.nspname, c.relname, c.relkind, a.attname, format_type(a.atttypid, a.atttypmod) as type,
         coalesce(a.attgenerated <> '', false) as generated
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f')
  order by n.nspname, c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
  select n.nspname, con.conname, con.contype, cl.relname,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
         rf.relname as ref_table,
         case when con.contype = 'f' then
           array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord)
         end as ref_columns
  from pg_constraint con
  join pg_class cl on cl.oid = con.conrelid
  join pg_namespace n on n.oid = cl.relnamespace
  left join pg_class rf on rf.oid = con.confrelid
  left join pg_namespace rn on rn.oid = rf.relnamespace
  where n.nspname = any($1) and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or rn.nspname = n.nspname)`;

const FUNCTIONS_SQL = `
  select n.nspname, p.proname, coalesce(p.proargnames, '{}') as all_names, p.proargmodes::text[] as modes,
         array(select format_type(t, null) from unnest(p.proargtypes::oid[]) t) as arg_types,
         array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as all_types,
         p.provariadic <> 0 as variadic,
         p.pronargdefaults, p.proretset, p.prorows = 1 as rows_one,
         (rt.typrelid <> 0 or (p.prorettype = 'record'::regtype and p.proargmodes is not null)
          or 't' = any(p.proargmodes::text[])) as returns_rows,
         p.prorettype = 'void'::regtype as returns_void,
         p.provolatile,
         rc.relname as ret_relation, rcn.nspname as ret_relation_schema,
         ac.relname as arg_relation, acn.nspname as arg_relation_schema
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  left join pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r', 'p', 'v', 'm', 'f')
  left join pg_namespace rcn on rcn.oid = rc.relnamespace
  left join pg_type at on p.pronargs = 1 and at.oid = p.proargtypes[0]
  left join pg_class ac on ac.oid = at.typrelid and ac.relkind in ('r', 'p', 'v', 'm', 'f')
  left join pg_namespace acn on acn.oid = ac.relnamespace
  where n.nspname = any($1) and p.prokind = 'f'`;

/** PostgREST's in-database configuration: `alter role authenticator set pgrst.db_schemas = 'a, b'`. */
const SCHEMAS_SQL = `
  select split_part(setting, '=', 2) as schemas
  from pg_roles r, unnest(r.rolconfig) setting
  where r.rolname = 'authenticator' and setting like 'pgrst.db\\_schemas=%'`;

const TYPES_SQL = `select typname from pg_type where typnamespace = 'pg_catalog'::regnamespace and typtype in ('b', 'd', 'e', 'r', 'm') and typname !~ '^_'`;

export class Catalog {
  /** The exposed schemas, the default (first) one first. */
  schemas: string[] = [EXPOSED_SCHEMA];
  private caches = new Map<string, SchemaCache>();
  /** Type names a select may cast to (`price::text`). */
  castTypes = new Set<string>();
  private lastRefresh = 0;

  /** `onReload` runs with every load: the API roles' settings are read again with the schema (loadRoleSettings). */
  constructor(
    private readonly pool: pg.Pool,
    private readonly onReload: () => Promise<void> = async () => undefined,
  ) {}

  /** The cache of one exposed schema (an empty one for a schema that is not exposed). */
  schema(name: string = this.schemas[0] ?? EXPOSED_SCHEMA): SchemaCache {
    return this.caches.get(name) ?? { relations: new Map(), foreignKeys: [], functions: new Map() };
  }

  /** The default schema's relations, as before profiles. */
  get relations(): Map<string, Relation> {
    return this.schema().relations;
  }

  async refresh(): Promise<void> {
    const configured = await this.pool.query<{ schemas: string }>(SCHEMAS_SQL);
    const schemas = (configured.rows[0]?.schemas ?? EXPOSED_SCHEMA)
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const [columns, constraints, functions, types, viewSources] = await Promise.all([
      this.pool.query<ColumnRow>(COLUMNS_SQL, [schemas]),
      this.pool.query<ConstraintRow>(CONSTRAINTS_SQL, [schemas]),
      this.pool.query<FunctionRow>(FUNCTIONS_SQL, [schemas]),
      this.pool.query<{ typname: string }>(TYPES_SQL),
      this.pool.query<ViewSourceRow>(VIEW_SOURCES_SQL, [schemas]),
      this.onReload(),
    ]);
    const caches = new Map<string, SchemaCache>(
      schemas.map((name) => [name, { relations: new Map(), foreignKeys: [], functions: new Map() }]),
    );
    const cacheOf = (name: string): SchemaCache => caches.get(name) as SchemaCache;
    for (const row of columns.rows) {
      const { relations } = cacheOf(row.nspname);
      let relation = relations.get(row.relname);
      if (!relation) {
        relation = {
          schema: row.nspname,
          name: row.relname,
          kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
          columns: new Map(),
          primaryKey: [],
          uniqueKeys: [],
        };
        relations.set(row.relname, relation);
      }
      if (row.attname && row.type) {
        relation.columns.set(row.attname, { name: row.attname, type: row.type, generated: row.generated });
      }
    }
    for (const row of constraints.rows) {
      const cache = cacheOf(row.nspname);
      const relation = cache.relations.get(row.relname);
      if (row.contype === 'p' && relation) {
        relation.primaryKey = row.columns;
        relation.uniqueKeys.push(row.columns);
      } else if (row.contype === 'u' && relation) {
        relation.uniqueKeys.push(row.columns);
      } else if (row.contype === 'f' && row.ref_table && row.ref_columns) {
        cache.foreignKeys.push({
          schema: row.nspname,
          name: row.conname,
          table: row.relname,
          columns: row.columns,
          refTable: row.ref_table,
          refColumns: row.ref_columns,
        });
      }
    }
    for (const row of functions.rows) {
      // proargnames also names OUT parameters; the inputs are the i/b/v modes (all of them when modes is null).
      const modes = row.modes;
      const inputNames = modes
        ? row.all_names.filter((_name, index) => ['i', 'b', 'v'].includes(modes[index] ?? 'i'))
        : row.all_names;
      const outColumns = modes
        ? row.all_names
            .map((name, index) => ({ name, type: row.all_types[index] ?? '', mode: modes[index] }))
            .filter((arg) => arg.mode === 'o' || arg.mode === 't' || arg.mode === 'b')
            .map(({ name, type }) => ({ name, type }))
        : [];
      const def: FunctionDef = {
        schema: row.nspname,
        name: row.proname,
        args: row.arg_types.map((type, index) => ({ name: inputNames[index] ?? '', type })),
        defaults: row.pronargdefaults,
        returnsSet: row.proretset,
        rowsOne: row.rows_one,
        returnsRows: row.returns_rows,
        returnsVoid: row.returns_void,
        volatile: row.provolatile === 'v',
        returnsRelation:
          row.ret_relation_schema === row.nspname ? (row.ret_relation ?? undefined) : undefined,
        outColumns,
        rowTypeOf: row.arg_relation_schema === row.nspname ? (row.arg_relation ?? undefined) : undefined,
        variadic: row.variadic,
      };
      const { functions: map } = cacheOf(row.nspname);
      map.set(row.proname, [...(map.get(row.proname) ?? []), def]);
    }
    for (const [name, cache] of caches) {
      inferViewRelationships(
        cache,
        viewSources.rows.filter((row) => row.nspname === name),
      );
    }
    const castTypes = new Set(types.rows.map((row) => row.typname));
    for (const alias of ['integer', 'int', 'smallint', 'bigint', 'real', 'boolean', 'decimal'])
      castTypes.add(alias);

    this.schemas = schemas;
    this.caches = caches;
    this.castTypes = castTypes;
    this.lastRefresh = Date.now();
  }

  /** A lookup that misses may be a table created since the last load: reload, at most once a second. */
  async refreshIfStale(): Promise<boolean> {
    if (Date.now() - this.lastRefresh < 1000) return false;
    await this.refresh();
    return true;
  }

  /** Listens for `NOTIFY pgrst, 'reload schema'` (and `'reload config'`: the role settings) as PostgREST does. */
  async listen(): Promise<() => Promise<void>> {
    const client = await this.pool.connect();
    client.on('notification', (message) => {
      if (message.channel !== 'pgrst') return;
      const payload = message.payload || 'reload schema';
      if (payload === 'reload schema') this.refresh().catch(() => undefined);
      // The exposed schemas are configuration too (pgrst.db_schemas): read them with the role settings.
      else if (payload === 'reload config') this.refresh().catch(() => undefined);
    });
    client.on('error', () => undefined);
    await client.query('listen pgrst');
    return async () => {
      await client.query('unlisten pgrst').catch(() => undefined);
      client.release(true);
    };
  }
}
