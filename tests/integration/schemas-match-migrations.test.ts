// supabase/schemas/ is the readable current definition of every object; supabase/migrations/ is the history
// hosted replays. This builds one database from each (embedded Postgres, bootstrapped as a new hosted project)
// and fails on any difference: once through pg-delta's plan (what `npm run db:diff` would write), once through
// the catalogs directly (function bodies and grants, view options, policies, default privileges, comments ...).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderPlanFiles } from '@supabase/pg-delta';
import { catalogAt, snapshotDifferences } from '../../scripts/schema/catalog.ts';
import { planFromSchemas, type BuiltDatabases } from '../../scripts/schema/plan-from-schemas.ts';

let built: BuiltDatabases;

beforeAll(async () => {
  built = await planFromSchemas();
}, 300_000);

afterAll(async () => {
  await built?.stop();
});

const HOW_TO_FIX =
  'supabase/schemas/ and supabase/migrations/ disagree. Edit the schema file, then `npm run db:diff -- <name>` ' +
  'writes the migration (docs/database.md).';

it('pg-delta plans nothing between the two builds', () => {
  const rendered = renderPlanFiles(built.result.plan, { allowDrops: true });
  const sql = rendered.files.map((file) => file.contents).join('\n');
  expect(built.result.plan.actions.length, `${HOW_TO_FIX}\nWhat it would take:\n${sql}`).toBe(0);
});

it('the catalogs agree object by object, grants and comments included', async () => {
  const a = await catalogAt(built.fromMigrations.db.adminUrl);
  const b = await catalogAt(built.fromSchemas.db.adminUrl);
  // What the snapshot reads, so that an empty comparison cannot pass for an agreement.
  expect(a.get('relation:products_public')).toContain('security_invoker=true');
  expect([...a.keys()].filter((key) => key.startsWith('policy:storage.objects.'))).toHaveLength(14);
  expect([...a.keys()].filter((key) => key.startsWith('function:')).length).toBeGreaterThan(150);
  expect(a.get('default_privileges:postgres.public.f')).toContain('anon=X/postgres');
  expect(snapshotDifferences(a, b), HOW_TO_FIX).toEqual([]);
});

it('every routine of the schema files compiles, and the files insert no data', () => {
  const problems = built.result.loadDiagnostics.filter(
    (diagnostic) =>
      diagnostic.code === 'data_statement' ||
      (diagnostic.code === 'invalid_routine_body' && /\bpublic\./.test(diagnostic.message)),
  );
  expect(problems.map((problem) => problem.message)).toEqual([]);
});
