// Grants written as absolute statements: each object's file first takes every privilege from the API roles,
// then gives exactly what the object has, so the file reads the same whatever default privileges were in force
// when it ran. (pg-delta's export writes grants relative to Postgres's built-in defaults, and a hosted project's
// default privileges give the API roles more: loaded as exported, every function became callable by anon.)
import type pg from 'pg';

const API_ROLES = ['anon', 'authenticated', 'service_role'];
const PRIVILEGE_ORDER = [
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'TRUNCATE',
  'REFERENCES',
  'TRIGGER',
  'MAINTAIN',
  'USAGE',
  'EXECUTE',
];

interface AclRow {
  owner_name: string;
  kind: 'function' | 'table' | 'sequence';
  /** What the file is named after: the function, or the table/view/sequence (an owned sequence: its table). */
  file_object: string;
  target: string;
  grantee: string;
  privileges: string[];
}

const quoteRole = (role: string) => (/^[a-z_][a-z0-9_]*$/.test(role) ? role : `"${role}"`);

function sortPrivileges(privileges: string[]): string {
  return [...privileges]
    .sort((a, b) => PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b))
    .join(', ')
    .toLowerCase();
}

/** Grantees holding the same privileges, so that they share one statement. */
function grantsByPrivileges(grants: { grantee: string; privileges: string[] }[]): Map<string, string[]> {
  const byPrivileges = new Map<string, string[]>();
  for (const { grantee, privileges } of grants) {
    const key = sortPrivileges(privileges);
    byPrivileges.set(key, [...(byPrivileges.get(key) ?? []), quoteRole(grantee)]);
  }
  return byPrivileges;
}

/** One statement per set of privileges, after a revoke from public and the API roles. */
function statementsFor(
  kind: string,
  target: string,
  grants: { grantee: string; privileges: string[] }[],
): string[] {
  const revokeFrom = kind === 'function' ? ['public', ...API_ROLES] : API_ROLES;
  return [
    `revoke all on ${kind} ${target} from ${revokeFrom.map(quoteRole).join(', ')};`,
    ...[...grantsByPrivileges(grants)].map(
      ([privileges, grantees]) => `grant ${privileges} on ${kind} ${target} to ${grantees.join(', ')};`,
    ),
  ];
}

const ACL_SQL = `
  with objects as (
    select 'function' as kind, p.proname as file_object, p.proowner as owner,
           format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as target,
           coalesce(p.proacl, acldefault('f'::"char", p.proowner)) as acl
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select case c.relkind when 'S' then 'sequence' else 'table' end,
           coalesce(owner_table.relname, c.relname), c.relowner, format('%I.%I', n.nspname, c.relname),
           coalesce(c.relacl, acldefault((case c.relkind when 'S' then 's' else 'r' end)::"char", c.relowner))
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i')
      and d.refclassid = 'pg_class'::regclass
    left join pg_class owner_table on owner_table.oid = d.refobjid
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
  )
  select o.kind, o.file_object, o.target, o.owner::regrole::text as owner_name,
         case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee,
         array_agg(a.privilege_type::text order by a.privilege_type) as privileges
  from objects o cross join lateral aclexplode(o.acl) a
  group by 1, 2, 3, 4, 5
  order by 1, 2, 3, 5`;

/** The absolute grant statements of every function, table, view and sequence of public, by file object. */
export async function grantStatements(pool: pg.Pool): Promise<Map<string, string[]>> {
  const rows = (await pool.query<AclRow>(ACL_SQL)).rows;
  const byTarget = new Map<string, { kind: string; fileObject: string; grants: AclRow[] }>();
  for (const row of rows) {
    const entry = byTarget.get(row.target) ?? { kind: row.kind, fileObject: row.file_object, grants: [] };
    // The owner's own privileges are implicit (it always has them): the file says nothing about them.
    if (row.grantee !== row.owner_name) entry.grants.push(row);
    byTarget.set(row.target, entry);
  }
  const byFile = new Map<string, string[]>();
  for (const [target, { kind, fileObject, grants }] of byTarget) {
    byFile.set(fileObject, [...(byFile.get(fileObject) ?? []), ...statementsFor(kind, target, grants)]);
  }
  return byFile;
}

const DEFAULT_KINDS: Record<string, string> = { r: 'tables', S: 'sequences', f: 'functions' };

/** postgres's default privileges in public, as absolute statements (the platform's own roles' stay theirs). */
export async function defaultPrivilegeStatements(pool: pg.Pool): Promise<string[]> {
  const rows = (
    await pool.query<{ objtype: string; grantee: string; privileges: string[] }>(`
      select d.defaclobjtype::text as objtype,
             case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee,
             array_agg(a.privilege_type::text order by a.privilege_type) as privileges
      from pg_default_acl d cross join lateral aclexplode(d.defaclacl) a
      where d.defaclrole = 'postgres'::regrole and d.defaclnamespace = 'public'::regnamespace
      group by 1, 2 order by 1, 2`)
  ).rows;
  const prefix = 'alter default privileges for role "postgres" in schema "public"';
  const statements: string[] = [];
  for (const [objtype, kind] of Object.entries(DEFAULT_KINDS)) {
    statements.push(`${prefix} revoke all on ${kind} from ${API_ROLES.map(quoteRole).join(', ')};`);
    for (const row of rows.filter((r) => r.objtype === objtype)) {
      statements.push(
        `${prefix} grant ${sortPrivileges(row.privileges)} on ${kind} to ${quoteRole(row.grantee)};`,
      );
    }
  }
  return statements;
}

/** Drops pg-delta's own grant/revoke statements (they never hold a function body, so a statement is one run to ';'). */
export function withoutGrants(sql: string): string {
  return sql
    .replace(/^(grant|revoke|alter default privileges)\b[\s\S]*?;\n*/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();
}
