// A second opinion on "same schema", read straight from the catalogs rather than through pg-delta's model:
// every managed object as one line of text, keyed by its identity. Two databases agree when the maps are equal.
import pg from 'pg';

const QUERIES: Record<string, string> = {
  function: `
    select format('%s(%s)', p.proname, pg_get_function_identity_arguments(p.oid)) as key,
           concat_ws(' | ', pg_get_functiondef(p.oid),
                     (select string_agg(e, ',' order by e) from (select format('%s=%s', a.grantee::regrole, a.privilege_type) as e
                      from aclexplode(coalesce(p.proacl, acldefault('f'::"char", p.proowner))) a) acl),
                     obj_description(p.oid, 'pg_proc'), p.proowner::regrole::text) as value
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  relation: `
    select c.relname as key,
           concat_ws(' | ', c.relkind, c.relpersistence, c.reloptions::text, c.relrowsecurity, c.relforcerowsecurity,
                     c.relreplident, c.relowner::regrole::text, obj_description(c.oid, 'pg_class'),
                     (select string_agg(e, ',' order by e) from (select format('%s=%s', a.grantee::regrole, a.privilege_type) as e
                      from aclexplode(coalesce(c.relacl, acldefault((case c.relkind when 'S' then 's' else 'r' end)::"char", c.relowner))) a) acl),
                     case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end) as value
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f', 'c')`,
  column: `
    select format('%s.%s', c.relname, a.attname) as key,
           concat_ws(' | ', format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attidentity, a.attgenerated,
                     pg_get_expr(d.adbin, d.adrelid), a.attcollation::regcollation::text, a.attacl::text,
                     col_description(c.oid, a.attnum)) as value
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
      and a.attnum > 0 and not a.attisdropped`,
  constraint: `
    select format('%s.%s', coalesce(c.relname, t.typname), k.conname) as key,
           concat_ws(' | ', pg_get_constraintdef(k.oid), k.convalidated, k.condeferrable, k.condeferred,
                     obj_description(k.oid, 'pg_constraint')) as value
    from pg_constraint k left join pg_class c on c.oid = k.conrelid left join pg_type t on t.oid = k.contypid
    where k.connamespace = 'public'::regnamespace`,
  index: `
    select i.relname as key, concat_ws(' | ', pg_get_indexdef(i.oid), obj_description(i.oid, 'pg_class')) as value
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where i.relnamespace = 'public'::regnamespace`,
  trigger: `
    select format('%s.%s.%s', n.nspname, c.relname, t.tgname) as key,
           concat_ws(' | ', pg_get_triggerdef(t.oid), t.tgenabled, obj_description(t.oid, 'pg_trigger')) as value
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal
      and (n.nspname = 'public' or exists (select 1 from pg_proc p where p.oid = t.tgfoid and p.pronamespace = 'public'::regnamespace))`,
  policy: `
    select format('%s.%s.%s', schemaname, tablename, policyname) as key,
           concat_ws(' | ', permissive, roles::text, cmd, qual, with_check) as value
    from pg_policies
    where schemaname = 'public' or (schemaname = 'storage' and (policyname like 'product-images:%' or policyname like 'content-images:%'))`,
  type: `
    select t.typname as key,
           concat_ws(' | ', t.typtype, (select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid),
                     obj_description(t.oid, 'pg_type'), t.typacl::text) as value
    from pg_type t
    where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'c', 'r')
      and not exists (select 1 from pg_class c where c.reltype = t.oid and c.relkind <> 'c')`,
  sequence: `
    select c.relname as key,
           concat_ws(' | ', s.seqtypid::regtype, s.seqstart, s.seqincrement, s.seqmax, s.seqmin, s.seqcache, s.seqcycle) as value
    from pg_sequence s join pg_class c on c.oid = s.seqrelid
    where c.relnamespace = 'public'::regnamespace`,
  default_privileges: `
    select format('%s.%s.%s', d.defaclrole::regrole, coalesce(d.defaclnamespace::regnamespace::text, '*'), d.defaclobjtype) as key,
           d.defaclacl::text as value
    from pg_default_acl d`,
  extension: `
    select e.extname as key, concat_ws(' | ', e.extnamespace::regnamespace, e.extversion) as value from pg_extension e`,
  schema: `
    select n.nspname as key, concat_ws(' | ', n.nspowner::regrole, n.nspacl::text, obj_description(n.oid, 'pg_namespace')) as value
    from pg_namespace n where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`,
};

/** kind:key → definition, for every object the shop's schema files describe (and the platform's, to catch a file
 * that reaches into them). */
export async function catalogSnapshot(pool: pg.Pool): Promise<Map<string, string>> {
  const snapshot = new Map<string, string>();
  for (const [kind, sql] of Object.entries(QUERIES)) {
    for (const row of (await pool.query<{ key: string; value: string | null }>(sql)).rows) {
      snapshot.set(`${kind}:${row.key}`, row.value ?? '');
    }
  }
  return snapshot;
}

/** The snapshot of the database at url (read as the superuser, who sees every catalog row). */
export async function catalogAt(url: string): Promise<Map<string, string>> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined); // a cluster stopping ends idle connections
  try {
    return await catalogSnapshot(pool);
  } finally {
    await pool.end();
  }
}

/** The objects two snapshots disagree on: missing on one side or defined differently. */
export function snapshotDifferences(a: Map<string, string>, b: Map<string, string>): string[] {
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort();
  return keys.flatMap((key) => {
    if (!b.has(key)) return [`only in the migrations: ${key}`];
    if (!a.has(key)) return [`only in the schemas: ${key}`];
    return a.get(key) === b.get(key)
      ? []
      : [`differs: ${key}\n  migrations: ${a.get(key)}\n  schemas:    ${b.get(key)}`];
  });
}
