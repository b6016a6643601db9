// The schema cache, as PostgREST keeps one: tables, views, columns, keys, foreign keys and functions of the
// exposed schema, loaded once (and after migrations or NOTIFY pgrst) so requests never query the catalog.
import type pg from 'pg';

export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** format_type() of the column: safe to spell into SQL, it comes from the catalog. */
  type: string;
  generated: boolean;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface ForeignKey {
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
  name: string;
  args: FunctionArg[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  /** The result rows are records (composite type, RETURNS TABLE or OUT parameters). */
  returnsRows: boolean;
  returnsVoid: boolean;
  volatile: boolean;
}

interface ColumnRow {
  relname: string;
  relkind: string;
  attname: string | null;
  type: string | null;
  generated: boolean;
}

interface ConstraintRow {
  conname: string;
  contype: string;
  relname: string;
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
}

interface FunctionRow {
  proname: string;
  all_names: string[];
  modes: string[] | null;
  arg_types: string[];
  pronargdefaults: number;
  proretset: boolean;
  returns_rows: boolean;
  returns_void: boolean;
  provolatile: string;
}

const COLUMNS_SQL = `
  select c.relname, c.relkind, a.attname, format_type(a.atttypid, a.atttypmod) as type,
         coalesce(a.attgenerated <> '', false) as generated
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
  order by c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
  select con.conname, con.contype, cl.relname,
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
  where n.nspname = $1 and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or rn.nspname = $1)`;

const FUNCTIONS_SQL = `
  select p.proname, coalesce(p.proargnames, '{}') as all_names, p.proargmodes::text[] as modes,
         array(select format_type(t, null) from unnest(p.proargtypes::oid[]) t) as arg_types,
         p.pronargdefaults, p.proretset,
         (rt.typrelid <> 0 or (p.prorettype = 'record'::regtype and p.proargmodes is not null)) as returns_rows,
         p.prorettype = 'void'::regtype as returns_void,
         p.provolatile
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = $1 and p.prokind = 'f'`;

const TYPES_SQL = `select typname from pg_type where typnamespace = 'pg_catalog'::regnamespace and typtype in ('b', 'd', 'e', 'r', 'm') and typname !~ '^_'`;

export class Catalog {
  relations = new Map<string, Relation>();
  foreignKeys: ForeignKey[] = [];
  functions = new Map<string, FunctionDef[]>();
  /** Type names a select may cast to (`price::text`). */
  castTypes = new Set<string>();
  private lastRefresh = 0;

  /** `onReload` runs with every load: the API roles' settings are read again with the schema (db.ts). */
  constructor(
    private readonly pool: pg.Pool,
    private readonly onReload: () => Promise<void> = async () => undefined,
  ) {}

  async refresh(): Promise<void> {
    const [columns, constraints, functions, types] = await Promise.all([
      this.pool.query<ColumnRow>(COLUMNS_SQL, [EXPOSED_SCHEMA]),
      this.pool.query<ConstraintRow>(CONSTRAINTS_SQL, [EXPOSED_SCHEMA]),
      this.pool.query<FunctionRow>(FUNCTIONS_SQL, [EXPOSED_SCHEMA]),
      this.pool.query<{ typname: string }>(TYPES_SQL),
      this.onReload(),
    ]);
    const relations = new Map<string, Relation>();
    for (const row of columns.rows) {
      let relation = relations.get(row.relname);
      if (!relation) {
        relation = {
          name: row.relname,
          kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
          columns: new Map(),
          primaryKey: [],
        };
        relations.set(row.relname, relation);
      }
      if (row.attname && row.type) {
        relation.columns.set(row.attname, { name: row.attname, type: row.type, generated: row.generated });
      }
    }
    const foreignKeys: ForeignKey[] = [];
    for (const row of constraints.rows) {
      if (row.contype === 'p') {
        const relation = relations.get(row.relname);
        if (relation) relation.primaryKey = row.columns;
      } else if (row.contype === 'f' && row.ref_table && row.ref_columns) {
        foreignKeys.push({
          name: row.conname,
          table: row.relname,
          columns: row.columns,
          refTable: row.ref_table,
          refColumns: row.ref_columns,
        });
      }
    }
    const functionMap = new Map<string, FunctionDef[]>();
    for (const row of functions.rows) {
      // proargnames also names OUT parameters; the inputs are the i/b/v modes (all of them when modes is null).
      const inputNames = row.modes
        ? row.all_names.filter((_name, index) => ['i', 'b', 'v'].includes(row.modes?.[index] ?? 'i'))
        : row.all_names;
      const def: FunctionDef = {
        name: row.proname,
        args: row.arg_types.map((type, index) => ({ name: inputNames[index] ?? '', type })),
        defaults: row.pronargdefaults,
        returnsSet: row.proretset,
        returnsRows: row.returns_rows,
        returnsVoid: row.returns_void,
        volatile: row.provolatile === 'v',
      };
      functionMap.set(row.proname, [...(functionMap.get(row.proname) ?? []), def]);
    }
    const castTypes = new Set(types.rows.map((row) => row.typname));
    for (const alias of ['integer', 'int', 'smallint', 'bigint', 'real', 'boolean', 'decimal'])
      castTypes.add(alias);

    this.relations = relations;
    this.foreignKeys = foreignKeys;
    this.functions = functionMap;
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
      else if (payload === 'reload config') this.onReload().catch(() => undefined);
    });
    client.on('error', () => undefined);
    await client.query('listen pgrst');
    return async () => {
      await client.query('unlisten pgrst').catch(() => undefined);
      client.release(true);
    };
  }
}
