// `npm run db:diff` writes the migration of a schema edit and proves it: a new table with its policy, grants
// and comment, a new function callable by signed-in users only, a changed comment. The new migration, replayed
// after the others, builds exactly what the edited schema files describe (pg-delta and the catalogs agree).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { catalogAt, snapshotDifferences } from '../../scripts/schema/catalog.ts';
import { dbDiff, nextVersion } from '../../scripts/schema/db-diff.ts';
import { MIGRATIONS_DIR, SCHEMAS_DIR } from '../../scripts/schema/scratch-database.ts';

const work = mkdtempSync(path.join(tmpdir(), 'db-diff-'));
const migrationsDir = path.join(work, 'migrations');
const schemasDir = path.join(work, 'schemas');
cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });

afterAll(() => rmSync(work, { recursive: true, force: true }));

const WISHLIST = `create table public.wishlist_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id text not null references public.products (product_id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, product_id)
);

alter table public.wishlist_items enable row level security;

create policy "owners read their wishlist" on public.wishlist_items
  for select to authenticated using (user_id = (select auth.uid()));

comment on table public.wishlist_items is 'Products a member keeps for later.';

revoke all on table public.wishlist_items from anon, authenticated, service_role;
grant select on table public.wishlist_items to authenticated;
grant select, insert, delete on table public.wishlist_items to service_role;

create function public.wishlist_count()
  returns bigint
  language sql
  stable
  set search_path to ''
as $$
  select count(*) from public.wishlist_items where user_id = (select auth.uid())
$$;

revoke all on function public.wishlist_count() from public, anon, authenticated, service_role;
grant execute on function public.wishlist_count() to authenticated;
`;

it('writes the migration of a schema edit, and the schemas and migrations then agree', async () => {
  writeFileSync(path.join(schemasDir, 'catalog/wishlist_items.sql'), WISHLIST);
  const isAdmin = path.join(schemasDir, 'accounts/is_admin.sql');
  writeFileSync(
    isAdmin,
    readFileSync(isAdmin, 'utf8').replace(
      /comment on function "public"\."is_admin"\(\) is '[^']*'/,
      `comment on function "public"."is_admin"() is 'True for the shop''s admins.'`,
    ),
  );

  const rounds: string[] = [];
  let differences: string[] | undefined;
  let acl: string | undefined;
  const result = await dbDiff('wishlist', {
    migrationsDir,
    schemasDir,
    log: (line) => rounds.push(line),
    async onAgreed(built) {
      const migrated = await catalogAt(built.fromMigrations.db.adminUrl);
      differences = snapshotDifferences(migrated, await catalogAt(built.fromSchemas.db.adminUrl));
      acl = migrated.get('function:wishlist_count()');
    },
  });

  expect(rounds[0]).toMatch(/^round 1: \d+ statement/);
  expect(differences).toEqual([]);
  // Signed-in users may call it, anon may not (the project's default privileges would have let anon in).
  expect(acl).toContain('authenticated=EXECUTE');
  expect(acl).not.toContain('anon=EXECUTE');
  expect(result.file).toMatch(/_wishlist\.sql$/);
  expect(readdirSync(migrationsDir).filter((file) => file.endsWith('_wishlist.sql'))).toHaveLength(1);
  expect(result.sql).toMatch(/create table "public"\."wishlist_items"/i);
  expect(result.sql).toMatch(/enable row level security/i);
  expect(result.sql).toMatch(/create policy "owners read their wishlist"/i);
  expect(result.sql).toMatch(/True for the shop''s admins/);
}, 600_000);

it('refuses a migration name that is not snake_case', async () => {
  await expect(dbDiff('Bad Name', { migrationsDir, schemasDir })).rejects.toThrow(/snake_case/);
});

it('numbers a migration after both the clock and the latest landed one', () => {
  expect(nextVersion(['20261129200020_x.sql'], new Date('2026-11-27T10:00:00Z'))).toBe('20261129200030');
  expect(nextVersion(['20261129200020_x.sql'], new Date('2026-12-01T08:30:15Z'))).toBe('20261201083015');
});
